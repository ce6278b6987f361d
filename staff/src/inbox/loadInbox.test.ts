import { describe, expect, it } from 'vitest';
import { loadAllPages, type ListRpc } from './loadInbox.ts';
import { inboxRow } from './inboxRow.fixture.ts';

const row = (index: number) =>
  inboxRow(
    `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    new Date(Date.UTC(2026, 11, 1) - index * 1000).toISOString(),
  );

/**
 * staff_registrations over `total` rows, newest first, as the migration pages them; `maxRows`: the
 * project's max_rows, which cuts every answer below the page asked for.
 */
function server(total: number, maxRows = Infinity) {
  const all = Array.from({ length: total }, (_, index) => row(index));
  const calls: Array<Record<string, unknown>> = [];
  const rpc: ListRpc = async (_name, args) => {
    calls.push(args);
    const start = args.p_before_id === null ? 0 : all.findIndex((item) => item.id === args.p_before_id) + 1;
    return { data: all.slice(start, start + Math.min(args.p_limit as number, maxRows)), error: null };
  };
  return { all, calls, rpc };
}

describe('loadAllPages', () => {
  it('reads every page past max rows, so the oldest registrations are not lost', async () => {
    const { all, calls, rpc } = server(2345);
    const { data } = await loadAllPages(rpc);
    expect(data).toEqual(all);
    expect(calls).toHaveLength(6);
    expect(calls[1]).toEqual({ p_before_created_at: all[499]!.created_at, p_before_id: all[499]!.id, p_limit: 500 });
  });

  it('asks once more after a full last page, and stops at an empty one', async () => {
    const { calls, rpc } = server(1000);
    expect((await loadAllPages(rpc)).data).toHaveLength(1000);
    expect(calls).toHaveLength(3);
  });

  it('reads every row when max_rows caps each page below the size asked for', async () => {
    const { all, calls, rpc } = server(1234, 100);
    const { data } = await loadAllPages(rpc);
    expect(data).toEqual(all);
    expect(calls).toHaveLength(14);
    expect(calls.every((args) => args.p_limit === 500)).toBe(true);
  });

  it('stops at an empty first page', async () => {
    const { calls, rpc } = server(0);
    expect((await loadAllPages(rpc)).data).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('sends a search with every page, and the plain list without one', async () => {
    const { calls, rpc } = server(700);
    await loadAllPages(rpc, 500, 'Jansen');
    expect(calls.map((args) => args.p_query)).toEqual(['Jansen', 'Jansen', 'Jansen']);
    await loadAllPages(rpc);
    expect(calls.at(-1)).not.toHaveProperty('p_query');
  });

  it('asks for no further page once the list is no longer shown (signed out: the next page would go without a session)', async () => {
    const { calls, rpc } = server(2345);
    const shown = new AbortController();
    const stopping: ListRpc = async (name, args) => {
      const answer = await rpc(name, args);
      if (calls.length === 2) shown.abort();
      return answer;
    };
    expect((await loadAllPages(stopping, undefined, null, shown.signal)).data).toHaveLength(1000);
    expect(calls).toHaveLength(2);
  });

  it('returns the refusal', async () => {
    const refused = { message: 'staff_read_not_begun', code: '42501' };
    expect(await loadAllPages(async () => ({ data: null, error: refused }))).toEqual({ data: null, error: refused });
  });
});
