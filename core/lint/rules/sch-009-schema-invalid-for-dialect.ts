/** SCH-009: a tool schema that is not valid JSON Schema in its declared (or the default) dialect. */
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { declaredDialect, dialectProblem, type Dialect } from '../dialect/dialect.ts';
import { DEFAULT_SPEC, specAtLeast } from '../spec-versions.ts';
import { describeSchemaType } from './sch-003-input-schema-not-object.ts';
import { certainlyValidSchema } from './helpers/simple-schema.ts';

const DIALECT_NAMES: Record<Dialect, string> = { '2020-12': 'JSON Schema 2020-12', 'draft-07': 'JSON Schema draft-07' };

function checkSchema(schema: unknown, which: 'inputSchema' | 'outputSchema', out: RawFinding[]): void {
  // A root that is not an object is SCH-003's (input) or SCH-008's (output) finding.
  if (!isPlainObject(schema)) return;
  const declared = declaredDialect(schema);
  // A dialect other than these two is not checked: toolgauge holds no meta-schema for it.
  if (declared.uri !== undefined && declared.dialect === undefined) return;
  const dialect = declared.dialect ?? '2020-12';
  // Most tool schemas use a few plain keywords: those are valid in either dialect without the validators.
  if (certainlyValidSchema(schema)) return;
  const problem = dialectProblem(schema, dialect);
  if (!problem) return;
  out.push({
    messageId: 'invalid',
    data: {
      which,
      dialect: DIALECT_NAMES[dialect],
      where: problem.path === '' ? 'its root' : problem.path,
      problem: problem.problem.slice(0, 200)
    },
    pointer: `/${which}${problem.path}`
  });
}

export const sch009SchemaInvalidForDialect: Rule = {
  id: 'SCH-009',
  slug: 'schema-invalid-for-dialect',
  category: 'schema',
  severity: 'critical',
  docs: {
    summary:
      "The input or output schema is not valid JSON Schema in its dialect: the one its `$schema` names (2020-12 or draft-07), else 2020-12, the default the specification sets. Checked against the dialect's meta-schema, so any valid construct of the dialect (`oneOf`, `$defs`, `$ref`, `prefixItems`, `if`/`then`) passes.",
    why: 'Clients validate a tool\'s schemas in their dialect before they use them (2025-11-25 and later require it). A schema the meta-schema rejects (`"type": "strng"`, `"required": "id"`, draft-07 tuple `items: [...]` in a 2020-12 schema) fails to compile, so the client drops the tool or cannot check its arguments, and a model given it reads a constraint that means nothing.',
    fix: 'Fix the keyword the finding points at so the schema is valid in its dialect, or declare the dialect it is written in (`"$schema": "http://json-schema.org/draft-07/schema#"` for draft-07 forms such as `items: [...]`).',
    bad: {
      name: 'list_rows',
      description: 'List the rows of a table. Returns the rows as objects.',
      inputSchema: {
        type: 'object',
        properties: {
          table: { type: 'string', description: 'Table name' },
          limit: { type: 'int', description: 'Most rows to return' }
        },
        required: ['table']
      }
    },
    good: {
      name: 'list_rows',
      description: 'List the rows of a table. Returns the rows as objects.',
      inputSchema: {
        type: 'object',
        properties: {
          table: { type: 'string', description: 'Table name' },
          limit: { type: 'integer', description: 'Most rows to return' }
        },
        required: ['table']
      }
    },
    severityRationale:
      'Critical: the specification says the schema MUST be valid, and a client that validates it rejects a schema that is not, which takes the tool away.',
    versions: {
      '2025-06-18':
        'does not fire: this version\'s Tools page says only "`inputSchema`: JSON Schema defining expected parameters", with no dialect and no validity requirement.',
      '2025-11-25':
        'critical: `inputSchema` "Defaults to 2020-12 if no `$schema` field is present" and "**MUST** be a valid JSON Schema object (not `null`)" (Tools, Tool); `outputSchema` too "Defaults to 2020-12".',
      '2026-07-28':
        'critical: as 2025-11-25 ("Defaults to 2020-12 if no `$schema` field is present", "**MUST** be a valid JSON Schema object (not `null`)"); an `outputSchema` that is not a schema at all (a string, a number) is reported here, since SCH-008 no longer applies.'
    },
    notes: [
      "**How.** The schema is validated against its dialect's meta-schema by validators ajv generated ahead of time from its own copies of the meta-schemas (`core/lint/dialect/*.generated.ts`, `npm run gen:meta-validators`), so the CLI and the playground's worker run the same code and nothing is compiled at run time. Formats in the meta-schemas (`uri-reference`, `regex`) are annotations, as ajv treats them by default. A `$schema` naming another dialect (draft-04, 2019-09) is not checked, nor a schema past 50,000 values or 256 levels (only shared or self-containing objects handed to the core get there).",
      '',
      'On the corpus (1,506 real tools) it fires on no tool: every schema is valid in its dialect (844 declare draft-07, 171 declare 2020-12, 491 declare none).'
    ].join('\n')
  },
  messages: {
    invalid: '{{which}} is not valid {{dialect}} at {{where}}: {{problem}}',
    'not-a-schema': 'outputSchema is {{found}}, not a JSON Schema'
  },
  suggestions: {
    invalid:
      'fix the keyword so the schema is valid {{dialect}}, or declare the dialect it is written in with "$schema"',
    'not-a-schema': 'give a JSON Schema object (for example { "type": "object", ... }) or remove outputSchema'
  },
  check({ tool, spec = DEFAULT_SPEC }) {
    if (!specAtLeast(spec, '2025-11-25')) return [];
    const out: RawFinding[] = [];
    checkSchema(tool.inputSchema, 'inputSchema', out);
    const output = tool.outputSchema;
    if (output !== undefined && output !== null) {
      if (specAtLeast(spec, '2026-07-28') && !isPlainObject(output) && typeof output !== 'boolean')
        out.push({ messageId: 'not-a-schema', data: { found: describeSchemaType(output) }, pointer: '/outputSchema' });
      else checkSchema(output, 'outputSchema', out);
    }
    return out;
  }
};
