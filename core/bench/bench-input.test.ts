import { describe, expect, it } from 'vitest';
import { benchInput, formatBenchReport, passesBenchGates, type BenchEntry } from './bench-input.ts';
import { readBenchSpec } from './spec.ts';

const WEATHER = `catalog:
  tools:
    - name: lookup_a
      description: Return the current weather forecast for a city, as JSON.
selector: bm25
intents:
  - query: what is the weather forecast in Paris
    gold: [lookup_a]
mutations:
  - tool: lookup_a
    kind: blank
`;

function draftOf(text: string) {
  const read = readBenchSpec(text, { file: 'spec.yml' });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.draft;
}

function entryOf(text: string, file: string): BenchEntry {
  const r = benchInput(draftOf(text), undefined);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return { file, run: r.run, spec: r.spec };
}

describe('benchInput: one spec resolved and run, as the CLI and the bench page both run it', () => {
  it('runs the spec with its own selector, and the blanked description drops accuracy to 0', () => {
    const r = benchInput(draftOf(WEATHER), undefined);
    if (!r.ok) throw new Error('refused');
    expect(r.run.runs.map((x) => x.name)).toEqual(['bm25']);
    expect(r.run.runs[0].report.baseline.accuracy).toBe(1);
    expect(r.run.runs[0].report.mutations[0].accuracy).toBe(0);
  });

  it('everySelector runs every selector, the spec own first', () => {
    const r = benchInput(draftOf(WEATHER), undefined, { everySelector: true });
    if (!r.ok) throw new Error('refused');
    expect(r.run.runs.map((x) => x.name)).toEqual(['bm25', 'lexical', 'fastmcp-bm25']);
  });

  it('refuses a spec with no intent, naming the file, line:column and /intents', () => {
    const r = benchInput(draftOf('catalog:\n  tools:\n    - name: a\nintents: []\n'), undefined);
    expect(r).toEqual({
      ok: false,
      errors: [
        {
          message: 'intents is empty: a bench needs at least one intent ({ query, gold }) to measure selection',
          pointer: '/intents',
          line: 4,
          column: 1,
          file: 'spec.yml'
        }
      ]
    });
  });

  it('a gate holds or fails on the run: --min-drop 0.5 holds, --min-recall above the baseline fails', () => {
    const { run } = entryOf(WEATHER, 'a.yml');
    expect(passesBenchGates(run, { minDrop: 0.5 })).toBe(true);
    expect(passesBenchGates(run, { minDrop: 0.5, minRecall: 1.01 })).toBe(false);
  });
});

describe('formatBenchReport: one spec is its own report, several add the totals', () => {
  const a = entryOf(WEATHER, 'a.yml');
  const b = entryOf(WEATHER, 'b.yml');

  it('one spec in JSON is exactly its report', () => {
    const text = formatBenchReport([a], { format: 'json', gates: {}, many: false, unusable: 0 });
    expect(JSON.parse(text)).toEqual(a.run.report);
  });

  it('several specs in JSON list each file and the totals, with the unusable count', () => {
    const json = JSON.parse(formatBenchReport([a, b], { format: 'json', gates: {}, many: true, unusable: 1 }));
    expect(json.files.map((f: { file: string }) => f.file)).toEqual(['a.yml', 'b.yml']);
    expect(json.totals.unusable).toBe(1);
  });
});
