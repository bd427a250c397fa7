/** SCH-010: an `x-mcp-header` annotation that breaks one of the specification's MUSTs (2026-07-28). */
import { joinPointer } from '../../source/pointer.ts';
import { declaredTypes, isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { DEFAULT_SPEC, specAtLeast } from '../spec-versions.ts';
import { HEADER_KEY, headerAnnotations } from './helpers/mcp-header.ts';

/** RFC 9110 field-name token: 1*tchar. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const PRIMITIVE = new Set(['integer', 'string', 'boolean']);

const shown = (v: string) => JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v);

/** Why a parameter's type is not integer, string or boolean ('' when it is). */
function typeProblem(schema: Record<string, unknown>): string {
  const types = declaredTypes(schema).filter((t) => t !== 'null');
  if (types.length > 0) {
    const bad = types.filter((t) => !PRIMITIVE.has(t));
    if (bad.length > 0) return `its type is ${bad.map((t) => `"${t}"`).join(', ')}`;
    return types.length > 1 ? `it takes several types (${types.join(', ')})` : '';
  }
  // No `type`: an enum or const of one primitive kind still says what the value is.
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
  if (values && values.length > 0) {
    const kinds = new Set(
      values.filter((v) => v !== null).map((v) => (typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v))
    );
    if (kinds.size === 1 && PRIMITIVE.has([...kinds][0])) return '';
  }
  return 'it declares no type';
}

export const sch010McpHeaderInvalid: Rule = {
  id: 'SCH-010',
  slug: 'mcp-header-invalid',
  category: 'schema',
  severity: 'critical',
  docs: {
    summary:
      "An `x-mcp-header` annotation breaks a MUST of the 2026-07-28 specification: its value is empty, not a string, not an HTTP field-name token (`1*tchar`), holds a control character such as CR or LF, repeats another annotation's name ignoring case, sits on a parameter that is not an integer, string or boolean, or on one not statically reachable (every step from the root a `properties` key: not under `items`, `oneOf`/`anyOf`/`allOf`/`not`, `if`/`then`/`else`, `$defs` or `$ref`).",
    why: 'Clients on the Streamable HTTP transport mirror each annotated argument into an `Mcp-Param-{name}` header, and the specification tells them to reject a tool whose annotations break these rules: the tool is left out of `tools/list` for every such client, while stdio clients keep it. A header name with CR or LF would also let an argument inject HTTP headers.',
    fix: "Give each annotated parameter a short token name (letters, digits and `!#$%&'*+-.^_`|~`), unique ignoring case, on a string, integer or boolean property declared directly under `properties` (nested objects are fine when every step is `properties`). Remove the annotation from arrays, numbers, objects and anything inside a combinator or a definition.",
    bad: {
      name: 'execute_sql',
      description: 'Execute SQL in a region. Returns the result rows.',
      inputSchema: {
        type: 'object',
        properties: {
          region: { type: 'string', description: 'Region to run in', 'x-mcp-header': 'Region' },
          shard: { type: 'number', description: 'Shard number', 'x-mcp-header': 'Shard' }
        },
        required: ['region']
      }
    },
    good: {
      name: 'execute_sql',
      description: 'Execute SQL in a region. Returns the result rows.',
      inputSchema: {
        type: 'object',
        properties: {
          region: { type: 'string', description: 'Region to run in', 'x-mcp-header': 'Region' },
          shard: { type: 'integer', description: 'Shard number', 'x-mcp-header': 'Shard' }
        },
        required: ['region']
      }
    },
    severityRationale:
      'Critical: the specification says clients MUST reject the tool definition and exclude it from `tools/list`, so HTTP clients never see the tool.',
    versions: {
      '2026-07-28':
        'critical. Tools, x-mcp-header: the value "**MUST NOT** be empty", "**MUST** match HTTP field-name token syntax (`1*tchar`, RFC 9110 Section 5.1)", "**MUST NOT** contain control characters, including carriage return (CR, `\\r`) or line feed (LF, `\\n`)", "**MUST** be case-insensitively unique among all `x-mcp-header` values in the `inputSchema`", "**MUST** only be applied to parameters with primitive types (integer, string, boolean). Parameters with type `number` are not permitted.", "**MUST** only be applied to properties that are _statically reachable_ from the schema root"; and "Clients using the Streamable HTTP transport **MUST** reject tool definitions where any `x-mcp-header` value violates these constraints." Streamable HTTP defines reachable: "a chain consisting solely of `properties` keys".'
    },
    notes: [
      '**Decisions.** A nullable parameter (`"type": ["string", "null"]`) counts as a string: the transport omits the header for `null`. A parameter with no `type` passes when its `enum` or `const` values are all of one primitive kind. The integer safe range (±(2^53−1)) is a rule on argument values at call time, not on the definition, and is not checked here.',
      '',
      'On the corpus (1,506 real tools) no tool carries `x-mcp-header`, so it fires on none.'
    ].join('\n')
  },
  messages: {
    'not-string': 'x-mcp-header of "{{name}}" is {{found}}, not a header name',
    empty: 'x-mcp-header of "{{name}}" is empty',
    'control-character': 'x-mcp-header {{header}} of "{{name}}" contains a control character (CR, LF, ...)',
    'not-token': 'x-mcp-header {{header}} of "{{name}}" is not an HTTP field-name token (it has {{bad}})',
    duplicate: 'x-mcp-header {{header}} of "{{name}}" repeats {{other}} (header names ignore case)',
    'not-primitive':
      'x-mcp-header {{header}} sits on "{{name}}", but {{problem}}; only integer, string and boolean parameters may be mirrored',
    'not-reachable':
      'x-mcp-header {{header}} sits at {{where}}, which is not statically reachable through properties alone'
  },
  suggestions: {
    'not-string': 'give a header name such as "Region"',
    empty: 'give a header name such as "Region", or remove the annotation',
    'control-character': "use letters, digits and !#$%&'*+-.^_`|~ only",
    'not-token': "use letters, digits and !#$%&'*+-.^_`|~ only",
    duplicate: 'give each annotated parameter its own header name',
    'not-primitive': 'mirror a string, integer or boolean parameter instead, or remove the annotation',
    'not-reachable':
      'annotate a property declared under properties (every step a properties key), or remove the annotation'
  },
  check({ tool, spec = DEFAULT_SPEC }) {
    if (!specAtLeast(spec, '2026-07-28')) return [];
    const { headers } = headerAnnotations(tool.inputSchema);
    const out: RawFinding[] = [];
    const seen = new Map<string, string>();
    for (const h of headers) {
      const pointer = joinPointer(h.node.pointer, HEADER_KEY);
      const name = h.node.name ?? h.node.pointer;
      const v = h.value;
      if (typeof v !== 'string') {
        out.push({ messageId: 'not-string', data: { name, found: JSON.stringify(v) ?? String(v) }, pointer });
        continue;
      }
      const header = shown(v);
      if (v === '') out.push({ messageId: 'empty', data: { name }, pointer });
      else if (CONTROL.test(v)) out.push({ messageId: 'control-character', data: { name, header }, pointer });
      else if (!TOKEN.test(v))
        out.push({
          messageId: 'not-token',
          data: {
            name,
            header,
            bad: [...new Set(Array.from(v).filter((c) => !TOKEN.test(c)))].map((c) => JSON.stringify(c)).join(' ')
          },
          pointer
        });
      else {
        const other = seen.get(v.toLowerCase());
        if (other !== undefined) out.push({ messageId: 'duplicate', data: { name, header, other }, pointer });
        else seen.set(v.toLowerCase(), `${shown(v)} of "${name}"`);
      }
      if (!h.reachable) out.push({ messageId: 'not-reachable', data: { header, where: h.node.pointer }, pointer });
      else if (isPlainObject(h.node.schema)) {
        const problem = typeProblem(h.node.schema);
        if (problem !== '') out.push({ messageId: 'not-primitive', data: { header, name, problem }, pointer });
      }
    }
    return out;
  }
};
