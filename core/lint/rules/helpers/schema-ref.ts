/** Resolving a `$ref` inside one schema document (SCH-005 reports what does not resolve; composition follows what does). */
import { resolvePointer } from '../../../source/pointer.ts';
import { isPlainObject } from '../../../source/values.ts';
import type { SchemaNode } from './schema-walk.ts';

export type RefResolution = { ok: true; target: unknown } | { ok: false; reason: 'unresolved' | 'external' };

/**
 * Resolves a reference inside one schema document: `#`, `#/json/pointer` (percent-decoded, so
 * `$defs`, `definitions` and any other location work) and `#anchor` (`$anchor` or a `$id` of
 * `#anchor`). Anything else would have to be fetched, which no MCP client does.
 */
export function resolveLocalRef(root: unknown, ref: string, nodes: SchemaNode[]): RefResolution {
  let local = ref;
  const rootId = isPlainObject(root) && typeof root.$id === 'string' ? root.$id : undefined;
  if (rootId !== undefined && rootId !== '' && (ref === rootId || ref.startsWith(`${rootId}#`)))
    local = ref.slice(rootId.length) || '#';
  if (!local.startsWith('#')) {
    // An embedded resource: a sub-schema whose `$id` is the reference's URI (JSON Schema 2020-12) is inside this document.
    const hash = ref.indexOf('#');
    const uri = hash < 0 ? ref : ref.slice(0, hash);
    const embedded = uri === '' ? undefined : nodes.find((n) => isPlainObject(n.schema) && n.schema.$id === uri);
    if (!embedded) return { ok: false, reason: 'external' };
    return resolveLocalRef(embedded.schema, hash < 0 ? '#' : ref.slice(hash), nodes);
  }
  const fragment = local.slice(1);
  if (fragment === '') return { ok: true, target: root };
  if (fragment.startsWith('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(fragment);
    } catch {
      return { ok: false, reason: 'unresolved' };
    }
    const target = resolvePointer(root, decoded);
    return target === undefined ? { ok: false, reason: 'unresolved' } : { ok: true, target };
  }
  const anchored = nodes.find(
    (n) => isPlainObject(n.schema) && (n.schema.$anchor === fragment || n.schema.$id === local)
  );
  return anchored ? { ok: true, target: anchored.schema } : { ok: false, reason: 'unresolved' };
}
