/** The SCH rules (strict input-schema findings), in id order. */
import type { Rule } from '../types.ts';
import { sch001PropertyMissingType } from './sch-001-property-missing-type.ts';
import { sch002RequiredUndeclared } from './sch-002-required-undeclared.ts';
import { sch003InputSchemaNotObject } from './sch-003-input-schema-not-object.ts';
import { sch004InputSchemaNoProperties } from './sch-004-input-schema-no-properties.ts';
import { sch005UnresolvedRef } from './sch-005-unresolved-ref.ts';
import { sch006ArrayMissingItems } from './sch-006-array-missing-items.ts';
import { sch007PropertyNameInvalid } from './sch-007-property-name-invalid.ts';
import { sch008OutputSchemaNotObject } from './sch-008-output-schema-not-object.ts';
import { sch009SchemaInvalidForDialect } from './sch-009-schema-invalid-for-dialect.ts';
import { sch010McpHeaderInvalid } from './sch-010-mcp-header-invalid.ts';
import { sch011McpHeaderSensitive } from './sch-011-mcp-header-sensitive.ts';
import { sch012TypeTooLoose } from './sch-012-type-too-loose.ts';

export const SCH_RULES = {
  'SCH-001': sch001PropertyMissingType,
  'SCH-002': sch002RequiredUndeclared,
  'SCH-003': sch003InputSchemaNotObject,
  'SCH-004': sch004InputSchemaNoProperties,
  'SCH-005': sch005UnresolvedRef,
  'SCH-006': sch006ArrayMissingItems,
  'SCH-007': sch007PropertyNameInvalid,
  'SCH-008': sch008OutputSchemaNotObject,
  'SCH-009': sch009SchemaInvalidForDialect,
  'SCH-010': sch010McpHeaderInvalid,
  'SCH-011': sch011McpHeaderSensitive,
  'SCH-012': sch012TypeTooLoose
} satisfies Record<string, Rule>;
