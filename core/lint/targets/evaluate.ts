/**
 * Runs the targets (`lint --target NAME,...`) over a catalog: each tool's verdict per target, and per
 * target the catalog's counts and the per-request sums against its limits. Pure: the tables decide.
 */
import type { Catalog } from '../../catalog/types.ts';
import { ANTHROPIC_DIRECTORY } from './anthropic-directory.ts';
import { ANTHROPIC_STRICT } from './anthropic-strict.ts';
import { GEMINI } from './gemini.ts';
import { OPENAI_APPS } from './openai-apps.ts';
import { OPENAI_STRICT } from './openai-strict.ts';
import type { CatalogTargetSummary, Target, ToolTargetVerdict } from './target-types.ts';

export const TARGETS = {
  'openai-strict': OPENAI_STRICT,
  'anthropic-strict': ANTHROPIC_STRICT,
  gemini: GEMINI,
  'openai-apps': OPENAI_APPS,
  'anthropic-directory': ANTHROPIC_DIRECTORY
} as const satisfies Record<string, Target>;

export type TargetName = keyof typeof TARGETS;
export const TARGET_NAMES = Object.keys(TARGETS) as TargetName[];

export function isTargetName(name: string): name is TargetName {
  return Object.hasOwn(TARGETS, name);
}

/**
 * `openai-strict,gemini` (or a list of such) as target names, in table order and once each; an
 * unknown name is an error naming it and the targets there are.
 */
export function parseTargetList(
  value: string | readonly string[]
): { ok: true; targets: TargetName[] } | { ok: false; message: string } {
  const names = (typeof value === 'string' ? [value] : value)
    .flatMap((v) => v.split(','))
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isTargetName(n));
  if (unknown.length > 0)
    return {
      ok: false,
      message: `unknown target ${unknown.map((u) => JSON.stringify(u)).join(', ')}; the targets are ${TARGET_NAMES.join(', ')}`
    };
  return { ok: true, targets: TARGET_NAMES.filter((t) => names.includes(t)) };
}

export interface TargetsResult {
  /** Per tool, in catalog order: target name -> verdict. */
  tools: Array<Partial<Record<TargetName, ToolTargetVerdict>>>;
  catalog: Partial<Record<TargetName, CatalogTargetSummary>>;
}

export function evaluateTargets(catalog: Catalog, targets: readonly TargetName[]): TargetsResult {
  const tools: TargetsResult['tools'] = catalog.tools.map(() => ({}));
  const summary: TargetsResult['catalog'] = {};
  for (const name of targets) {
    const target: Target = TARGETS[name];
    let rejected = 0;
    let lossy = 0;
    catalog.tools.forEach((entry, i) => {
      const verdict = target.checkTool(entry);
      tools[i][name] = verdict;
      if (!verdict.accepted) rejected++;
      else if (verdict.lost.length > 0) lossy++;
    });
    const limits = target.requestLimits?.(catalog.tools) ?? {};
    summary[name] = { rejected, lossy, request_ok: Object.values(limits).every((l) => l.ok), limits };
  }
  return { tools, catalog: summary };
}
