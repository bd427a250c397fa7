/** OVL-003: two tools with the same parameters whose descriptions give no reason to pick one over the other. */
import { nameTerms } from '../../text/terms.ts';
import type { CatalogTool } from '../../catalog/types.ts';
import { declaredTypes, isPlainObject, schemaProperties, type JsonSchemaObject } from '../tool-facts.ts';
import type { CatalogRawFinding, CatalogRule } from '../types.ts';
import { toolLabel } from './ovl-001-duplicate-tool-name.ts';
import {
  descriptionTerms,
  distinguishing,
  nameVerbs,
  nothingOthersLack,
  quoteTerms,
  sameWord,
  type TermIndex
} from './helpers/description-similarity.ts';

/**
 * The shape of a schema below the top level: property names, types and required flags of nested
 * objects and array items. Wrappers (`params`, `items`, `path`) are compared by what they hold, not
 * by their own name: `delete_project(params: {projectId})` and `delete_branch(params: {branchId})` differ.
 */
function shape(schema: JsonSchemaObject, depth: number): string {
  const types = declaredTypes(schema).sort().join('|');
  if (depth > 4) return types;
  const props = isPlainObject(schema.properties) ? schema.properties : undefined;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const inner = props
    ? `{${Object.entries(props)
        .filter(([, v]) => isPlainObject(v))
        .map(([k, v]) => `${k}${required.has(k) ? '!' : ''}:${shape(v as JsonSchemaObject, depth + 1)}`)
        .sort()
        .join(',')}}`
    : '';
  const items = isPlainObject(schema.items) ? `[${shape(schema.items, depth + 1)}]` : '';
  return types + inner + items;
}

/** Parameter names and types (and what nested objects and arrays hold), sorted: the same key means the same arguments. */
function signature(tool: Parameters<typeof schemaProperties>[0]): string | undefined {
  const props = schemaProperties(tool);
  if (props.length === 0) return undefined;
  return props
    .map((p) => `${p.name}:${shape(p.schema, 1)}${p.required ? '!' : ''}`)
    .sort()
    .join(',');
}

/**
 * The names already say what sets the two apart, so the same arguments are no confusion:
 * - different action verbs (`cancel_trainings` / `get_trainings`);
 * - each name names something the other does not, and the other's description never mentions it
 *   (`move_projects` / `move_tasks`);
 * - this name is the other's minus a word the other's description explains and this one's does not
 *   (`db-cluster-get` / `db-cluster-get-ca`, "CA certificate").
 */
function namesSetApart(names: NameFacts, index: TermIndex, i: number, j: number): boolean {
  const vi = names.verbs(i);
  const vj = names.verbs(j);
  if (vi.size > 0 && vj.size > 0 && [...vi].some((v) => !vj.has(v))) return true;
  const own = (x: number, y: number) => names.terms(x).filter((n) => !names.terms(y).some((m) => sameWord(n, m)));
  const mine = own(i, j);
  const theirs = own(j, i);
  // Each names its own object, and the other's description never mentions this one's (reviews vs review comments would).
  if (mine.length > 0 && theirs.length > 0 && mine.every((n) => ![...index.terms[j]].some((w) => sameWord(n, w))))
    return true;
  if (mine.length > 0 || theirs.length === 0) return false;
  // What `distinguishing(index, j, i, Infinity)` lists, unsorted: only membership matters here.
  const explained = [...index.terms[j]].filter((w) => !index.terms[i].has(w) && !/\d/.test(w));
  return theirs.every((n) => explained.some((w) => sameWord(n, w)));
}

/** Name terms and action verbs per tool, computed once: a group of 50 asks them of 2,450 pairs. */
interface NameFacts {
  terms(i: number): string[];
  verbs(i: number): Set<string>;
}

function nameFacts(tools: readonly CatalogTool[]): NameFacts {
  const terms = new Map<number, string[]>();
  const verbs = new Map<number, Set<string>>();
  return {
    terms: (i) => terms.get(i) ?? terms.set(i, nameTerms(tools[i].name)).get(i)!,
    verbs: (i) => verbs.get(i) ?? verbs.set(i, nameVerbs(tools[i].name)).get(i)!
  };
}

export const ovl003MirroredParameters: CatalogRule = {
  id: 'OVL-003',
  slug: 'mirrored-parameters',
  category: 'overlap',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary:
      'Two tools take exactly the same parameters (names, types and which are required, down through nested objects and array items), their names do not set them apart, and one description has no term the other lacks, so nothing says when to use it instead of the other.',
    why: 'When two tools accept the same arguments, the description is the only thing that can steer the agent. If one description is contained in the other, a request that fits one fits both, and the agent picks by chance (or always the first).',
    notes:
      '**Not a mirror:** wrappers compared by name only (`params`, `items`, `path` holding different fields), names with different action ' +
      'verbs (`cancel_trainings` / `get_trainings`), names that each name a different object (`delete_project` / `delete_branch`), and a ' +
      'name whose extra word the description explains (`db-cluster-get-ca`, "CA certificate"): overlap is about what the tools do.',
    fix: 'Say in the description what this tool does that the other does not, and when to use it. If the two really do the same thing, keep one.',
    bad: {
      tools: [
        {
          name: 'read_file',
          description: 'Read the contents of a file as text.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] }
        },
        {
          name: 'read_text_file',
          description: 'Read the complete contents of a file as text.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] }
        }
      ]
    },
    good: {
      tools: [
        {
          name: 'read_text_file',
          description: 'Read the complete contents of a file as UTF-8 text.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] }
        },
        {
          name: 'read_media_file',
          description: 'Read an image or audio file and return it base64-encoded with its MIME type.',
          inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] }
        }
      ]
    },
    severityRationale:
      'Warning: the pair may be intentional (a deprecated alias), but the agent still cannot choose between them from the text.'
  },
  messages: {
    mirrored:
      '"{{tool}}" takes the same parameters as {{other}} ({{params}}) and its description has nothing {{other}}\'s lacks; {{apart}}'
  },
  suggestions: {
    mirrored: 'say what "{{tool}}" does that {{other}} does not, and when to use it; or keep only one of them'
  },
  checkCatalog({ tools }) {
    // Grouped by pushing into each group: copying the group on every member made a catalog whose
    // tools all take the same parameters cost the square of its size.
    const bySignature = new Map<string, number[]>();
    tools.forEach((t, i) => {
      const sig = t.description === undefined ? undefined : signature(t.tool);
      if (sig === undefined) return;
      const group = bySignature.get(sig);
      if (group) group.push(i);
      else bySignature.set(sig, [i]);
    });
    const index = descriptionTerms(tools);
    const names = nameFacts(tools);
    const out: CatalogRawFinding[] = [];
    for (const [sig, group] of bySignature) {
      if (group.length < 2 || group.length > 50) continue;
      for (const i of group) {
        const covered = group.filter(
          (j) =>
            j !== i && index.terms[i].size > 0 && nothingOthersLack(index, i, j) && !namesSetApart(names, index, i, j)
        );
        if (covered.length === 0) continue;
        const other = covered[0];
        const theirs = distinguishing(index, other, i);
        const apart =
          theirs.length > 0
            ? `${toolLabel(tools[other])} adds ${quoteTerms(index, other, theirs)}`
            : 'the two descriptions use the same terms';
        const params = sig
          .split(',')
          .map((p) => p.split(':')[0])
          .join(', ');
        out.push({
          tool: i,
          messageId: 'mirrored',
          data: { other: toolLabel(tools[other]), params, apart },
          pointer: '/inputSchema',
          related: covered.map((j) => ({ tool: j, pointer: '/inputSchema' }))
        });
      }
    }
    return out.sort((a, b) => a.tool - b.tool);
  }
};
