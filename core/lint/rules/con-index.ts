/** The CON rules (a tool's parts contradict each other: description vs schema, annotations vs behaviour), in id order. */
import type { AnyRule } from '../types.ts';
import { con001DescriptionContradictsSchema } from './con-001-description-contradicts-schema.ts';
import { con002ArrayDescribedAsDelimited } from './con-002-array-described-as-delimited.ts';
import { con003NumberTypedAsString } from './con-003-number-typed-as-string.ts';
import { con004ReadOnlyRunsCode } from './con-004-read-only-runs-code.ts';
import { con005RequiredWithDefault } from './con-005-required-with-default.ts';
import { con006BoundsContradictProse } from './con-006-bounds-contradict-prose.ts';
import { con007EnumContradictsProse } from './con-007-enum-contradicts-prose.ts';
import { con008PromisesSearchWithoutInput } from './con-008-promises-search-without-input.ts';
import { con009StringHoldsDelimitedList } from './con-009-string-holds-delimited-list.ts';
import { con010RequiredMissing } from './con-010-required-missing.ts';
import { con011HintDeniesDelete } from './con-011-hint-denies-delete.ts';
import { con012RequiredSaidOptionalInToolText } from './con-012-required-said-optional-in-tool-text.ts';

export const CON_RULES = {
  'CON-001': con001DescriptionContradictsSchema,
  'CON-002': con002ArrayDescribedAsDelimited,
  'CON-003': con003NumberTypedAsString,
  'CON-004': con004ReadOnlyRunsCode,
  'CON-005': con005RequiredWithDefault,
  'CON-006': con006BoundsContradictProse,
  'CON-007': con007EnumContradictsProse,
  'CON-008': con008PromisesSearchWithoutInput,
  'CON-009': con009StringHoldsDelimitedList,
  'CON-010': con010RequiredMissing,
  'CON-011': con011HintDeniesDelete,
  'CON-012': con012RequiredSaidOptionalInToolText
} satisfies Record<string, AnyRule>;
