/** RFC 6901 JSON pointers. */

export function escapePointerSegment(segment: string | number): string {
  const s = String(segment);
  // Most keys need no escaping; skip the two regex passes for them.
  return s.indexOf('~') === -1 && s.indexOf('/') === -1 ? s : s.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function joinPointer(base: string, ...segments: Array<string | number>): string {
  let out = base;
  for (const s of segments) out += '/' + escapePointerSegment(s);
  return out;
}

export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Resolves a pointer against a plain value; undefined when any segment is missing. */
export function resolvePointer(root: unknown, pointer: string): unknown {
  let node: unknown = root;
  for (const seg of splitPointer(pointer)) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(seg)) return undefined;
      node = node[Number(seg)];
    } else if (node !== null && typeof node === 'object') {
      if (!Object.hasOwn(node, seg)) return undefined;
      node = (node as Record<string, unknown>)[seg];
    } else {
      return undefined;
    }
  }
  return node;
}
