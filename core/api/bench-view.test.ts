import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runBench } from '../bench/run-bench.ts';
import { parseBenchSpec } from '../bench/spec.ts';
import { BenchWorkbench, descriptionPieces } from './bench-view.ts';

describe('descriptionPieces: the words a click can drop, and the text between, in order', () => {
  it.each([
    ['Read a file.', [['Read', 'read'], [' '], ['a'], [' '], ['file', 'file'], ['.']]],
    ['get_weather, now', [['get', 'get'], ['_'], ['weather', 'weather'], [', '], ['now']]],
    ['Use the tool', [['Use'], [' '], ['the'], [' '], ['tool']]],
    ['', []]
  ])('%j', (text, expected) => {
    const pieces = descriptionPieces(text);
    expect(pieces.map((p) => (p.word ? [p.text, p.word] : [p.text]))).toEqual(expected);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });
});

describe('BenchWorkbench: the page sees what the CLI reports, and edits accumulate', () => {
  const text = readFileSync('examples/bench/filesystem.yml', 'utf8');
  const catalogText = readFileSync('examples/catalogs/filesystem.json', 'utf8');

  it('asks for the catalog_path file, then reports every selector as runBench does', () => {
    const bench = new BenchWorkbench();
    expect(bench.open({ text, file: 'filesystem.yml' })).toEqual({
      ok: false,
      kind: 'needs-catalog',
      path: '../catalogs/filesystem.json'
    });
    const r = bench.open({ text, file: 'filesystem.yml', catalogText });
    if (!r.ok) throw new Error('did not open');
    const parsed = parseBenchSpec(text, { catalogText });
    if (!parsed.ok) throw new Error('bad spec');
    const run = runBench(parsed.spec, { sweep: true, selectors: ['lexical', 'bm25', 'fastmcp-bm25'] });
    expect(r.view.selectors.map((s) => s.name)).toEqual(['lexical', 'bm25', 'fastmcp-bm25']);
    r.view.selectors.forEach((s, n) => {
      expect(s.baseline.accuracy).toBe(run.runs[n].report.baseline.accuracy);
      expect(s.picks.map((p) => p.picked)).toEqual(run.runs[n].report.baseline.picks.map((p) => p.picked));
      expect(s.carry).toEqual(run.runs[n].report.carry);
    });
  });

  it('a drop equals the declared mutation: same flips, same accuracy; reset restores the baseline', () => {
    const bench = new BenchWorkbench();
    const r = bench.open({ text, file: 'filesystem.yml', catalogText });
    if (!r.ok) throw new Error('did not open');
    const tool = r.view.tools.findIndex((t) => t.id === 'read_text_file');
    const edit = bench.edit(r.view.session, { tool, kind: 'drop_keyword', word: 'tail' });
    if (!edit.ok) throw new Error(edit.message);
    const declared = parseBenchSpec(
      text.replace(
        /^mutations:[\s\S]*$/m,
        'mutations:\n  - { tool: read_text_file, kind: drop_keyword, word: tail }\n'
      ),
      { catalogText }
    );
    if (!declared.ok) throw new Error('bad spec');
    const run = runBench(declared.spec, { selectors: ['lexical', 'bm25', 'fastmcp-bm25'] });
    edit.selectors.forEach((s, n) => {
      expect(s.accuracy).toBe(run.runs[n].report.mutations[0].accuracy);
      expect(
        s.moves.filter((m) => m.wasCorrect !== m.correct).map((m) => [r.view.intents[m.intent].query, m.from, m.to])
      ).toEqual(run.runs[n].flips[0].map((f) => [f.query, f.from, f.to]));
    });
    expect(edit.tool.edits).toEqual(['drop_keyword("tail")']);
    const reset = bench.edit(r.view.session, { tool, kind: 'reset' });
    if (!reset.ok) throw new Error(reset.message);
    expect(reset.selectors.map((s) => s.correct)).toEqual(r.view.selectors.map((s) => s.baseline.correct));
    expect(reset.edited).toEqual([]);
  });

  it('undo takes back one edit alone: the tool is as if only the other edits had been made', () => {
    const bench = new BenchWorkbench();
    const r = bench.open({ text, file: 'filesystem.yml', catalogText });
    if (!r.ok) throw new Error('did not open');
    const tool = r.view.tools.findIndex((t) => t.id === 'read_text_file');
    const session = r.view.session;
    bench.edit(session, { tool, kind: 'drop_keyword', word: 'tail' });
    const both = bench.edit(session, { tool, kind: 'drop_keyword', word: 'head' });
    if (!both.ok) throw new Error(both.message);
    expect(both.tool.edits).toEqual(['drop_keyword("tail")', 'drop_keyword("head")']);
    const undone = bench.edit(session, { tool, kind: 'undo', edit: 0 });
    if (!undone.ok) throw new Error(undone.message);
    expect(undone.tool.edits).toEqual(['drop_keyword("head")']);
    const only = new BenchWorkbench();
    const o = only.open({ text, file: 'filesystem.yml', catalogText });
    if (!o.ok) throw new Error('did not open');
    const alone = only.edit(o.view.session, { tool, kind: 'drop_keyword', word: 'head' });
    if (!alone.ok) throw new Error(alone.message);
    expect(undone.tool.description).toBe(alone.tool.description);
    expect(undone.tool.description).toContain('tail');
    expect(undone.selectors.map((s) => s.correct)).toEqual(alone.selectors.map((s) => s.correct));
    expect(bench.edit(session, { tool, kind: 'undo', edit: 5 })).toEqual({
      ok: false,
      message: 'read_text_file has no edit 6 to undo.'
    });
  });

  it('an edit for a spec that was reopened is refused with a message, not applied', () => {
    const bench = new BenchWorkbench();
    const first = bench.open({ text, file: 'filesystem.yml', catalogText });
    bench.open({ text, file: 'filesystem.yml', catalogText });
    if (!first.ok) throw new Error('did not open');
    expect(bench.edit(first.view.session, { tool: 0, kind: 'blank' }).ok).toBe(false);
  });

  it('a malformed spec comes back as errors with positions', () => {
    const r = new BenchWorkbench().open({ text: 'intents: 3\n', file: 'bad.yml' });
    expect(r.ok).toBe(false);
    if (r.ok || r.kind !== 'errors') throw new Error('expected errors');
    expect(r.errors[0].line).toBeGreaterThan(0);
  });
});
