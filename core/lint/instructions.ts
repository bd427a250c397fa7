/**
 * A server's `instructions` are part of its surface: clients put them in the model's prompt beside
 * the tool list (Claude Code cuts them at 2,048 characters, as it cuts descriptions). So they are
 * linted as a description is by the rules that judge text addressed to the model (the SEC family),
 * and by the rules that read only instructions (CMP-005's cut-off), and their tokens count in the
 * surface total.
 *
 * The rules run unchanged on the instructions as if they were a tool's description; only findings
 * on that description are kept (a rule's checks of names or schemas have nothing to look at), placed
 * at the instructions' own pointer and worded "the server instructions".
 */
import type { CatalogTool, ServerInstructions } from '../catalog/types.ts';
import { countWhitespaceTokens } from '../tokens/surface.ts';
import type { Encoders } from '../tokens/encoders.ts';
import { buildFinding } from './finding.ts';
import { presetOptions, presetSeverity } from './presets.ts';
import { RULE_LIST } from './registry.ts';
import {
  DEFAULT_PRESET,
  isCatalogRule,
  type AnyRule,
  type Finding,
  type InstructionsReport,
  type PresetName,
  type RawFinding,
  type Rule,
  type SeverityResolver,
  type ToolReport
} from './types.ts';

/** The rules that read instructions: every per-tool security rule, and the instructions rules (CMP-005's cut-off). */
export function instructionsRules(rules: readonly AnyRule[]): Rule[] {
  return rules.filter(
    (r): r is Rule => !isCatalogRule(r) && (r.category === 'security' || r.target === 'instructions')
  );
}

export interface InstructionsOptions {
  preset?: PresetName;
  severityFor?: SeverityResolver;
  encoders?: Encoders;
  docsBase: string;
  rules?: readonly AnyRule[];
}

/** The pseudo-tool the rules see (also what a rules-file glob matches: `instructions` or `server.instructions`). */
function entryOf(ins: ServerInstructions): CatalogTool {
  const name = ins.server === undefined ? 'server instructions' : `${ins.server} instructions`;
  const id = ins.server === undefined ? 'instructions' : `${ins.server}.instructions`;
  return {
    id,
    name,
    ...(ins.server !== undefined ? { server: ins.server } : {}),
    pointer: ins.pointer,
    description: ins.text,
    tool: { name, description: ins.text }
  };
}

export function lintInstructions(
  list: readonly ServerInstructions[],
  options: InstructionsOptions
): InstructionsReport[] {
  const rules = instructionsRules(options.rules ?? RULE_LIST);
  const preset = options.preset ?? DEFAULT_PRESET;
  return list.map((ins) => {
    const entry = entryOf(ins);
    const findings: Finding[] = [];
    for (const rule of rules) {
      const base = presetSeverity(rule, preset);
      const severity = options.severityFor ? options.severityFor(rule, entry, base) : base;
      if (severity === 'off') continue;
      const ctx = { name: entry.name, description: ins.text, tool: entry.tool, options: presetOptions(rule, preset) };
      for (const raw of rule.check(ctx)) {
        if (raw.pointer !== '/description') continue;
        const data = raw.data && 'where' in raw.data ? { ...raw.data, where: 'the instructions text' } : raw.data;
        const placed: RawFinding = { ...raw, ...(data ? { data } : {}), pointer: '' };
        findings.push(buildFinding(rule, severity, placed, entry, options.docsBase));
      }
    }
    const whitespace = countWhitespaceTokens(ins.text);
    const tokens = options.encoders
      ? { cl100k: options.encoders.cl100k(ins.text), o200k: options.encoders.o200k(ins.text), whitespace }
      : { cl100k: 0, o200k: 0, whitespace };
    return {
      ...(ins.server !== undefined ? { server: ins.server } : {}),
      pointer: ins.pointer,
      characters: ins.text.length,
      tokens,
      findings
    };
  });
}

/** How reports name a server's instructions: `instructions`, or `server.instructions` in a bundle. */
export function instructionsId(ins: Pick<InstructionsReport, 'server'>): string {
  return ins.server === undefined ? 'instructions' : `${ins.server}.instructions`;
}

/** The instructions as report rows beside the tools (SARIF), scored 1 as nothing scores them. */
export function instructionsRows(report: { instructions?: InstructionsReport[] }): ToolReport[] {
  return (report.instructions ?? []).map((ins) => ({
    id: instructionsId(ins),
    name: 'server instructions',
    ...(ins.server !== undefined ? { server: ins.server } : {}),
    pointer: ins.pointer,
    score: 1,
    tokens: ins.tokens,
    findings: ins.findings,
    clean: ins.findings.length === 0
  }));
}
