/**
 * The impact of one tool's change on the agents and clients that use it: breaking (an old call or
 * an old reading of the result fails), risky (it still works but may now be chosen, called or read
 * differently), additive (something new, nothing old touched) or none (key order or whitespace
 * only). Each reason is one sentence naming the field; the tool's impact is the worst of them.
 */
import type { Tool } from '../catalog/types.ts';
import { looseJson } from './canonical-json.ts';
import { sortReasons, worstImpact, type Impact, type ImpactReason } from './impact-level.ts';
import { inputSchemaChanges, outputSchemaChanges } from './schema-changes.ts';
import type { TokenGrowthLimit } from './token-growth.ts';

/**
 * When a tool's growth is risky: past every limit given. The default asks for both more than 50
 * tokens and more than 25% of the old count, so one new optional argument on a small tool stays
 * additive while a tool that swells is flagged; `--tool-token-growth N|N%` sets a single limit.
 */
export const DEFAULT_TOOL_TOKEN_GROWTH: readonly TokenGrowthLimit[] = [
  { kind: 'tokens', value: 50 },
  { kind: 'percent', value: 25 }
];

export interface ToolImpact {
  impact: Impact;
  reasons: string[];
}

const annotationsOf = (t: Tool): Record<string, unknown> =>
  t.annotations !== null && typeof t.annotations === 'object' && !Array.isArray(t.annotations)
    ? (t.annotations as Record<string, unknown>)
    : {};

function annotationChanges(base: Tool, head: Tool): ImpactReason[] {
  const b = annotationsOf(base);
  const h = annotationsOf(head);
  const out: ImpactReason[] = [];
  for (const key of [...new Set([...Object.keys(b), ...Object.keys(h)])]) {
    if (looseJson(b[key]) === looseJson(h[key])) continue;
    const shown = (v: unknown) => (v === undefined ? 'unset' : JSON.stringify(v));
    const change = `annotations.${key} ${shown(b[key])} -> ${shown(h[key])}`;
    if (key === 'destructiveHint' && b[key] !== true && h[key] === true)
      out.push({ impact: 'breaking', reason: `${change}: clients now ask before calling it, or refuse` });
    else if (key === 'readOnlyHint' && b[key] === true && h[key] !== true)
      out.push({
        impact: 'breaking',
        reason: `${change}: the tool may now change things; auto-approval no longer fits`
      });
    else if (key === 'title') out.push({ impact: 'risky', reason: `${change}: the name users see changed` });
    else out.push({ impact: 'risky', reason: `${change}: clients may treat the tool differently` });
  }
  return out;
}

function grewPast(base: number, head: number, limits: readonly TokenGrowthLimit[]): boolean {
  return limits.every((l) => head - base > (l.kind === 'tokens' ? l.value : (base * l.value) / 100));
}

/** "50 tokens and 25%". */
export const limitText = (limits: readonly TokenGrowthLimit[]) =>
  limits.map((l) => (l.kind === 'percent' ? `${l.value}%` : `${l.value} tokens`)).join(' and ');

/** Impact of a tool present on both sides; `tokens` are cl100k counts before and after. */
export function changeImpact(
  base: Tool,
  head: Tool,
  tokens: { base: number; head: number },
  limit: TokenGrowthLimit | readonly TokenGrowthLimit[] = DEFAULT_TOOL_TOKEN_GROWTH
): ToolImpact {
  const reasons: ImpactReason[] = [
    ...inputSchemaChanges(base.inputSchema, head.inputSchema),
    ...outputSchemaChanges(base.outputSchema, head.outputSchema),
    ...annotationChanges(base, head)
  ];
  if (looseJson(base.description) !== looseJson(head.description))
    reasons.push({ impact: 'risky', reason: 'description rewritten: agents may pick or call the tool differently' });
  if (looseJson(base.title) !== looseJson(head.title))
    reasons.push({ impact: 'risky', reason: 'title rewritten: the name users see changed' });
  const limits = Array.isArray(limit) ? limit : [limit as TokenGrowthLimit];
  if (grewPast(tokens.base, tokens.head, limits))
    reasons.push({
      impact: 'risky',
      reason: `tokens grew from ${tokens.base} to ${tokens.head} cl100k, past ${limitText(limits)}: every request carries them`
    });
  const sorted = sortReasons(reasons);
  if (sorted.length === 0) {
    const whitespace = looseJson(base) === looseJson(head) && JSON.stringify(base) !== JSON.stringify(head);
    return { impact: 'none', reasons: whitespace ? ['key order or whitespace only: the same tool to a caller'] : [] };
  }
  return { impact: worstImpact(sorted.map((r) => r.impact)), reasons: sorted.map((r) => r.reason) };
}

export const addedImpact = (): ToolImpact => ({ impact: 'additive', reasons: ['new tool'] });
export const removedImpact = (): ToolImpact => ({
  impact: 'breaking',
  reasons: ['tool removed: agents and clients that call it fail']
});
