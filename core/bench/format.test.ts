import { describe, expect, it } from 'vitest';
import { BENCH_FORMATS } from './format.ts';
import { runBench } from './run-bench.ts';
import { parseBenchSpec } from './spec.ts';

const r = parseBenchSpec(`catalog:
  tools:
    - name: lookup_a
      description: Return the current weather forecast for a city, as JSON.
intents:
  - query: what is the weather forecast in Paris
    gold: [lookup_a]
mutations:
  - { tool: lookup_a, kind: blank }
  - { tool: lookup_a, kind: drop_keyword, word: weather }
`);
if (!r.ok) throw new Error('bad spec');
const spec = r.spec;

describe('json format', () => {
  it('is exactly the report', () => {
    const run = runBench(spec);
    expect(JSON.parse(BENCH_FORMATS.json(run, { mutations: spec.mutations }))).toEqual(run.report);
  });
});

describe('text format', () => {
  const text = BENCH_FORMATS.text(runBench(spec, { sweep: true }), {
    file: 'weather.yml',
    mutations: spec.mutations,
    minDrop: 0.5
  });
  const lines = text.split('\n');

  it('puts the baseline with its interval first', () => {
    expect(lines[0]).toBe('toolgauge bench: weather.yml');
    expect(lines[2]).toBe('baseline  accuracy 100.0% (1/1 intent)  95% Wilson CI [20.7%, 100.0%]');
  });

  it('shows each mutation with its parameters, drop and where each flipped intent went', () => {
    // accuracy, CI, drop, then recall@5 after the edit and its drop, then tokens removed
    expect(text).toMatch(/lookup_a\s+blank\s+0\.0%\s+\[0\.0%, 79\.3%\]\s+\+100\.0%\s+0\.0%\s+\+100\.0%\s+10/);
    expect(text).toContain('lost   "what is the weather forecast in Paris": lookup_a -> (no pick)');
    expect(text).toMatch(/drop_keyword\("weather"\)\s+100\.0%/);
  });

  it('states the gate outcome and the catalog summary', () => {
    expect(text).toContain('max drop  +100.0%  (gate --min-drop 0.5: pass)');
    expect(text).toMatch(/catalog {3}TDQS mean \d\.\d{3}, min \d\.\d{3}; smells \d+/);
  });

  it('adds the carry table and confusion section with --sweep', () => {
    expect(text).toMatch(/sweep: \d+ generated mutations/);
    expect(text).toMatch(/\n {2}lookup_a\s+1\s+1\s+1/);
    expect(text).toContain('confusion: no pick moved between tools under any sweep mutation');
  });
});

describe('markdown format', () => {
  it('escapes spec and catalog text: a hostile query or tool name injects no HTML, table cells or mentions', () => {
    const hostile = parseBenchSpec(`catalog:
  tools:
    - { name: "x<img src=1>|@team", description: "Weather <b>forecast</b>." }
intents:
  - { query: "weather | <script>alert(1)</script> @everyone", gold: ["x<img src=1>|@team"] }
`);
    if (!hostile.ok) throw new Error('bad spec');
    const text = BENCH_FORMATS.markdown(runBench(hostile.spec, { selectors: ['lexical', 'bm25'] }), {
      file: 'h.yml',
      mutations: []
    });
    expect(text).not.toMatch(/<img|<script|<b>/);
    expect(text).not.toMatch(/@everyone|@team/);
    expect(text).toContain('&lt;script&gt;');
    expect(text).toContain('\\|');
  });
});
