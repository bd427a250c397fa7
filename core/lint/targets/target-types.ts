/**
 * What a target is (a provider's strict mode, an app directory's review): a table of rules, each
 * with the provider's own sentence and where it says it, and what it makes of one tool and of a
 * whole catalog sent in one request. Each target's table lives in its own module; evaluate.ts runs them.
 */
import type { CatalogTool } from '../../catalog/types.ts';

/** One documented rule: the provider's sentence, its link, and where the document leaves a case open. */
export interface TargetRule {
  /** Short id used in reasons, e.g. `root-anyof`. */
  id: string;
  /** The provider's sentence, quoted (or, when the primary page was not readable, the quote and who quotes it). */
  sentence: string;
  source: string;
  /** What the document leaves open, said rather than guessed. */
  open?: string;
}

/** One tool as the target takes it. */
export interface ToolTargetVerdict {
  /** False when the provider (or its converter) refuses the tool's definition. */
  accepted: boolean;
  /** Keywords the target accepts and does not enforce (or strips): the model may send values they forbid. */
  lost: string[];
  /** Why it is refused, each starting with the rule id and naming the JSON pointer. */
  reasons: string[];
  /** Cases the documents leave open, said as such; they do not refuse the tool. */
  open?: string[];
}

export interface RequestLimit {
  /** The sum over the whole catalog (a client sends every server's tools in one request). */
  value: number;
  limit: number;
  ok: boolean;
}

/** A catalog as the target takes it, beside the report's summary. */
export interface CatalogTargetSummary {
  rejected: number;
  lossy: number;
  /** False when a per-request limit is passed; true when every limit holds or the target has none. */
  request_ok: boolean;
  limits: Record<string, RequestLimit>;
}

export interface Target {
  name: string;
  /** One line: what the target is. */
  title: string;
  rules: readonly TargetRule[];
  checkTool: (entry: CatalogTool) => ToolTargetVerdict;
  /** Per-request sums, when the target has documented ones. */
  requestLimits?: (tools: readonly CatalogTool[]) => Record<string, RequestLimit>;
}

/** Builds verdicts: reasons refuse, lost keywords are collected once each, open cases are noted. */
export class VerdictBuilder {
  private readonly reasons: string[] = [];
  private readonly lost = new Set<string>();
  private readonly open: string[] = [];
  reject(rule: TargetRule, where: string, detail: string): void {
    this.reasons.push(`${rule.id} at ${where || '/'}: ${detail}`);
  }
  lose(keyword: string): void {
    this.lost.add(keyword);
  }
  leaveOpen(rule: TargetRule, where: string, detail = rule.open): void {
    if (detail) this.open.push(`${rule.id} at ${where || '/'}: ${detail}`);
  }
  done(): ToolTargetVerdict {
    return {
      accepted: this.reasons.length === 0,
      lost: [...this.lost].sort(),
      reasons: this.reasons,
      ...(this.open.length > 0 ? { open: [...new Set(this.open)] } : {})
    };
  }
}

export function ruleById(rules: readonly TargetRule[], id: string): TargetRule {
  const rule = rules.find((r) => r.id === id);
  if (!rule) throw new Error(`no target rule ${id}`);
  return rule;
}
