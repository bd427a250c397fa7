import { tempDir } from './helpers/cli.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Io } from '../../src/node/cli/io.ts';
import { main } from '../../src/node/main.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function bench(argv: string[], options: { cwd?: string; stdin?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => options.stdin ?? '',
    cwd: options.cwd ?? REPO
  };
  const code = await main(['bench', ...argv], io);
  return { code, stdout, stderr };
}

function tmpDir(): string {
  return tempDir('tg-bench-');
}

function write(dir: string, name: string, body: string): string {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  return file;
}

const WEATHER = 'examples/bench/weather.yml';
const FILESYSTEM = 'examples/bench/filesystem.yml';
const NO_MUTATIONS = `catalog:
  tools:
    - { name: lookup_a, description: Return the current weather forecast for a city. }
intents:
  - { query: weather forecast, gold: [lookup_a] }
`;

describe('toolgauge bench: the --min-drop gate', () => {
  it('exits 0 when the largest drop reaches --min-drop (the reference example drops by 1)', async () => {
    const r = await bench([WEATHER, '--min-drop', '0.5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(gate --min-drop 0.5: pass)');
  });

  it('exits 0 when the drop equals the threshold exactly', async () => {
    expect((await bench([WEATHER, '--min-drop', '1'])).code).toBe(0);
  });

  it('exits 1 when the largest drop is below --min-drop', async () => {
    const dir = tmpDir();
    const spec = write(
      dir,
      'b.yml',
      NO_MUTATIONS + 'mutations:\n  - { tool: lookup_a, kind: drop_keyword, word: snow }\n'
    );
    const r = await bench([spec, '--min-drop', '0.1']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('FAIL');
  });

  it('exits 1 under --min-drop when no mutation is declared', async () => {
    const spec = write(tmpDir(), 'b.yml', NO_MUTATIONS);
    expect((await bench([spec, '--min-drop', '0'])).code).toBe(1);
  });

  it('exits 0 without --min-drop, whatever the drops', async () => {
    const spec = write(tmpDir(), 'b.yml', NO_MUTATIONS);
    expect((await bench([spec])).code).toBe(0);
  });

  it.each([['1.5'], ['-0.1'], ['abc'], ['']])('exits 2 on a --min-drop that is not a fraction (%j)', async (value) => {
    const r = await bench([WEATHER, `--min-drop=${value}`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--min-drop must be a fraction between 0 and 1');
  });
});

describe('toolgauge bench: unusable input exits 2 with file:line:col', () => {
  it('an unknown tool in a mutation', async () => {
    const spec = write(tmpDir(), 'b.yml', NO_MUTATIONS + 'mutations:\n  - tool: lookup_b\n    kind: blank\n');
    const r = await bench([spec]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/b\.yml:7:5: unknown tool "lookup_b" \(did you mean "lookup_a"\?\)/);
    expect(r.stdout).toBe('');
  });

  it('an unknown mutation kind', async () => {
    const spec = write(tmpDir(), 'b.yml', NO_MUTATIONS + 'mutations:\n  - { tool: lookup_a, kind: blnak }\n');
    const r = await bench([spec]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/b\.yml:7:\d+: unknown mutation kind "blnak" \(did you mean "blank"\?\)/);
  });

  it('a missing spec file', async () => {
    const r = await bench(['nope/missing.yml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot read bench spec nope/missing.yml: no such file');
  });

  it('a catalog_path that does not exist, pointing at the line that names it', async () => {
    const spec = write(tmpDir(), 'b.yml', 'intents: []\ncatalog_path: ../missing.json\n');
    const r = await bench([spec]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/b\.yml:2:1: cannot read catalog .*missing\.json: no such file/);
  });

  it('a broken catalog file, positioned in that file', async () => {
    const dir = tmpDir();
    write(dir, 'cat.json', '{\n  "tools": [\n    { "nam": "x" }\n  ]\n}\n');
    const spec = write(dir, 'b.yml', 'catalog_path: cat.json\nintents: []\n');
    const r = await bench([spec], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^cat\.json:3:5: tool 0 has no "name"/);
  });

  it('a YAML syntax error', async () => {
    const spec = write(tmpDir(), 'b.yml', 'catalog: [\n');
    const r = await bench([spec]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/b\.yml:\d+:\d+: /);
  });

  it('an unknown flag, with a suggestion', async () => {
    const r = await bench([WEATHER, '--min-dorp', '0.1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('did you mean --min-drop?');
  });
});

describe('toolgauge bench: catalog_path and output', () => {
  it('resolves catalog_path relative to the spec file, not the working directory', async () => {
    const dir = tmpDir();
    write(
      dir,
      'catalogs/c.json',
      JSON.stringify({ tools: [{ name: 'lookup_a', description: 'Weather forecast for a city.' }] })
    );
    const spec = write(
      dir,
      'specs/b.yml',
      'catalog_path: ../catalogs/c.json\nintents: [{ query: forecast, gold: [lookup_a] }]\n'
    );
    const r = await bench([spec, '--json'], { cwd: REPO });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).baseline.accuracy).toBe(1);
  });

  it('reads the spec from stdin with -, resolving catalog_path from the working directory', async () => {
    const dir = tmpDir();
    write(dir, 'c.json', JSON.stringify({ tools: [{ name: 'lookup_a', description: 'Weather forecast.' }] }));
    const r = await bench(['-', '--json'], {
      cwd: dir,
      stdin: 'catalog_path: c.json\nintents: [{ query: forecast, gold: [lookup_a] }]\n'
    });
    expect(r.code).toBe(0);
  });

  it('--out writes the report to a file and nothing to stdout', async () => {
    const out = path.join(tmpDir(), 'bench.json');
    const r = await bench([WEATHER, '--format', 'json', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).max_drop).toBe(1);
  });
});

describe('the examples, end to end', () => {
  it('weather.yml: the reference example shows the drop when blanked', async () => {
    const r = await bench([WEATHER, '--json']);
    const report = JSON.parse(r.stdout);
    expect(report.baseline).toMatchObject({ accuracy: 1, correct: 1, n: 1 });
    expect(report.mutations).toEqual([
      expect.objectContaining({
        tool: 'lookup_a',
        kind: 'blank',
        accuracy: 0,
        drop: 1,
        flipped: ['what is the weather forecast in Paris']
      })
    ]);
    expect(report.max_drop).toBe(1);
  });

  it('filesystem.yml: a real catalog with 30+ intents, a mostly right baseline, and descriptions that carry picks', async () => {
    const r = await bench([FILESYSTEM, '--json', '--sweep']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.baseline.n).toBeGreaterThanOrEqual(30);
    expect(report.baseline.accuracy).toBeGreaterThan(0.8);
    expect(report.baseline.ci[0]).toBeLessThan(report.baseline.accuracy);
    // Blanking read_media_file loses the intents only its description's words (image, base64, MIME) reach.
    const media = report.mutations.find(
      (m: { tool: string; kind: string }) => m.tool === 'read_media_file' && m.kind === 'blank'
    );
    expect(media.drop).toBeGreaterThan(0);
    expect(media.flipped.length).toBeGreaterThan(0);
    // The declared no-op (a word the description lacks) removes nothing and moves nothing.
    const noop = report.mutations.at(-1);
    expect(noop).toMatchObject({ tool: 'move_file', kind: 'drop_keyword', drop: 0, tokens_removed: 0, flipped: [] });
    expect(report.max_drop).toBe(Math.max(...report.mutations.map((m: { drop: number }) => m.drop)));
    expect(report.carry).toHaveLength(14);
    expect(report.confusion.length).toBeGreaterThan(0);
  });

  it('filesystem.yml passes a 5-point gate in text form, baseline first', async () => {
    const r = await bench([FILESYSTEM, '--min-drop', '0.05']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[2]).toMatch(/^baseline {2}accuracy \d+\.\d% \(\d+\/34 intents\) {2}95% Wilson CI \[/);
  });

  it('is deterministic: two runs print the same bytes', async () => {
    const a = await bench([FILESYSTEM, '--json', '--sweep']);
    const b = await bench([FILESYSTEM, '--json', '--sweep']);
    expect(a.stdout).toBe(b.stdout);
  });
});

describe('toolgauge bench: selectors, top-k and the --min-recall gate', () => {
  it('--selector lexical,bm25 compares both in one report: selectors: { name: block }', async () => {
    const r = await bench([FILESYSTEM, '--selector', 'lexical,bm25', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report.selectors)).toEqual(['lexical', 'bm25']);
    for (const name of ['lexical', 'bm25']) {
      const b = report.selectors[name].baseline;
      expect(b).toMatchObject({ k: 5, n: 34 });
      expect(b.recall_at_k).toBeGreaterThanOrEqual(b.accuracy);
      expect(b.picks[0].top.length).toBeLessThanOrEqual(5);
      expect(report.selectors[name].mutations).toHaveLength(8);
    }
    expect(report.baseline).toBeUndefined();
    expect(report.retrievability[0].ranks).toHaveProperty('bm25');
  });

  it('the default stays the lexical selector, reported as a single block', async () => {
    const report = JSON.parse((await bench([WEATHER, '--json'])).stdout);
    expect(report.selector).toBe('lexical');
    expect(report.baseline).toMatchObject({ accuracy: 1, k: 5, recall_at_k: 1, mrr: 1 });
  });

  it('--top-k sets k and the length of each top list', async () => {
    const report = JSON.parse((await bench([FILESYSTEM, '--selector', 'bm25', '--top-k', '1', '--json'])).stdout);
    expect(report.baseline.k).toBe(1);
    expect(report.baseline.picks.every((p: { top: string[] }) => p.top.length <= 1)).toBe(true);
    // With k = 1, recall@k counts exactly the intents whose best gold tool ranks first.
    expect(report.baseline.retrieved).toBe(
      report.baseline.picks.filter((p: { rank: number | null }) => p.rank === 1).length
    );
  });

  it('--min-recall passes at or below baseline recall@k and fails above it, for every selector', async () => {
    const pass = await bench([WEATHER, '--selector', 'lexical,bm25', '--min-recall', '1']);
    expect(pass.code).toBe(0);
    expect(pass.stdout).toContain('lexical  (gate --min-recall 1: pass)');
    const dir = tmpDir();
    const spec = write(dir, 'b.yml', NO_MUTATIONS + '  - { query: translate this to French, gold: [lookup_a] }\n');
    const fail = await bench([spec, '--min-recall', '0.9']);
    expect(fail.code).toBe(1);
    expect(fail.stdout).toContain('(gate --min-recall 0.9: FAIL)');
  });

  it.each([
    [['--selector', 'bm52'], '--selector: unknown selector "bm52" (did you mean "bm25"?)'],
    [['--top-k', '0'], '--top-k must be a whole number of tools, 1 or more (got "0")'],
    [['--min-recall', '2'], '--min-recall must be a fraction between 0 and 1']
  ])('exits 2 on %j', async (flags, message) => {
    const r = await bench([WEATHER, ...flags]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it('--format markdown: a summary row per selector, the gates, mutations and retrievability', async () => {
    const r = await bench([FILESYSTEM, '--selector', 'lexical,bm25', '--format', 'markdown', '--min-recall', '0.5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^## toolgauge bench: examples\/bench\/filesystem\.yml/);
    expect(r.stdout).toMatch(/\n\| lexical \| \d+\.\d% \(\d+\/34\) \|/);
    expect(r.stdout).toMatch(/\n\| bm25 \| /);
    expect(r.stdout).toContain('✅ `--min-recall 0.5` (bm25)');
    expect(r.stdout).toContain('### Retrievability');
  });
});

describe('the tool-search intent sets (examples/bench/search-*.yml)', () => {
  it.each(['filesystem', 'github', 'kubernetes'])(
    'search-%s.yml: 30+ intents on the real catalog, both selectors, deterministic',
    async (name) => {
      const file = `examples/bench/search-${name}.yml`;
      const a = await bench([file, '--json']);
      expect(a.code).toBe(0);
      const report = JSON.parse(a.stdout);
      expect(Object.keys(report.selectors)).toEqual(['lexical', 'bm25']);
      for (const block of Object.values(report.selectors) as Array<{
        baseline: { n: number; k: number; accuracy: number; recall_at_k: number };
      }>) {
        expect(block.baseline.n).toBeGreaterThanOrEqual(30);
        expect(block.baseline.k).toBe(5);
        // The first pick is one of the first five: recall@5 can only be at least the accuracy.
        expect(block.baseline.recall_at_k).toBeGreaterThanOrEqual(block.baseline.accuracy);
      }
      expect((await bench([file, '--json'])).stdout).toBe(a.stdout);
    }
  );
});
