/**
 * TOK-004: an input schema carries `$defs` / `definitions` that no `$ref` reaches: tokens paid on
 * every request for nothing, and usually the same block pasted into every tool of a server.
 */
import type { Tool } from '../../catalog/types.ts';
import { stringifyJson } from '../../source/json-stringify.ts';
import { surfaceStrings } from '../../tokens/surface.ts';
import { isPlainObject } from '../tool-facts.ts';
import { type CatalogRawFinding, defineCatalogRule } from '../types.ts';
import { previewList } from './helpers/description-text.ts';

const DEFS_KEYWORDS = ['$defs', 'definitions'] as const;
type DefsKeyword = (typeof DEFS_KEYWORDS)[number];
/** `#/$defs/Name...` or `#/definitions/Name...`: which definition a local reference enters. */
const DEF_REF = /^#\/(\$defs|definitions)\/([^/]+)/;

export interface UnusedDefs {
  keyword: DefsKeyword;
  names: string[];
  /** Characters of the unused definitions in the compact schema JSON. */
  chars: number;
}

/** Every string `$ref` under `value` (any depth), not entering the keys in `skip` at the top. */
function collectRefs(value: unknown, out: string[], skip?: ReadonlySet<string>): void {
  const stack: unknown[] = [value];
  let top = true;
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...v);
    else if (isPlainObject(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (top && skip?.has(k)) continue;
        if (k === '$ref' && typeof child === 'string') out.push(child);
        else stack.push(child);
      }
    }
    top = false;
  }
}

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
  } catch {
    return undefined;
  }
};

/**
 * The root definitions no reference reaches, starting from the rest of the schema and following
 * references from definition to definition. Undefined when it cannot be told: a reference by
 * anchor, `$id` or URL might land on any definition, so none is called unused.
 */
export function unusedDefs(schema: unknown): UnusedDefs | undefined {
  if (!isPlainObject(schema)) return undefined;
  const keyword = DEFS_KEYWORDS.find((k) => isPlainObject(schema[k]) && Object.keys(schema[k]).length > 0);
  if (keyword === undefined) return undefined;
  const defs = schema[keyword] as Record<string, unknown>;
  const pending: string[] = [];
  collectRefs(schema, pending, new Set(DEFS_KEYWORDS));
  const reached = new Set<string>();
  while (pending.length > 0) {
    const ref = pending.pop()!;
    if (ref === '#' || (ref.startsWith('#/') && !ref.startsWith('#/$defs/') && !ref.startsWith('#/definitions/')))
      continue;
    const m = DEF_REF.exec(ref);
    if (m === null) return undefined;
    // A reference into the other keyword's block reaches nothing of this one.
    if (m[1] !== keyword) continue;
    const name = decode(m[2]);
    if (name === undefined || reached.has(name) || !(name in defs)) continue;
    reached.add(name);
    collectRefs(defs[name], pending);
  }
  const names = Object.keys(defs).filter((n) => !reached.has(n));
  if (names.length === 0) return undefined;
  // Each entry as it sits in the compact JSON: "name":value plus its comma.
  const chars = names.reduce(
    (sum, n) => sum + (stringifyJson(n)?.length ?? 0) + 2 + (stringifyJson(defs[n])?.length ?? 0),
    0
  );
  return { keyword, names, chars };
}

/** The tool's surface in characters, as the token counts are taken over (name, description, schema JSON). */
const surfaceChars = (tool: Tool) => surfaceStrings(tool).reduce((n, s) => n + s.length, 0);

export const tok004UnusedOrRepeatedDefs = defineCatalogRule({
  id: 'TOK-004',
  slug: 'unused-or-repeated-defs',
  category: 'budget',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary:
      'An input schema carries `$defs` (or `definitions`) entries that no `$ref` in the schema reaches, directly or through another definition. When several tools of a server carry such a block, each finding also gives the server-wide cost.',
    why:
      "Clients send every tool's whole input schema to the model on every request. A definitions block nothing refers to is read, paid for and never used; generated servers often paste one shared block of every type into every tool, so the cost is multiplied by the number of tools. " +
      "Decisions: only the root `$defs`/`definitions` are read (where generators put them); a reference by anchor, `$id` or URL could land anywhere, so a schema that has one is left alone; the token figure is the tool's cl100k_base count times the unused block's share of the tool's characters (without token encoders, characters / 4).",
    fix: 'Emit in each tool only the definitions its own schema references (most schema generators can prune unreferenced definitions), or inline the one or two that are used.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 24, every tool of notion: each carries the same nine request types in `$defs` (`richTextRequest`, `parentRequest`, `sortObject`, ...) and references at most four of them, about 500 tokens per tool and 11,644 over the server (counted exactly by pruning and re-encoding: 11,691; the share estimate is within 0.5%). catalogs-2/ 0; catalogs-3/ 0 (runpod repeats large `$defs` blocks too, but each tool references every definition it carries, so nothing can go). All judged right by the author; Independent reviewers labelled every firing: 24 of 24 right.',
    bad: {
      tools: [
        {
          name: 'get_user',
          description: 'Get a user by id. Returns the user object.',
          inputSchema: {
            type: 'object',
            properties: { user_id: { type: 'string' } },
            $defs: {
              richText: { type: 'object', properties: { text: { type: 'string' }, link: { type: 'string' } } }
            }
          }
        }
      ]
    },
    good: {
      tools: [
        {
          name: 'get_user',
          description: 'Get a user by id. Returns the user object.',
          inputSchema: {
            type: 'object',
            properties: { user_id: { type: 'string' }, bio: { $ref: '#/$defs/richText' } },
            $defs: {
              richText: { type: 'object', properties: { text: { type: 'string' }, link: { type: 'string' } } }
            }
          }
        }
      ]
    },
    severityRationale: 'Warning: pure waste on every request, with a mechanical fix; it never makes a call fail.'
  },
  messages: {
    unused:
      '"{{tool}}" carries {{count}} definition(s) in {{keyword}} that no $ref reaches ({{names}}): about {{tokens}} tokens on every request',
    unusedAcrossServer:
      '"{{tool}}" carries {{count}} definition(s) in {{keyword}} that no $ref reaches ({{names}}): about {{tokens}} tokens; {{tools}} tools of this server carry unused definitions, about {{total}} tokens in all'
  },
  suggestions: {
    unused: 'drop the definitions this schema never references',
    unusedAcrossServer: 'emit in each tool only the definitions its own schema references'
  },
  checkCatalog({ tools, tokens }) {
    const found: Array<{ tool: number; unused: UnusedDefs; tokens: number }> = [];
    tools.forEach((t, i) => {
      const unused = unusedDefs(t.tool.inputSchema);
      if (unused === undefined) return;
      const cl100k = tokens[i]?.cl100k ?? 0;
      const estimate =
        cl100k > 0
          ? Math.round((cl100k * unused.chars) / Math.max(1, surfaceChars(t.tool)))
          : Math.round(unused.chars / 4);
      found.push({ tool: i, unused, tokens: estimate });
    });
    const perServer = new Map<string, { tools: number; total: number }>();
    for (const f of found) {
      const key = tools[f.tool].server ?? '';
      const s = perServer.get(key) ?? { tools: 0, total: 0 };
      s.tools++;
      s.total += f.tokens;
      perServer.set(key, s);
    }
    return found.map((f): CatalogRawFinding<'unused' | 'unusedAcrossServer'> => {
      const server = perServer.get(tools[f.tool].server ?? '')!;
      const data = {
        count: f.unused.names.length,
        keyword: f.unused.keyword,
        names: previewList(f.unused.names),
        tokens: f.tokens
      };
      return server.tools > 1
        ? {
            tool: f.tool,
            messageId: 'unusedAcrossServer',
            data: { ...data, tools: server.tools, total: server.total },
            pointer: `/inputSchema/${f.unused.keyword}`
          }
        : { tool: f.tool, messageId: 'unused', data, pointer: `/inputSchema/${f.unused.keyword}` };
    });
  }
});
