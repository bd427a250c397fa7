/**
 * Fuzzing every parser and loader in core/ with mutated real files: the result is `{ ok: true }`
 * or `{ ok: false, errors }` where every error names a position; nothing throws, nothing hangs.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import type { Diagnostic } from '#core/source/diagnostic';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { parseBenchSpec } from '#core/bench/spec';
import { parseRuleSettingsText, ruleIdsOf } from '#core/lint/settings/rule-settings';
import { RULE_LIST } from '#core/lint/registry';
import { loadSuiteText } from '#core/suite/load';
import { importTrace } from '#core/trace/importers/index';
import { parseTraceText } from '#core/trace/parse-trace';
import { parseAtlasTasksText } from '#core/atlas/task';
import { parseSuiteReportText } from '#core/report/validate';
import { REPO } from '../unit/helpers/cli.ts';
import { example, mutationsOf, params, positionless } from './fuzz.ts';

type Parsed = { ok: true } | { ok: false; errors: Diagnostic[] };

/** The invariant: returns a result, or errors that each say where (a hang is the test's time limit's to catch). */
function holds(parse: (text: string) => Parsed, text: string): void {
  const r = parse(text);
  expect(typeof r.ok).toBe('boolean');
  if (!r.ok) {
    expect(r.errors.length, 'a failure with no error').toBeGreaterThan(0);
    expect(positionless(r.errors), `errors without a position for input ${JSON.stringify(text.slice(0, 300))}`).toEqual(
      []
    );
    for (const e of r.errors) expect(typeof e.message).toBe('string');
  }
}

const yamlOrJson = (t: string) => parseYaml(t, { maxAliasCount: 100 }) as unknown;
const files = (dir: string, re: RegExp) =>
  readdirSync(path.join(REPO, dir))
    .filter((f) => re.test(f))
    .map((f) => path.join(dir, f));

/** Every shape a catalog can come in, built from a real one. */
function catalogShapes(): string[] {
  const tools = JSON.parse(example('examples/catalogs/memory.json')).tools.slice(0, 4);
  return [
    JSON.stringify({ tools }, null, 2),
    JSON.stringify(tools),
    JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools } }),
    JSON.stringify({ servers: { memory: { tools }, other: tools } }),
    JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -1, message: 'x' } })
  ].flatMap((t) => [t, toYaml(JSON.parse(t))]);
}

describe('fuzz: catalogs in every shape (JSON, YAML, bare array, JSON-RPC, bundles)', () => {
  it.each(catalogShapes().map((t, i) => [i, t] as const))('shape %i', (_i, base) => {
    fc.assert(
      fc.property(mutationsOf(base, yamlOrJson), (text) => holds((t) => parseCatalogText(t, { file: 'c.json' }), text)),
      params(30)
    );
  });
});

describe('fuzz: bench specs', () => {
  it.each(files('examples/bench', /\.ya?ml$/))('%s', (file) => {
    const catalogText = example('examples/catalogs/filesystem.json');
    fc.assert(
      fc.property(mutationsOf(example(file), yamlOrJson), (text) =>
        holds((t) => parseBenchSpec(t, { file, catalogText, catalogFile: 'filesystem.json' }), text)
      ),
      params(40)
    );
  });
});

describe('fuzz: rules files', () => {
  it('examples/rules/rules.yaml', () => {
    const ruleIds = ruleIdsOf(RULE_LIST);
    fc.assert(
      fc.property(mutationsOf(example('examples/rules/rules.yaml'), yamlOrJson), (text) =>
        holds((t) => parseRuleSettingsText(t, { file: 'rules.yaml', ruleIds }), text)
      ),
      params(60)
    );
  });
});

describe('fuzz: suites', () => {
  it.each(files('examples/suites', /\.ya?ml$/))('%s', (file) => {
    fc.assert(
      fc.property(mutationsOf(example(file), yamlOrJson), (text) => holds((t) => loadSuiteText(t, { file }), text)),
      params(20)
    );
  });
});

describe('fuzz: traces in every importer format', () => {
  it.each(files('examples/traces', /\.(json|jsonl)$/))('%s', (file) => {
    const base = example(file);
    const parse = (t: string) =>
      file.endsWith('.jsonl')
        ? t
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l))
        : JSON.parse(t);
    fc.assert(
      fc.property(mutationsOf(base, parse), (text) => holds((t) => importTrace(t, { file }), text)),
      params(25)
    );
  });

  it('canonical traces (parseTraceText)', () => {
    fc.assert(
      fc.property(mutationsOf(example('examples/traces/canonical-weather.json'), yamlOrJson), (text) =>
        holds((t) => parseTraceText(t, { file: 't.json' }), text)
      ),
      params(40)
    );
  });
});

describe('fuzz: atlas task files and saved suite reports', () => {
  it.each(files('examples/atlas', /\.tasks?\.json$/))('%s', (file) => {
    fc.assert(
      fc.property(mutationsOf(example(file), yamlOrJson), (text) =>
        holds((t) => parseAtlasTasksText(t, { file }), text)
      ),
      params(25)
    );
  });

  it.each(files('tests/fixtures/reports', /\.json$/).slice(0, 2))('%s', (file) => {
    fc.assert(
      fc.property(mutationsOf(example(file), yamlOrJson), (text) =>
        holds((t) => parseSuiteReportText(t, { file }), text)
      ),
      params(20)
    );
  });
});
