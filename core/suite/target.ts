/**
 * Targets: the dotted paths an assertion reads (`result.content[0].text`, `tool_selection.f1`,
 * `tool["read_file"].score`). A target that resolves to nothing fails and names the missing
 * segment; it never reads as undefined silently.
 */
import { nearest } from '../source/nearest.ts';
import { isPlainObject } from '../source/values.ts';

export type Segment = string | number;

export type ParsedTarget = { ok: true; segments: Segment[] } | { ok: false; error: string };

export function parseTarget(target: string): ParsedTarget {
  const segments: Segment[] = [];
  let i = 0;
  const ident = /^[A-Za-z_$][A-Za-z0-9_$-]*/;
  while (i < target.length) {
    const rest = target.slice(i);
    if (segments.length > 0 && rest[0] === '.') {
      const m = ident.exec(rest.slice(1));
      if (!m) return { ok: false, error: `expected a name after "." at character ${i + 2} of "${target}"` };
      segments.push(m[0]);
      i += 1 + m[0].length;
    } else if (rest[0] === '[') {
      const num = /^\[(\d+)\]/.exec(rest);
      const str = /^\["((?:[^"\\]|\\.)*)"\]/.exec(rest) ?? /^\['((?:[^'\\]|\\.)*)'\]/.exec(rest);
      if (num) {
        segments.push(Number(num[1]));
        i += num[0].length;
      } else if (str) {
        segments.push(str[1].replace(/\\(.)/g, '$1'));
        i += str[0].length;
      } else return { ok: false, error: `expected [number] or ["name"] at character ${i + 1} of "${target}"` };
    } else if (segments.length === 0) {
      const m = ident.exec(rest);
      if (!m) return { ok: false, error: `"${target}" does not start with a name` };
      segments.push(m[0]);
      i += m[0].length;
    } else return { ok: false, error: `unexpected "${rest[0]}" at character ${i + 1} of "${target}"` };
  }
  if (segments.length === 0) return { ok: false, error: 'the target is empty' };
  return { ok: true, segments };
}

export function formatPath(segments: readonly Segment[]): string {
  return segments
    .map((s, i) =>
      typeof s === 'number'
        ? `[${s}]`
        : /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(s)
          ? i === 0
            ? s
            : `.${s}`
          : `[${JSON.stringify(s)}]`
    )
    .join('');
}

export type Resolved = { ok: true; value: unknown } | { ok: false; error: string };

function keysOf(v: unknown): string[] {
  return isPlainObject(v) ? Object.keys(v) : [];
}

/** One step: a key of an object or an index of a list; undefined values count as absent. */
export function step(node: unknown, seg: Segment): { found: boolean; value?: unknown } {
  if (typeof seg === 'number') {
    if (Array.isArray(node) && seg < node.length && node[seg] !== undefined) return { found: true, value: node[seg] };
    return { found: false };
  }
  if (isPlainObject(node) && Object.hasOwn(node, seg)) {
    const value = (node as Record<string, unknown>)[seg];
    return value === undefined ? { found: false } : { found: true, value };
  }
  return { found: false };
}

export function missingMessage(segments: readonly Segment[], at: number, node: unknown): string {
  const seg = segments[at];
  const path = formatPath(segments.slice(0, at + 1));
  const parent = at === 0 ? 'the subject' : formatPath(segments.slice(0, at));
  if (typeof seg === 'number') {
    const len = Array.isArray(node) ? node.length : undefined;
    return `${path} resolves to nothing: ${parent} ${len === undefined ? 'is not a list' : `has ${len} item${len === 1 ? '' : 's'}`}`;
  }
  const keys = keysOf(node);
  const near = nearest(seg, keys);
  if (!node || typeof node !== 'object' || Array.isArray(node))
    return `${path} resolves to nothing: ${parent} is ${Array.isArray(node) ? 'a list' : node === undefined ? 'absent' : JSON.stringify(node)}, so it has no "${seg}"`;
  return `${path} resolves to nothing: no "${seg}" in ${parent}${near ? ` (did you mean "${near}"?)` : keys.length ? ` (it has ${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ', …' : ''})` : ''}`;
}

/** Walks segments through a plain value. */
export function resolveSegments(root: unknown, segments: readonly Segment[], from = 0): Resolved {
  let node = root;
  for (let i = from; i < segments.length; i++) {
    const s = step(node, segments[i]);
    if (!s.found) return { ok: false, error: missingMessage(segments, i, node) };
    node = s.value;
  }
  return { ok: true, value: node };
}

/**
 * Targets on an MCP CallToolResult. `result` is the whole result; an absent `isError` reads as
 * false (the protocol's default); `result.<field>` missing from the result reads from
 * `structuredContent`, then from the first text content parsed as JSON.
 */
export function resolveToolResult(result: unknown, segments: readonly Segment[]): Resolved {
  if (segments[0] !== 'result')
    return {
      ok: false,
      error: `${formatPath(segments)} resolves to nothing: tool tests read result, result.isError, result.content[0].text or result.<field>`
    };
  if (segments.length === 1) return { ok: true, value: result };
  const r = (result ?? {}) as Record<string, unknown>;
  const first = segments[1];
  if (first === 'isError' && segments.length === 2 && r.isError === undefined) return { ok: true, value: false };
  if (typeof first === 'string' && step(r, first).found) return resolveSegments(result, segments, 1);
  if (typeof first === 'number') return resolveSegments(result, segments, 1);
  const structured = r.structuredContent;
  if (step(structured, first).found) return resolveSegments(structured, segments, 1);
  const text = firstText(r.content);
  if (text !== undefined) {
    const parsed = parseJsonObject(text);
    if (parsed !== undefined && step(parsed, first).found) return resolveSegments(parsed, segments, 1);
  }
  const where = [
    'the result',
    structured !== undefined ? 'its structuredContent' : undefined,
    text !== undefined ? 'its first text content as JSON' : undefined
  ]
    .filter(Boolean)
    .join(', ');
  return {
    ok: false,
    error: `${formatPath(segments.slice(0, 2))} resolves to nothing: no "${String(first)}" in ${where}`
  };
}

function firstText(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined;
  for (const c of content) {
    if (
      c &&
      typeof c === 'object' &&
      (c as { type?: unknown }).type === 'text' &&
      typeof (c as { text?: unknown }).text === 'string'
    )
      return (c as { text: string }).text;
  }
  return undefined;
}

function parseJsonObject(text: string): unknown {
  const t = text.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}
