/**
 * What the SEC rules read: every piece of text the agent is shown for a tool (its description,
 * its title, and the descriptions, titles and string values of its input and output schemas at any
 * depth), each with its JSON pointer, so a finding points at the exact field that carries the poisoned text.
 */
import type { Tool } from '../../../catalog/types.ts';
import { isPlainObject } from '../../tool-facts.ts';
import type { RawFinding } from '../../types.ts';
import { excerpt, scanText } from './description-text.ts';
import { lastToolMemo } from './last-tool-memo.ts';
import { walkSchema } from './schema-walk.ts';

export interface ToolText {
  text: string;
  /** Pointer relative to the tool, e.g. `/description`, `/inputSchema/properties/q/description`. */
  pointer: string;
  /** For messages: `the description`, `the description of "q"`. */
  where: string;
  /** What matchTexts made of it (null: compact), kept on the text, which is cached per tool, for the four pattern rules. */
  verdicts?: Verdicts | null;
}

/** Keywords whose string values reach the model as text beside descriptions and titles. */
const VALUE_KEYS = ['enum', 'examples'] as const;
const SCALAR_VALUE_KEYS = ['const', 'default'] as const;
/** Enough values of one list to read: a poisoned enum hides its payload early, and a 5,000-value list would otherwise dominate the scan. */
const MAX_VALUES = 200;

/**
 * Description and title of the tool, then every description, title and string value (`enum`,
 * `examples`, `const`, `default`) of the input schema and then of the output schema, at any depth,
 * in document order: all of it is pasted into the model's context, so all of it can carry poison.
 * Every SEC rule reads the same tool's texts one after another: collected once per tool.
 */
export const toolTexts: (tool: Tool) => ToolText[] = lastToolMemo(collectTexts);

function collectTexts(tool: Tool): ToolText[] {
  const out: ToolText[] = [];
  if (typeof tool.description === 'string')
    out.push({ text: tool.description, pointer: '/description', where: 'the description' });
  if (typeof tool.title === 'string') out.push({ text: tool.title, pointer: '/title', where: 'the title' });
  if (isPlainObject(tool.annotations) && typeof tool.annotations.title === 'string') {
    out.push({ text: tool.annotations.title, pointer: '/annotations/title', where: 'the annotation title' });
  }
  schemaTexts(tool.inputSchema, '/inputSchema', 'the input schema', out);
  if (tool.outputSchema !== undefined && tool.outputSchema !== null)
    schemaTexts(tool.outputSchema, '/outputSchema', 'the output schema', out);
  return out;
}

function schemaTexts(root: unknown, base: string, rootLabel: string, out: ToolText[]): void {
  const output = base === '/outputSchema';
  for (const node of walkSchema(root, base)) {
    if (!isPlainObject(node.schema)) continue;
    const named = node.name !== undefined ? `"${node.name}"` : node.pointer === base ? rootLabel : node.pointer;
    const label = output && node.name !== undefined ? `the output field ${named}` : named;
    for (const key of ['description', 'title'] as const) {
      const value = node.schema[key];
      if (typeof value === 'string')
        out.push({ text: value, pointer: `${node.pointer}/${key}`, where: `the ${key} of ${label}` });
    }
    for (const key of VALUE_KEYS) {
      const list = node.schema[key];
      if (!Array.isArray(list)) continue;
      const n = Math.min(list.length, MAX_VALUES);
      for (let i = 0; i < n; i++) {
        if (typeof list[i] === 'string')
          out.push({
            text: list[i] as string,
            pointer: `${node.pointer}/${key}/${i}`,
            where: `${key === 'enum' ? 'an enum value' : 'an example'} of ${label}`
          });
      }
    }
    for (const key of SCALAR_VALUE_KEYS) {
      const value = node.schema[key];
      if (typeof value === 'string')
        out.push({ text: value, pointer: `${node.pointer}/${key}`, where: `the ${key} value of ${label}` });
    }
  }
}

/** One labelled pattern of a SEC rule: what kind of thing it catches (the messageId) and how. */
export interface SecPattern {
  messageId: string;
  pattern: RegExp;
  /**
   * A plain word test that every match contains: texts without it skip the (costlier) pattern.
   * Patterns with lookbehinds and lazy gaps are tried at every position of every text, and most
   * texts hold none of their words. Patterns that follow one another with the same gate object
   * share one test of it per text.
   */
  gate?: RegExp;
}

/**
 * At most one finding per text: the first pattern (in rule order) that matches, with the matched
 * passage quoted. Text is read up to the shared scan limit, so a hostile megabyte costs a bounded scan.
 */
export function matchTexts(tool: Tool, patterns: readonly SecPattern[]): RawFinding[] {
  const out: RawFinding[] = [];
  for (const t of toolTexts(tool)) {
    const verdicts = verdictsOf(t);
    if (verdicts === null) continue;
    let hit = verdicts.get(patterns);
    if (hit === undefined) {
      hit = firstMatch(scanText(t.text), patterns);
      verdicts.set(patterns, hit);
    }
    if (hit !== null)
      out.push({ messageId: hit.messageId, data: { where: t.where, quote: hit.quote }, pointer: t.pointer });
  }
  return out;
}

interface Hit {
  messageId: string;
  quote: string;
}

function firstMatch(text: string, patterns: readonly SecPattern[]): Hit | null {
  // Most texts match none of a rule's patterns: one scan of them all together says so.
  if (!anyCanMatch(patterns).test(text)) return null;
  // Consecutive patterns that share one gate object (SEC-004's five) test it once.
  let lastGate: RegExp | undefined;
  let gateOpen = false;
  for (const p of patterns) {
    if (p.gate !== undefined) {
      if (p.gate !== lastGate) {
        lastGate = p.gate;
        gateOpen = p.gate.test(text);
      }
      if (!gateOpen) continue;
    }
    const m = p.pattern.exec(text);
    if (m !== null) return { messageId: p.messageId, quote: quote(text, m.index, m[0].length) };
  }
  return null;
}

const anyOf = new WeakMap<readonly SecPattern[], RegExp>();

/**
 * One regex that matches wherever any of `patterns` matches: their alternation, with the union
 * of their flags (`i` and `m` only widen what a pattern matches), so a text it rejects matches
 * none of them. A list it cannot join (a flag other than g, y, i, m) gets a regex that passes everything.
 */
export function anyCanMatch(patterns: readonly SecPattern[]): RegExp {
  let any = anyOf.get(patterns);
  if (any === undefined) {
    const flags = new Set(patterns.flatMap((p) => [...p.pattern.flags]).filter((f) => f !== 'g' && f !== 'y'));
    any = [...flags].every((f) => f === 'i' || f === 'm')
      ? new RegExp(patterns.map((p) => `(?:${p.pattern.source})`).join('|'), [...flags].join(''))
      : /(?:)/;
    anyOf.set(patterns, any);
  }
  return any;
}

/** What each pattern list made of one text (by the list), shared by every text with the same content. */
type Verdicts = Map<readonly SecPattern[], Hit | null>;

/**
 * The same text recurs across tools (shared parameter descriptions, enum values; a catalog of
 * copies of the same servers more so), and the answer depends on the text alone: each distinct
 * text is matched once per pattern list. Cleared when full, so a long-lived worker stays bounded.
 */
const memo = new Map<string, Verdicts>();
const MEMO_SIZE = 20_000;

/** The verdicts of a text (null: compact, no pattern can match), found once per text object for the four rules. */
function verdictsOf(t: ToolText): Verdicts | null {
  if (t.verdicts !== undefined) return t.verdicts;
  const text = scanText(t.text);
  let verdicts: Verdicts | null = null;
  if (!isCompact(text)) {
    verdicts = memo.get(text) ?? null;
    if (verdicts === null) {
      if (memo.size >= MEMO_SIZE) memo.clear();
      verdicts = new Map();
      memo.set(text, verdicts);
    }
  }
  t.verdicts = verdicts;
  return verdicts;
}

/**
 * A single token with none of the characters markup, URLs or templates need ("open",
 * "in_progress", an id): no prose pattern can match it, and such texts (mostly enum values) are a
 * third of what a catalog holds, so they skip the patterns altogether.
 */
export function isCompact(text: string): boolean {
  return !/[\s<>[\]|:{}$]/.test(text);
}

/** The matched passage with a little context, on one line, shown with escapes for anything invisible. */
export function quote(text: string, start: number, length: number): string {
  const from = Math.max(0, start - 20);
  const to = Math.min(text.length, start + length + 20);
  const body = excerpt(text.slice(from, to), 120);
  return (from > 0 ? '…' : '') + body + (to < text.length && !body.endsWith('…') ? '…' : '');
}
