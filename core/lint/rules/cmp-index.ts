/** The CMP rules (documented client limits) and the TOK rules (token budgets), in id order. */
import type { AnyRule } from '../types.ts';
import { cmp001NamePattern } from './cmp-001-name-pattern.ts';
import { cmp002PrefixedNameLength } from './cmp-002-prefixed-name-length.ts';
import { cmp003TooManyTools } from './cmp-003-too-many-tools.ts';
import { cmp004DescriptionTruncated } from './cmp-004-description-truncated.ts';
import { cmp005InstructionsTruncated } from './cmp-005-instructions-truncated.ts';
import { tok001ToolTokenBudget } from './tok-001-tool-token-budget.ts';
import { tok002SurfaceTokenBudget } from './tok-002-surface-token-budget.ts';
import { tok003DominantTool } from './tok-003-dominant-tool.ts';
import { tok004UnusedOrRepeatedDefs } from './tok-004-unused-or-repeated-defs.ts';

export const CMP_RULES = {
  'CMP-001': cmp001NamePattern,
  'CMP-002': cmp002PrefixedNameLength,
  'CMP-003': cmp003TooManyTools,
  'CMP-004': cmp004DescriptionTruncated,
  'CMP-005': cmp005InstructionsTruncated
} satisfies Record<string, AnyRule>;

export const TOK_RULES = {
  'TOK-001': tok001ToolTokenBudget,
  'TOK-002': tok002SurfaceTokenBudget,
  'TOK-003': tok003DominantTool,
  'TOK-004': tok004UnusedOrRepeatedDefs
} satisfies Record<string, AnyRule>;
