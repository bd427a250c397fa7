/**
 * A token count as the playground shows it: while the tokenizers load, the counts core returns are
 * placeholders (0), so the page says "…" rather than a count nobody measured.
 */
export function tokenCount(count: number, exact: boolean): string {
  return exact ? count.toLocaleString('en-US') : '…';
}
