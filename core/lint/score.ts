/**
 * TDQS: a per-tool description quality score in 0..1, the weighted sum of six deterministic
 * heuristics. Weights (they sum to 1):
 *
 *   description  0.25  absent 0; under 20 chars 0.25; 20-39 chars 0.6; 40-500 chars 1; over 500 chars 0.8
 *   parameters   0.25  share of input properties that carry a description (no properties: 1)
 *   conciseness  0.15  1, less up to 1 as the description grows from 500 to 2000 chars, less 0.5
 *                      when a parameter description is longer than the tool description (floored at 0)
 *   returns      0.15  1 when an outputSchema is declared or the description says what comes back, else 0
 *   annotations  0.10  1 for an annotations object whose hints are all booleans (at least one hint);
 *                      0.5 for an object with no hints; 0.25 when a hint is not a boolean; 0 when absent
 *   examples     0.10  1 when examples are documented or the schema is trivial, else 0
 *
 * The score is rounded to three decimals.
 *
 * The `reference` preset scores exactly as above. The tuned presets (`recommended`, `all`) score
 * `returns` and `examples` as DESC-010 and DESC-009 judge them there (0 only where the form of the
 * result matters and is unsaid, or where only an example would show what to send), and read
 * `parameters` as a careful
 * reader does: an undescribed object argument whose own properties are described (a wrapper such
 * as `params` or `body`) counts by the share of those, and a tool that declares no properties
 * counts as fully documented only when its schema says it takes nothing (an object schema that
 * requires nothing); a missing or non-object schema, or one that requires arguments it never
 * declares, scores 0 there.
 */
import type { Tool } from '../catalog/types.ts';
import {
  ANNOTATION_HINTS,
  hasExamples,
  hasOutputSchema,
  isNonTrivialSchema,
  isPlainObject,
  mentionsReturn,
  schemaProperties,
  type SchemaProperty
} from './tool-facts.ts';
import type { PresetName } from './types.ts';
import { exampleMissing } from './rules/desc-009-missing-examples.ts';
import { returnUnsaid } from './rules/desc-010-missing-return-format.ts';

import { TDQS_WEIGHTS, type ScorePart, type TdqsPart } from './score-weights.ts';

export { TDQS_WEIGHTS };
export type { ScorePart, TdqsPart };

/** How documented one argument is, 0..1 (recommended): its description, else its described sub-properties. */
function argumentDocumented(p: SchemaProperty): number {
  if (p.description !== undefined) return 1;
  const nested = isPlainObject(p.schema.properties) ? Object.values(p.schema.properties) : [];
  if (nested.length === 0) return 0;
  const described = nested.filter(
    (n) => isPlainObject(n) && typeof n.description === 'string' && n.description.trim() !== ''
  );
  return described.length / nested.length;
}

/** A schema with no properties that says the tool takes nothing: an object schema requiring nothing. */
function declaresNoArguments(tool: Tool): boolean {
  const s = tool.inputSchema;
  return isPlainObject(s) && s.type === 'object' && !(Array.isArray(s.required) && s.required.length > 0);
}

function parametersPart(tool: Tool, preset: PresetName): number {
  const props = schemaProperties(tool);
  if (preset === 'reference')
    return props.length === 0 ? 1 : props.filter((p) => p.description !== undefined).length / props.length;
  if (props.length === 0) return declaresNoArguments(tool) ? 1 : 0;
  return props.reduce((sum, p) => sum + argumentDocumented(p), 0) / props.length;
}

export function tdqsParts(tool: Tool, preset: PresetName = 'recommended'): Record<TdqsPart, number> {
  const desc = typeof tool.description === 'string' ? tool.description.trim() : '';
  const len = desc.length;
  const props = schemaProperties(tool);

  const description = len === 0 ? 0 : len < 20 ? 0.25 : len < 40 ? 0.6 : len <= 500 ? 1 : 0.8;
  const parameters = parametersPart(tool, preset);

  let conciseness = 1;
  if (len > 500) conciseness -= Math.min(1, (len - 500) / 1500);
  if (len > 0 && props.some((p) => p.description !== undefined && p.description.trim().length > len))
    conciseness -= 0.5;
  conciseness = Math.max(0, conciseness);

  // The tuned presets score returns and examples as DESC-010 and DESC-009 judge them there: missing only where it matters.
  const tuned = preset !== 'reference';
  const returns = tuned
    ? len > 0 && !returnUnsaid(typeof tool.name === 'string' ? tool.name : '', tool, desc)
      ? 1
      : 0
    : hasOutputSchema(tool) || (len > 0 && mentionsReturn(desc))
      ? 1
      : 0;

  let annotations = 0;
  if (isPlainObject(tool.annotations)) {
    const a = tool.annotations;
    const present = ANNOTATION_HINTS.filter((h) => h in a);
    if (present.some((h) => typeof a[h] !== 'boolean')) annotations = 0.25;
    else annotations = present.length > 0 ? 1 : 0.5;
  }

  const examples = tuned
    ? exampleMissing(tool, len > 0 ? desc : undefined)
      ? 0
      : 1
    : hasExamples(tool) || !isNonTrivialSchema(tool)
      ? 1
      : 0;
  return { description, parameters, conciseness, returns, annotations, examples };
}

/** Why a tool has its score: each component, in TDQS_WEIGHTS order (the score is 1 minus the losses). */
export function scoreParts(tool: Tool, preset: PresetName = 'recommended'): ScorePart[] {
  const parts = tdqsParts(tool, preset);
  return (Object.keys(TDQS_WEIGHTS) as TdqsPart[]).map((part) => ({
    part,
    weight: TDQS_WEIGHTS[part],
    value: Math.round(parts[part] * 1000) / 1000,
    lost: Math.round(TDQS_WEIGHTS[part] * (1 - parts[part]) * 1000) / 1000
  }));
}

export function scoreTool(tool: Tool, preset: PresetName = 'recommended'): number {
  const parts = tdqsParts(tool, preset);
  let sum = 0;
  for (const k of Object.keys(TDQS_WEIGHTS) as TdqsPart[]) sum += TDQS_WEIGHTS[k] * parts[k];
  return Math.round(sum * 1000) / 1000;
}
