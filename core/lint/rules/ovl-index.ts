/** The OVL rules (overlap: tools an agent confuses), catalog-level, in id order. */
import type { CatalogRule } from '../types.ts';
import { ovl001DuplicateToolName } from './ovl-001-duplicate-tool-name.ts';
import { ovl002NearDuplicateDescriptions } from './ovl-002-near-duplicate-descriptions.ts';
import { ovl003MirroredParameters } from './ovl-003-mirrored-parameters.ts';
import { ovl004NamesOtherServerTool } from './ovl-004-names-other-server-tool.ts';
import { ovl005SynonymToolNames } from './ovl-005-synonym-tool-names.ts';

export const OVL_RULES = {
  'OVL-001': ovl001DuplicateToolName,
  'OVL-002': ovl002NearDuplicateDescriptions,
  'OVL-003': ovl003MirroredParameters,
  'OVL-004': ovl004NamesOtherServerTool,
  'OVL-005': ovl005SynonymToolNames
} satisfies Record<string, CatalogRule>;
