/** The DESC rules (description quality), in id order. */
import type { AnyRule } from '../types.ts';
import { desc001 } from './desc-001-missing-description.ts';
import { desc002 } from './desc-002-long-description.ts';
import { desc003 } from './desc-003-description-equals-name.ts';
import { desc004 } from './desc-004-no-action-verb.ts';
import { desc005 } from './desc-005-positional-reference.ts';
import { desc006 } from './desc-006-undocumented-required-argument.ts';
import { desc007 } from './desc-007-enum-values-not-mentioned.ts';
import { desc008 } from './desc-008-argument-outweighs-description.ts';
import { desc009 } from './desc-009-missing-examples.ts';
import { desc010 } from './desc-010-missing-return-format.ts';
import { desc011 } from './desc-011-invalid-annotation-hint.ts';
import { desc012 } from './desc-012-missing-annotations.ts';
import { desc013 } from './desc-013-enum-in-prose.ts';

export const DESC_RULES = {
  'DESC-001': desc001,
  'DESC-002': desc002,
  'DESC-003': desc003,
  'DESC-004': desc004,
  'DESC-005': desc005,
  'DESC-006': desc006,
  'DESC-007': desc007,
  'DESC-008': desc008,
  'DESC-009': desc009,
  'DESC-010': desc010,
  'DESC-011': desc011,
  'DESC-012': desc012,
  'DESC-013': desc013
} satisfies Record<string, AnyRule>;
