/**
 * DESC rules beyond the reference tool's thirteen (which DESC_RULES keeps exactly, with their smell
 * groups and TDQS): description defects found reading real catalogs. They count as description
 * findings but toward no smell group.
 */
import type { AnyRule } from '../types.ts';
import { desc014 } from './desc-014-lost-link-target.ts';
import { desc015 } from './desc-015-unmarked-identifiers.ts';
import { desc016 } from './desc-016-names-missing-tool.ts';
import { desc017 } from './desc-017-repeated-sentence.ts';
import { desc018 } from './desc-018-restates-schema.ts';
import { desc019 } from './desc-019-whitespace-noise.ts';
import { desc020 } from './desc-020-copied-paired-description.ts';
import { desc021 } from './desc-021-undocumented-argument.ts';
import { desc022 } from './desc-022-date-without-format.ts';
import { desc023 } from './desc-023-sibling-states-format.ts';
import { desc024 } from './desc-024-title-is-a-sentence.ts';
import { desc025 } from './desc-025-enum-repeated-in-prose.ts';
import { desc026 } from './desc-026-telemetry-argument.ts';
import { desc027BoilerplateAcrossTools } from './desc-027-boilerplate-across-tools.ts';

export const DESC_MORE_RULES = {
  'DESC-014': desc014,
  'DESC-015': desc015,
  'DESC-016': desc016,
  'DESC-017': desc017,
  'DESC-018': desc018,
  'DESC-019': desc019,
  'DESC-020': desc020,
  'DESC-021': desc021,
  'DESC-022': desc022,
  'DESC-023': desc023,
  'DESC-024': desc024,
  'DESC-025': desc025,
  'DESC-026': desc026,
  'DESC-027': desc027BoilerplateAcrossTools
} satisfies Record<string, AnyRule>;
