/**
 * The properties and required names an object schema has once what it composes is read in: its
 * `allOf` branches and local `$ref`s (`#/$defs/Base`, `#/definitions/Base`, anchors), followed
 * through chains (`allOf[0] → ContainerConfig → allOf[0] → BaseContainerConfig`). Every rule that
 * reads an object's properties reads them through here, so a property a base schema declares is
 * never "undeclared" or "missing". Bounded in `$ref` steps and in parts read (so in recursion too);
 * a cycle of references is read once.
 */
import { escapePointerSegment } from '../../../source/pointer.ts';
import { isPlainObject } from '../../../source/values.ts';
import { resolveLocalRef } from './schema-ref.ts';
import type { SchemaNode } from './schema-walk.ts';

/** How many `$ref` steps are followed from the schema asked about (branches inside one schema cost none). */
export const MAX_COMPOSITION_DEPTH = 8;
/** How many composed parts are read for one schema, whatever their shape. */
export const MAX_COMPOSITION_PARTS = 64;

export interface ComposedProperty {
  schema: unknown;
  /** Where it is declared, relative to the tool (`/inputSchema/$defs/Base/properties/id`). */
  pointer: string;
}

export interface ComposedObject {
  /** Each property name with every declaration of it, the schema's own first. */
  properties: Map<string, ComposedProperty[]>;
  /** Names required by the schema or by what it composes with `allOf`/`$ref` (never by alternatives). */
  required: Set<string>;
}

export interface CompositionOptions {
  /**
   * Also read the alternatives (`anyOf`, `oneOf`) and the `then`/`else` parts: a property one of
   * them declares is declared for the value, though not always present. Off by default.
   */
  alternatives?: boolean;
  /** The walked nodes of the document, to resolve `#anchor` references and embedded `$id`s. */
  nodes?: SchemaNode[];
  /** The pointer of `root` relative to the tool (default `/inputSchema`). */
  rootPointer?: string;
}

const ALTERNATIVES = ['anyOf', 'oneOf', 'then', 'else'] as const;

/** Where a `#/json/pointer` reference lands, relative to the tool, or undefined for anchors and ids. */
function refPointer(ref: string, rootPointer: string): string | undefined {
  if (!ref.startsWith('#/')) return ref === '#' ? rootPointer : undefined;
  try {
    return rootPointer + decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * The effective properties and required names of `schema` (found at `pointer` inside `root`, the
 * document its `$ref`s resolve against).
 */
export function composedObject(
  schema: unknown,
  pointer: string,
  root: unknown,
  options: CompositionOptions = {}
): ComposedObject {
  const out: ComposedObject = { properties: new Map(), required: new Set() };
  const rootPointer = options.rootPointer ?? '/inputSchema';
  const nodes = options.nodes ?? [];
  const seen = new Set<object>();
  const read = (s: unknown, at: string, depth: number, demanded: boolean) => {
    if (!isPlainObject(s) || seen.has(s) || seen.size >= MAX_COMPOSITION_PARTS) return;
    seen.add(s);
    if (isPlainObject(s.properties))
      for (const [name, value] of Object.entries(s.properties)) {
        const entry = { schema: value, pointer: `${at}/properties/${escapePointerSegment(name)}` };
        const list = out.properties.get(name);
        if (list) list.push(entry);
        else out.properties.set(name, [entry]);
      }
    if (demanded && Array.isArray(s.required))
      for (const name of s.required) if (typeof name === 'string') out.required.add(name);
    if (typeof s.$ref === 'string' && depth < MAX_COMPOSITION_DEPTH) {
      const target = resolveLocalRef(root, s.$ref, nodes);
      if (target.ok) read(target.target, refPointer(s.$ref, rootPointer) ?? `${at}/$ref`, depth + 1, demanded);
    }
    if (Array.isArray(s.allOf))
      s.allOf.forEach((b, i) => {
        read(b, `${at}/allOf/${i}`, depth, demanded);
      });
    if (!options.alternatives) return;
    for (const key of ALTERNATIVES) {
      const v = s[key];
      if (Array.isArray(v))
        v.forEach((b, i) => {
          read(b, `${at}/${key}/${i}`, depth, false);
        });
      else read(v, `${at}/${key}`, depth, false);
    }
  };
  read(schema, pointer, 0, true);
  return out;
}

/** Whether `schema` composes anything (`$ref`, `allOf`): only then is there more to read than its own `properties`. */
export function composes(schema: unknown): boolean {
  return isPlainObject(schema) && (typeof schema.$ref === 'string' || Array.isArray(schema.allOf));
}
