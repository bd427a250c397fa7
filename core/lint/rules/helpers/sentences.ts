/**
 * Sentences of a description, for the rules that compare them (DESC-017): split on sentence ends
 * (`.`, `!`, `?` before a space; `。！？` anywhere) and line breaks, outside fenced code, each with
 * its words normalised (case, Markdown marks, list markers, end punctuation). CJK text has no
 * spaces, so each CJK character counts as a token of its own and half a word toward the length.
 */
import { scanText } from './description-text.ts';

export interface Sentence {
  /** As written, trimmed. */
  text: string;
  /** Lower case, Markdown marks and list markers removed, single spaces, no end punctuation. */
  normal: string;
  /** Latin words and single CJK characters of `normal`. */
  tokens: readonly string[];
  /** Words it is long: Latin words plus half the CJK characters. */
  words: number;
  /** A list item (`- x`, `* x`, `1. x`) rather than prose. */
  listItem: boolean;
  /** Code, a URL or a template rather than prose (braces, `=`, `$`, `<`, `;`, backslash). */
  code: boolean;
  /** The first sentence after a blank line (or of the text): it opens a paragraph. */
  paragraphStart: boolean;
}

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const TOKEN = /[\p{L}\p{N}]+/gu;
const LIST_MARKER = /^\s*(?:[-*•+]|\d+[.)])\s+/;

function tokensOf(normal: string): string[] {
  const out: string[] = [];
  for (const m of normal.matchAll(TOKEN)) {
    // A run of CJK characters is a phrase, not a word: each character is a token.
    if (CJK.test(m[0])) for (const ch of m[0]) out.push(ch);
    else out.push(m[0]);
  }
  return out;
}

function sentence(raw: string, listItem: boolean, paragraphStart: boolean): Sentence | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const normal = text
    .toLowerCase()
    .replace(/[`*_#>"'“”‘’()[\]（）「」]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?。！？:：;；,，]+$/u, '')
    .trim();
  // Most sentences hold no CJK character: their tokens are the matches as they are.
  const hasCjk = CJK.test(normal);
  const tokens = hasCjk ? tokensOf(normal) : (normal.match(TOKEN) ?? []);
  const cjk = hasCjk ? tokens.filter((t) => CJK.test(t)).length : 0;
  return {
    text,
    normal,
    tokens,
    words: tokens.length - cjk + cjk / 2,
    listItem,
    code: /[{}=$<;\\]|https?:\/\//.test(text),
    paragraphStart
  };
}

/**
 * The description's sentences in order, fenced code blocks left out. Several rules split the
 * same texts (DESC-017 and DESC-018 each read every description, and a catalog repeats its
 * argument descriptions across tools): each distinct text is split once, and the answer is shared,
 * so it is read-only. The memo is emptied when full, so a long-lived worker stays bounded.
 */
export function sentences(description: string): readonly Sentence[] {
  let split = memo.get(description);
  if (split === undefined) {
    split = splitSentences(description);
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(description, split);
  }
  return split;
}

const memo = new Map<string, readonly Sentence[]>();
const MEMO_SIZE = 20_000;

function splitSentences(description: string): Sentence[] {
  const prose = scanText(description).replace(/```[\s\S]*?(```|$)/g, '\n');
  const out: Sentence[] = [];
  let afterBlank = true;
  for (const line of prose.split(/\n/)) {
    if (line.trim() === '') {
      afterBlank = true;
      continue;
    }
    // The marker is read off the line first: "1. Foo" is one item, not the sentence "1." and "Foo".
    const listItem = LIST_MARKER.test(line);
    for (const piece of line.replace(LIST_MARKER, '').split(/(?<=[.!?])\s+(?=\S)|(?<=[。！？])/u)) {
      const s = sentence(piece, listItem, afterBlank);
      if (s === undefined) continue;
      out.push(s);
      afterBlank = false;
    }
  }
  return out;
}
