/**
 * drop_keyword(word): removes every whole-word, case-insensitive occurrence of `word`. Whole word
 * means not touching another letter or digit on either side, the same boundary the selector's
 * tokenizer uses, so `_`, `-` and punctuation separate. With each occurrence one adjacent run of
 * spaces/tabs goes too (the following one, else the preceding one) so no double spaces are left.
 * A word the description does not contain changes nothing (a no-op, drop 0).
 */
import type { Mutation } from '../types.ts';
import { escapeRegExp } from '../../text/escape-regexp.ts';

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

export function dropWord(text: string, word: string): string {
  if (word === '') return text;
  // The word is escaped, so the pattern is linear: no user-controlled regex runs here.
  const pattern = new RegExp(escapeRegExp(word), 'giu');
  let out = '';
  let last = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (isWordChar(before(text, start)) || isWordChar(after(text, end))) {
      pattern.lastIndex = start + 1;
      continue;
    }
    let cutStart = start;
    let cutEnd = end;
    if (isBlank(text[cutEnd])) while (isBlank(text[cutEnd])) cutEnd++;
    else while (cutStart > last && isBlank(text[cutStart - 1])) cutStart--;
    out += text.slice(last, cutStart);
    last = cutEnd;
    pattern.lastIndex = Math.max(end, cutEnd);
  }
  return last === 0 ? text : out + text.slice(last);
}

/** The code point ending just before `index` (handles surrogate pairs). */
function before(text: string, index: number): string | undefined {
  if (index === 0) return undefined;
  const cp = text.codePointAt(index - 1)!;
  if (cp >= 0xdc00 && cp <= 0xdfff && index >= 2) return String.fromCodePoint(text.codePointAt(index - 2)!);
  return String.fromCodePoint(cp);
}

function after(text: string, index: number): string | undefined {
  if (index >= text.length) return undefined;
  return String.fromCodePoint(text.codePointAt(index)!);
}

export const dropKeyword: Mutation = {
  kind: 'drop_keyword',
  params: ['word'],
  summary: 'remove every whole-word, case-insensitive occurrence of `word`',
  apply: (description, spec) => (description === undefined ? undefined : dropWord(description, spec.word ?? ''))
};
