/**
 * The suite's TypeScript types, derived from the JSON Schema (static/schema/v1.json through its
 * generated `as const` copy, core/suite/schema-v1.ts). Nothing here restates a field by hand.
 *
 * json-schema-to-ts gives up ("excessively deep") on the test objects as a whole, so each test
 * type is derived in two halves: the schema with its nested blocks stripped, intersected with the
 * blocks derived on their own. Both halves come from the same schema object.
 */
import type { M } from 'ts-algebra';
// FromSchema's own entry point makes the root schema the ref base; these two let a single
// definition be parsed with the whole suite schema as its ref base (what FromSchema does inside).
import type { ParseSchema } from 'json-schema-to-ts/lib/types/parse-schema';
import type { suiteSchema } from './schema-v1.ts';

type Defs = typeof suiteSchema.definitions;
interface Options {
  parseNotKeyword: false;
  parseIfThenElseKeywords: false;
  keepDefaultedPropertiesOptional: false;
  rootSchema: typeof suiteSchema;
  // biome-ignore lint/complexity/noBannedTypes: json-schema-to-ts's FromSchema options want the empty object type for "no references".
  references: {};
  deserialize: false;
}
type FromDef<S> = S extends Parameters<typeof asSchema>[0] ? M.$Resolve<ParseSchema<S, Options>> : never;
declare function asSchema(s: import('json-schema-to-ts').JSONSchema): void;
/** One definition, with internal `#/definitions/...` refs resolving against the suite schema's. */
type Def<K extends keyof Defs> = FromDef<Defs[K]>;
type Strip<S extends { properties: object }, K extends PropertyKey> = Omit<S, 'properties'> & {
  properties: Omit<S['properties'], K>;
};
type DefWithout<K extends keyof Defs, P extends PropertyKey> = Defs[K] extends { properties: object }
  ? FromDef<Strip<Defs[K], P>>
  : never;

export type ExpectDoc = Def<'expect'>;
/** A block with an expect: list, typed in two halves (the whole is too deep for the checker). */
type WithExpect<K extends keyof Defs> = DefWithout<K, 'expect'> & { expect?: ExpectDoc };
export type ExpectItemDoc = Def<'expectItem'>;
export type AssertionDoc = Def<'assertion'>;
export type ShorthandDoc = Def<'shorthand'>;
export type AssertSetDoc = Def<'assertSet'>;
export type MatcherDoc = Def<'matcher'>;
export type ComparisonDoc = Def<'comparison'>;
export type DerivedMetricDoc = Def<'derivedMetric'>;
export type CallToolResultDoc = Def<'callToolResult'>;
export type EqualFunctionSetsDoc = WithExpect<'equalFunctionSets'>;
export type EfsClassDoc = Def<'efsClass'>;
export type ToolSelectionDoc = Def<'toolSelection'>;
export type DistractorsDoc = WithExpect<'distractors'>;
export type DiscoveryDoc = Def<'discovery'>;
export type OrchestrationDoc = WithExpect<'orchestration'>;
export type TokenEfficiencyDoc = WithExpect<'tokenEfficiency'>;
export type ClaimsDoc = WithExpect<'claims'>;
export type ServerDoc = Def<'server'>;
export type HooksDoc = Def<'hooks'>;
export type HookStepDoc = Def<'hookStep'>;
export type DefaultTestDoc = WithExpect<'defaultTest'>;

interface Scored {
  expect?: ExpectDoc;
  derivedMetrics?: DerivedMetricDoc[];
}

interface MetricBlocks {
  equal_function_sets?: EqualFunctionSetsDoc;
  tool_selection?: ToolSelectionDoc;
  distractors?: DistractorsDoc;
  discovery?: DiscoveryDoc;
  orchestration?: OrchestrationDoc;
  token_efficiency?: TokenEfficiencyDoc;
  claims?: ClaimsDoc;
}
type BlockKey = keyof MetricBlocks;

export type ToolTestDoc = DefWithout<'toolTest', 'expect' | 'derivedMetrics' | 'recorded'> &
  Scored & { recorded?: string | CallToolResultDoc };
export type AgentTestDoc = DefWithout<'agentTest', keyof Scored | BlockKey> & Scored & MetricBlocks;
/** typedAgentTest is agentTest (allOf) with type: required; the schema says the fields once. */
export type TypedAgentTestDoc = AgentTestDoc & { type: 'agent' };
export type ToolQualityDoc = DefWithout<'toolQualityCheck', keyof Scored> & Scored;

export type SuiteDoc = DefWithoutRoot & {
  servers?: Record<string, ServerDoc>;
  defaultTest?: DefaultTestDoc;
  hooks?: HooksDoc;
  tools?: ToolTestDoc[];
  agents?: AgentTestDoc[];
  tests?: TypedAgentTestDoc[];
  tool_quality?: ToolQualityDoc[];
};
type DefWithoutRoot = FromDef<
  Strip<
    Omit<typeof suiteSchema, 'definitions'>,
    'servers' | 'defaultTest' | 'hooks' | 'tools' | 'agents' | 'tests' | 'tool_quality'
  >
>;
