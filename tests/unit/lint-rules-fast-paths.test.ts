/**
 * The per-tool rules' fast paths (issue 33) against the slow paths they replace, on every tool of
 * both corpus sets (skipped without ../shared): SCH-009's structural "certainly valid" check
 * against the meta-schema validators, the SEC pattern rules' per-text memo against a fresh scan,
 * and the tool-facts scope (properties worked out once per tool) against rules run outside it.
 * Byte identity of whole reports is scripts/lint-identity.mjs's job.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '#core/catalog/types';
import { dialectProblem } from '#core/lint/dialect/dialect';
import { presetOptions, presetSeverity } from '#core/lint/presets';
import { RULE_LIST } from '#core/lint/registry';
import { INSTRUCTION_PATTERNS } from '#core/lint/rules/sec-002-model-directed-instructions';
import { CROSS_TOOL_PATTERNS } from '#core/lint/rules/sec-003-cross-tool-instructions';
import { SECRET_PATTERNS } from '#core/lint/rules/sec-004-secret-access';
import { SINK_PATTERNS } from '#core/lint/rules/sec-005-data-sink';
import { scanText } from '#core/lint/rules/helpers/description-text';
import { certainlyValidSchema } from '#core/lint/rules/helpers/simple-schema';
import { isCompact, matchTexts, quote, toolTexts, type SecPattern } from '#core/lint/rules/helpers/shown-text';
import { scoreTool } from '#core/lint/score';
import { withToolFacts } from '#core/lint/tool-facts';
import { isCatalogRule, type RawFinding, type Rule } from '#core/lint/types';
import { SET_DIRS, corpusPresent, listCorpus, loadCatalogFile } from './helpers/corpus.ts';

const present = corpusPresent(SET_DIRS.tuning) && corpusPresent(SET_DIRS.checking);
const tools = (): CatalogTool[] =>
  present
    ? [...listCorpus(SET_DIRS.tuning), ...listCorpus(SET_DIRS.checking)].flatMap((f) => loadCatalogFile(f).tools)
    : [];

/** matchTexts as it was before the memo: every gate and pattern tried on every text. */
function matchTextsSlow(entry: CatalogTool, patterns: readonly SecPattern[]): RawFinding[] {
  const out: RawFinding[] = [];
  for (const t of toolTexts(entry.tool)) {
    const text = scanText(t.text);
    if (isCompact(text)) continue;
    for (const p of patterns) {
      if (p.gate !== undefined && !p.gate.test(text)) continue;
      const m = p.pattern.exec(text);
      if (m === null) continue;
      out.push({
        messageId: p.messageId,
        data: { where: t.where, quote: quote(text, m.index, m[0].length) },
        pointer: t.pointer
      });
      break;
    }
  }
  return out;
}

describe.skipIf(!present)('per-tool rule fast paths on the real corpus (skipped without ../shared)', () => {
  const all = tools();
  const tuning = listCorpus(SET_DIRS.tuning).flatMap((f) => loadCatalogFile(f).tools);

  it('SCH-009: a schema called certainly valid passes both meta-schema validators, and most take that path', () => {
    let schemas = 0;
    let fast = 0;
    for (const { tool } of all)
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        if (schema === null || typeof schema !== 'object') continue;
        schemas++;
        if (!certainlyValidSchema(schema)) continue;
        fast++;
        expect(dialectProblem(schema, '2020-12')).toBeUndefined();
        expect(dialectProblem(schema, 'draft-07')).toBeUndefined();
      }
    expect(schemas).toBeGreaterThan(1000);
    expect(fast / schemas).toBeGreaterThan(0.9);
  });

  it('SEC-002..005: the memoised scan finds what a fresh scan of every text finds, twice over', () => {
    const lists = [INSTRUCTION_PATTERNS, CROSS_TOOL_PATTERNS, SECRET_PATTERNS, SINK_PATTERNS];
    let found = 0;
    // The second round reads every text from the memo.
    for (let round = 0; round < 2; round++)
      for (const entry of all)
        for (const list of lists) {
          const slow = matchTextsSlow(entry, list);
          found += slow.length;
          expect(matchTexts(entry.tool, list)).toEqual(slow);
        }
    // Not vacuous: the corpus has a few SEC firings.
    expect(found).toBeGreaterThan(0);
  });

  it('the tool-facts scope changes no rule finding and no score, under every preset', () => {
    const perTool = RULE_LIST.filter((r): r is Rule => !isCatalogRule(r) && r.target !== 'instructions');
    for (const preset of ['recommended', 'all', 'reference'] as const) {
      const rules = perTool.filter((r) => presetSeverity(r, preset) !== 'off');
      // The tuning set (732 tools) is enough here: the scope either reads the tool's own facts or not.
      for (const entry of tuning) {
        const ctx = { name: entry.name, description: entry.description, tool: entry.tool };
        const run = () => ({
          findings: rules.map((r) => r.check({ ...ctx, options: presetOptions(r, preset) })),
          score: scoreTool(entry.tool, preset)
        });
        expect(withToolFacts(entry.tool, run)).toEqual(run());
      }
    }
  });
});
