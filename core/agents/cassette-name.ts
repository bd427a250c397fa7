/**
 * A test's cassette file name: the test name in lower case, each run of anything but letters and
 * digits one `-`, at most 80 characters (`search picks the search tool` ->
 * `search-picks-the-search-tool.json`). The loader refuses two dispatched tests whose names make
 * the same file name, so no cassette is shared.
 */
export function cassetteSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'test';
}
