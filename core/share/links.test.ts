import { describe, expect, it } from 'vitest';
import { decodeShare, MAX_SHARE_CHARS } from './codec.ts';
import {
  benchSharePayload,
  lintSharePayload,
  parseShareBase,
  runSharePayload,
  sharedPath,
  shareLink,
  viewUrl
} from './links.ts';

describe('parseShareBase', () => {
  it.each([
    ['https://you.github.io/toolgauge', 'https://you.github.io/toolgauge'],
    ['https://you.github.io/toolgauge/', 'https://you.github.io/toolgauge'],
    ['HTTP://127.0.0.1:8000/tg//', 'http://127.0.0.1:8000/tg'],
    ['  https://example.com  ', 'https://example.com']
  ])('%s is the base %s', (raw, base) => {
    expect(parseShareBase(raw)).toEqual({ ok: true, base });
  });
  it.each([
    ['ftp://example.com', 'not an http(s) URL'],
    ['javascript:alert(1)', 'not an http(s) URL'],
    ['example.com/toolgauge', 'not a URL'],
    ['https://example.com/tg#x', '?query or #fragment'],
    ['https://example.com/tg?a=1', '?query or #fragment'],
    ['https://exa mple.com', 'cannot carry'],
    ['https://example.com/\u001b[31m', 'cannot carry'],
    ['https://example.com/<x>', 'cannot carry'],
    ['https://exämple.com', 'cannot carry']
  ])('%j is refused (%s), and the message says what is expected', (raw, why) => {
    const r = parseShareBase(raw);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toContain(why);
    expect(r.message).toContain('e.g. https://you.github.io/toolgauge');
    expect(r.message).not.toContain('\u001b');
  });
});

describe('paths in a shared workspace', () => {
  it.each([
    ['examples/catalogs/github.json', 'examples/catalogs/github.json'],
    ['./tools.json', 'tools.json'],
    ['/abs/dir/tools.json', 'abs/dir/tools.json'],
    ['C:\\work\\tools.json', 'work/tools.json'],
    ['../../up/tools.json', 'tools.json'],
    ['-', '-']
  ])('%s is kept as %s', (shown, expected) => {
    expect(sharedPath(shown, 'catalog.json')).toBe(expected);
  });
  it('viewUrl ends in view/ (the static build answers there; toolgauge serve redirects)', () => {
    expect(viewUrl('https://a.io/tg')).toBe('https://a.io/tg/view/');
    expect(viewUrl('https://a.io/tg/')).toBe('https://a.io/tg/view/');
  });
});

describe('payloads', () => {
  it('lint: the catalog active, the rules named, kinds set', () => {
    const p = lintSharePayload({ path: 'a/tools.json', text: '{}' }, { path: 'rules.yml', text: 'rules: {}' });
    expect(p).toEqual({
      workspace: {
        files: [
          { path: 'a/tools.json', text: '{}', kind: 'catalog' },
          { path: 'rules.yml', text: 'rules: {}', kind: 'rules' }
        ],
        active: 'a/tools.json',
        view: 'lint'
      },
      view: { page: 'lint', expanded: [], rules: 'rules.yml' }
    });
  });
  it("lint: a rules file at the catalog's own path moves aside", () => {
    expect(lintSharePayload({ path: 'x.json', text: '{}' }, { path: 'x.json', text: '{}' }).view.rules).toBe(
      'rules/x.json'
    );
  });
  it('bench: the catalog at the path catalog_path names from the spec', () => {
    const p = benchSharePayload(
      { path: 'examples/bench/fs.yml', text: 'catalog_path: ../catalogs/fs.json' },
      { ref: '../catalogs/fs.json', text: '{}' }
    );
    expect(p?.workspace.files.map((f) => [f.path, f.kind])).toEqual([
      ['examples/bench/fs.yml', 'bench'],
      ['examples/catalogs/fs.json', 'catalog']
    ]);
    expect(p?.view.page).toBe('bench');
  });
  it('bench: a catalog_path that climbs above the shared workspace cannot be shared', () => {
    expect(benchSharePayload({ path: 'fs.yml', text: '' }, { ref: '../fs.json', text: '{}' })).toBeUndefined();
  });
  it('run: the report itself', () => {
    const p = runSharePayload({ path: 'suite.yml', text: 'tests: []' }, { version: '1.0.0' });
    expect(p.view).toEqual({ page: 'run', expanded: [], report: { version: '1.0.0' } });
  });
});

describe('shareLink', () => {
  it('a link under the base that decodes to the payload', async () => {
    const payload = lintSharePayload({ path: 'tools.json', text: '{"tools":[]}' });
    const link = await shareLink('https://a.io/tg', payload, 'hint');
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(link.url).toMatch(/^https:\/\/a\.io\/tg\/view\/#s=1\.[A-Za-z0-9_-]+$/);
    const decoded = await decodeShare(link.url.slice(link.url.indexOf('#')));
    expect(decoded).toEqual({ ok: true, value: payload });
  });
  it('over the cap: no link, a reason with the sizes, and the HTML report named', async () => {
    // Random text does not compress: well over the cap once deflated.
    let x = 2463534242;
    const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), x >>> 0);
    const noise = Array.from({ length: 120_000 }, () => String.fromCharCode(33 + (next() % 90))).join('');
    const link = await shareLink(
      'https://a.io',
      lintSharePayload({ path: 'big.json', text: noise }),
      'toolgauge lint ... --format html --out report.html'
    );
    expect(link.ok).toBe(false);
    if (link.ok) return;
    expect(link.chars).toBeGreaterThan(MAX_SHARE_CHARS);
    expect(link.reason).toMatch(/^too big for a share link \(\d+ KB, over the 64 KB a link can carry\)$/);
    expect(link.message).toContain('--format html --out report.html');
  });
});
