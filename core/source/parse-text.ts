/**
 * Parses user text (JSON or YAML) into a plain value plus a locator that turns JSON pointers
 * into line:column. Never throws on bad input: the failure comes back as a Diagnostic.
 */
import {
  parseDocument,
  LineCounter,
  isAlias,
  isMap,
  isSeq,
  isPair,
  isScalar,
  type Document,
  type Node as YamlNode
} from 'yaml';
import type { Diagnostic } from './diagnostic.ts';
import { joinPointer, splitPointer } from './pointer.ts';
import { scanJson } from './json-scan.ts';
import { LineIndex } from './line-index.ts';
import { checkStructure, inputTooLarge, limits } from './limits.ts';
import { locateJsonPointers, MAX_RECORD_DEPTH } from './json-locate.ts';

export type TextFormat = 'json' | 'yaml';

export interface Position {
  line: number;
  column: number;
}

export interface ParsedText {
  ok: true;
  value: unknown;
  format: TextFormat;
  /** Position of the value at `pointer`, or of its nearest located ancestor. */
  locate(pointer: string): Position | undefined;
  /**
   * Finds many pointers at once, before `locate` is asked for them: for JSON one walk that enters
   * only what they name, instead of indexing every value of the document. Optional and only a
   * speed-up: `locate` answers the same with or without it.
   */
  prepare?(pointers: Iterable<string>): void;
}

export interface ParseFailure {
  ok: false;
  format: TextFormat;
  error: Diagnostic;
}

export interface ParseTextOptions {
  /** Force a format; by default text starting with `{` or `[` is JSON, anything else YAML. */
  format?: TextFormat;
  file?: string;
}

export function detectFormat(text: string): TextFormat {
  const m = /^\uFEFF?\s*(\S)/.exec(text);
  return m && (m[1] === '{' || m[1] === '[') ? 'json' : 'yaml';
}

export function parseText(text: string, options: ParseTextOptions = {}): ParsedText | ParseFailure {
  const format = options.format ?? detectFormat(text);
  if (text.trim() === '') {
    return {
      ok: false,
      format,
      error: {
        message: 'the input is empty',
        expected: 'a JSON or YAML document',
        line: 1,
        column: 1,
        file: options.file
      }
    };
  }
  const tooLarge = inputTooLarge(text.length);
  if (tooLarge) return { ok: false, format, error: { ...tooLarge, file: options.file } };
  let parsed = format === 'json' ? parseJson(text, options.file) : parseYaml(text, options.file);
  // A .json file that is not JSON (random bytes, a truncated download) is told so in JSON's terms,
  // not with a YAML error or as a YAML string; YAML that reads as a document is still accepted.
  if (
    !options.format &&
    format === 'yaml' &&
    /\.json$/i.test(options.file ?? '') &&
    (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object')
  ) {
    parsed = parseJson(text, options.file);
  }
  if (!parsed.ok) return parsed;
  // Refused here, once, for every kind of document: a nesting past the limit or a self-reference
  // would otherwise overflow a serialisation later or be silently counted as something else.
  const structure = checkStructure(parsed.value, undefined, { tree: parsed.format === 'json' });
  if (structure)
    return {
      ok: false,
      format,
      error: { ...structure, ...(parsed.locate(structure.pointer ?? '') ?? {}), file: options.file }
    };
  return parsed;
}

function nearest<T>(map: Map<string, T>, pointer: string): T | undefined {
  const segs = splitPointer(pointer);
  for (let k = segs.length; k >= 0; k--) {
    const p = k === 0 ? '' : joinPointer('', ...segs.slice(0, k));
    const hit = map.get(p);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

function parseJson(text: string, file?: string): ParsedText | ParseFailure {
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    const scan = scanJson(text);
    const lines = new LineIndex(text);
    const err = scan.error ?? { offset: 0, message: 'invalid JSON', expected: 'a JSON document' };
    return {
      ok: false,
      format: 'json',
      error: { message: err.message, expected: err.expected, ...lines.position(err.offset), file }
    };
  }
  // Every value's offset (the full scan), built on the first pointer that was not prepared.
  let offsets: Map<string, number> | undefined;
  // The prepared pointers and the offsets of them and their ancestors (json-locate.ts).
  const prepared = new Set<string>();
  const found = new Map<string, number>();
  let lines: LineIndex | undefined;
  return {
    ok: true,
    value,
    format: 'json',
    locate(pointer) {
      let at: number | undefined;
      if (prepared.has(pointer)) at = nearest(found, pointer);
      else {
        offsets ??= scanJson(text).offsets;
        at = nearest(offsets, pointer);
      }
      lines ??= new LineIndex(text);
      return at === undefined ? undefined : lines.position(at);
    },
    prepare(pointers) {
      // Past scanJson's recording depth a document might be deep enough for its recursion to give
      // up early; there the full scan alone says what locate answers.
      if (offsets || limits().maxDepth > MAX_RECORD_DEPTH) return;
      const fresh: string[] = [];
      for (const p of pointers) if (!prepared.has(p)) fresh.push(p);
      if (fresh.length === 0) return;
      for (const [p, at] of locateJsonPointers(text, fresh)) found.set(p, at);
      for (const p of fresh) prepared.add(p);
    }
  };
}

function parseYaml(text: string, file?: string): ParsedText | ParseFailure {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  const pos = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const message = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return { ok: false, format: 'yaml', error: { message, expected: 'valid YAML', ...pos(e.pos[0]), file } };
  }
  // An alias is a copy once read: a 1 MB anchor used 999 times is 1 GB of strings. The expanded
  // size counts against the input limit as if the copies had been written out.
  const max = limits().maxInputChars;
  const expanded = text.includes('*') ? expandedSize(doc, max) : 0;
  if (expanded > max) {
    const over = inputTooLarge(expanded, max) as Diagnostic;
    return {
      ok: false,
      format: 'yaml',
      error: {
        ...over,
        message: `the YAML aliases expand the document to at least ${expanded.toLocaleString('en-US')} characters, over the limit of ${max.toLocaleString('en-US')}`,
        file
      }
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 1000 });
  } catch (e) {
    return {
      ok: false,
      format: 'yaml',
      error: {
        message: `cannot read YAML: ${(e as Error).message}`,
        expected: 'a YAML document without runaway aliases',
        line: 1,
        column: 1,
        file
      }
    };
  }
  let offsets: Map<string, number> | undefined;
  return {
    ok: true,
    value,
    format: 'yaml',
    locate(pointer) {
      offsets ??= yamlOffsets(doc.contents as YamlNode | null);
      const at = nearest(offsets, pointer);
      // A document with no content (only comments, or empty after ---) starts at 1:1.
      return at === undefined ? { line: 1, column: 1 } : pos(at);
    }
  };
}

/** What a YAML node holds directly (a scalar's characters) and the nodes it holds (an alias: its anchor's node). */
function sizeParts(node: unknown, doc: Document): { own: number; kids: object[] } {
  if (isScalar(node)) return { own: node.value == null ? 0 : String(node.value).length, kids: [] };
  if (isAlias(node)) {
    const target = node.resolve(doc);
    return { own: 0, kids: target ? [target] : [] };
  }
  if (isPair(node))
    return { own: 0, kids: [node.key, node.value].filter((k): k is object => !!k && typeof k === 'object') };
  if (isMap(node) || isSeq(node))
    return { own: 0, kids: (node.items as unknown[]).filter((k): k is object => !!k && typeof k === 'object') };
  return { own: 0, kids: [] };
}

/**
 * The characters of a YAML document's scalars with every alias expanded, counted without
 * expanding anything (each node once, aliases by their anchor's total) and without recursion.
 * Stops as soon as the count passes `max`. An alias inside its own anchor counts nothing here:
 * the structure check refuses that document.
 */
function expandedSize(doc: Document, max: number): number {
  const root = doc.contents;
  if (!root || typeof root !== 'object') return 0;
  const memo = new Map<object, number>();
  const open = new Set<object>();
  const stack: Array<{ node: object; kids: object[]; i: number; sum: number }> = [];
  const enter = (node: object) => {
    const { own, kids } = sizeParts(node, doc);
    open.add(node);
    stack.push({ node, kids, i: 0, sum: own });
  };
  enter(root);
  for (;;) {
    const top = stack[stack.length - 1];
    if (top.i < top.kids.length) {
      const kid = top.kids[top.i++];
      const known = memo.get(kid);
      if (known !== undefined) top.sum += known;
      else if (!open.has(kid)) enter(kid);
      if (top.sum > max) return top.sum;
      continue;
    }
    stack.pop();
    open.delete(top.node);
    memo.set(top.node, top.sum);
    if (stack.length === 0) return top.sum;
    stack[stack.length - 1].sum += top.sum;
    if (stack[stack.length - 1].sum > max) return stack[stack.length - 1].sum;
  }
}

function yamlOffsets(root: YamlNode | null): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (node: unknown, pointer: string, depth: number) => {
    if (!node || depth > 512) return;
    const range = (node as { range?: [number, number, number] }).range;
    if (range && !out.has(pointer)) out.set(pointer, range[0]);
    if (isMap(node)) {
      for (const item of node.items) {
        if (!isPair(item)) continue;
        const keyNode = item.key as { range?: [number, number, number] } | null;
        const key = isScalar(item.key) ? String(item.key.value) : String(item.key);
        const child = joinPointer(pointer, key);
        if (keyNode?.range) out.set(child, keyNode.range[0]);
        walk(item.value, child, depth + 1);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, joinPointer(pointer, index), depth + 1));
    }
  };
  walk(root, '', 0);
  return out;
}
