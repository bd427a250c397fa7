/**
 * Every trace metric a suite block turns on, with its assertable targets and the default gate the
 * reference applies when a block's `expect:` is omitted or empty. The suite runner reads targets
 * through `read`, so a target name is defined once, here, beside the function that computes it.
 * An absent figure (a per-correct cost with nothing correct, unknown surface tokens) reads as
 * undefined: the matcher decides what absent means, nothing here invents a number.
 */
import type { DistractorResult } from './distractor-accuracy.ts';
import type { OrchestrationResult } from './orchestration.ts';
import type { SelectionF1 } from './selection-f1.ts';
import type { TokenEfficiencyResult } from './token-efficiency.ts';
import type { ToolSelectionResult } from './tool-selection.ts';

export type MetricId = 'equal_function_sets' | 'tool_selection' | 'distractors' | 'orchestration' | 'token_efficiency';

export interface DefaultGate {
  target: string;
  minimum: number;
}

export interface MetricInfo<R> {
  id: MetricId;
  /** The module that computes it, for docs and error messages. */
  module: string;
  summary: string;
  /** Target name -> its value in the metric's result. */
  targets: Record<string, (result: R) => number | undefined>;
  /** Applied when the block's expect: is omitted or empty; undefined when the reference names none. */
  defaultGate?: DefaultGate;
}

const selection: MetricInfo<SelectionF1> = {
  id: 'equal_function_sets',
  module: 'core/metrics/selection-f1.ts',
  summary: 'Selection precision, recall and F1 over equal-function classes, micro-averaged over runs.',
  targets: {
    'tool_selection.f1': (r) => r.f1,
    'tool_selection.precision': (r) => r.precision,
    'tool_selection.recall': (r) => r.recall
  },
  defaultGate: { target: 'tool_selection.f1', minimum: 50 }
};

const passK: MetricInfo<ToolSelectionResult> = {
  id: 'tool_selection',
  module: 'core/metrics/tool-selection.ts',
  summary: 'Pass^k: how often N runs selected the expected tool within the token budget; gated by its own floor.',
  targets: {
    'tool_selection.selection_rate': (r) => r.selection_rate,
    'tool_selection.pass_k': (r) => r.pass_k,
    'tool_selection.tokens.median': (r) => r.tokens.median,
    'tool_selection.tokens.max': (r) => r.tokens.max
  }
};

const distractors: MetricInfo<DistractorResult> = {
  id: 'distractors',
  module: 'core/metrics/distractor-accuracy.ts',
  summary: 'Selection accuracy with injected distractors, distractor picks, and the certified (Clopper-Pearson) floor.',
  targets: {
    'distractors.accuracy': (r) => r.accuracy,
    'distractors.chose_distractor': (r) => r.chose_distractor,
    'distractors.certified_lower': (r) => r.certified_lower
  },
  defaultGate: { target: 'distractors.accuracy', minimum: 50 }
};

const orchestration: MetricInfo<OrchestrationResult> = {
  id: 'orchestration',
  module: 'core/metrics/orchestration.ts',
  summary: 'Discovery and the five orchestration diagnostics from the recorded trace.',
  targets: {
    'orchestration.discovery': (r) => r.discovery,
    'orchestration.parameterization': (r) => r.parameterization,
    'orchestration.syntax': (r) => r.syntax,
    'orchestration.error_recovery': (r) => r.error_recovery,
    'orchestration.efficiency': (r) => r.efficiency
  }
};

const tokenEfficiency: MetricInfo<TokenEfficiencyResult> = {
  id: 'token_efficiency',
  module: 'core/metrics/token-efficiency.ts',
  summary: 'Selection F1 beside the tool-surface tokens and dollars per correct selection.',
  targets: {
    'token_efficiency.f1': (r) => r.f1,
    'token_efficiency.tool_surface_tokens': (r) => r.tool_surface_tokens,
    'token_efficiency.correct_selections': (r) => r.correct_selections,
    'token_efficiency.cost': (r) => r.cost,
    'token_efficiency.tokens_per_correct': (r) => r.tokens_per_correct,
    'token_efficiency.cost_per_correct': (r) => r.cost_per_correct
  },
  defaultGate: { target: 'token_efficiency.f1', minimum: 50 }
};

export const METRICS = {
  equal_function_sets: selection,
  tool_selection: passK,
  distractors,
  orchestration,
  token_efficiency: tokenEfficiency
} as const satisfies Record<MetricId, MetricInfo<never>>;

/** Every target name across all metrics, for did-you-mean on a misspelled `target:`. */
export function allTargets(): string[] {
  return Object.values(METRICS).flatMap((m) => Object.keys(m.targets));
}
