/**
 * A module's exports with the named components wrapped, so each of their renders adds one to
 * `renders[name]`. For `vi.mock(module, async (importOriginal) => withRenderCounts(await
 * importOriginal(), renders))`, with `renders` from `vi.hoisted`: a test then compares the counts
 * before and after an interaction to see what it rendered again.
 */
export function withRenderCounts<M extends object>(module: M, renders: Partial<Record<keyof M, number>>): M {
  const counted: M = { ...module };
  for (const name of Object.keys(renders) as (keyof M)[]) {
    const component = module[name] as (props: unknown) => unknown;
    counted[name] = ((props: unknown) => {
      renders[name] = (renders[name] ?? 0) + 1;
      return component(props);
    }) as M[keyof M];
  }
  return counted;
}
