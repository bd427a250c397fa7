/**
 * Resources, resource templates and prompts beside a server's tools. A client may load their
 * lists into the model's context as it loads tools/list, so lint lists and counts them. Their cost,
 * defined to the byte like the tool surface (core/tokens/surface.ts):
 *   resource           tokens(name) + tokens(description or "") + tokens(uri)
 *   resource template  tokens(name) + tokens(description or "") + tokens(uriTemplate)
 *   prompt             tokens(name) + tokens(description or "") + tokens(JSON of its arguments, or "" when none)
 */
import { joinPointer } from '../source/pointer.ts';
import { stringifyJson } from '../source/json-stringify.ts';
import { isPlainObject } from '../source/values.ts';

export const CONTEXT_KINDS = ['resource', 'resource_template', 'prompt'] as const;
export type ContextKind = (typeof CONTEXT_KINDS)[number];

/** Where each kind sits in a saved catalog (`toolgauge lint --stdio --save` writes these keys). */
export const CONTEXT_KEYS: Record<ContextKind, string> = {
  resource: 'resources',
  resource_template: 'resourceTemplates',
  prompt: 'prompts'
};

export interface ContextItem {
  kind: ContextKind;
  /** `server.name` in a multi-server bundle, else the name (for a resource without one, its uri). */
  id: string;
  name: string;
  server?: string;
  pointer: string;
  /** The strings whose tokens make up its cost, in the order above. */
  strings: string[];
}

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function stringsOf(kind: ContextKind, raw: Obj): string[] {
  const head = [str(raw.name), str(raw.description)];
  if (kind === 'resource') return [...head, str(raw.uri)];
  if (kind === 'resource_template') return [...head, str(raw.uriTemplate)];
  return [
    ...head,
    Array.isArray(raw.arguments) && raw.arguments.length > 0 ? (stringifyJson(raw.arguments) ?? '') : ''
  ];
}

/** The resources, templates and prompts of one `{ tools, resources?, ... }` node; entries that are not objects are skipped. */
export function readContextItems(node: Obj, base: string, server: string | undefined): ContextItem[] {
  const out: ContextItem[] = [];
  for (const kind of CONTEXT_KINDS) {
    const list = node[CONTEXT_KEYS[kind]];
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      if (!isPlainObject(raw)) return;
      const name = str(raw.name) || str(raw.uri) || str(raw.uriTemplate) || `#${i}`;
      out.push({
        kind,
        id: server === undefined ? name : `${server}.${name}`,
        name,
        ...(server !== undefined ? { server } : {}),
        pointer: joinPointer(base, CONTEXT_KEYS[kind], i),
        strings: stringsOf(kind, raw)
      });
    });
  }
  return out;
}
