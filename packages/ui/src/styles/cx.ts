/** Joins class names, skipping empty ones: `cx(styles.root, isQuiet && styles.quiet, className)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
