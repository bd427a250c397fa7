/**
 * A JSON scanner that records where every value sits, so a JSON pointer can be turned into
 * line:column, and that explains a syntax error with its position and what was expected.
 * JSON.parse builds the value (it is much faster); this runs only to locate or to explain.
 */
import { joinPointer } from './pointer.ts';

export interface JsonScan {
  /** pointer -> offset: of the member's key for object members, of the value otherwise. */
  offsets: Map<string, number>;
  error?: { offset: number; message: string; expected: string };
}

const MAX_DEPTH = 512;
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t'
};

class ScanError {
  constructor(
    readonly offset: number,
    readonly message: string,
    readonly expected: string
  ) {}
}

export function scanJson(text: string): JsonScan {
  const offsets = new Map<string, number>();
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;

  const describe = (at: number): string => {
    if (at >= n) return 'end of input';
    const ch = text[at];
    return /\s/.test(ch) ? `whitespace` : `'${ch}'`;
  };
  const fail = (expected: string, at = i): never => {
    throw new ScanError(at, `unexpected ${describe(at)}, expected ${expected}`, expected);
  };
  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i++;
      else break;
    }
  };
  /** Reads a string; `decode` false only validates it (values need no text, keys do). */
  const string = (decode = true): string => {
    const start = i;
    i++; // opening quote
    let out = '';
    let chunk = i;
    while (true) {
      if (i >= n) throw new ScanError(start, 'unterminated string', "a closing '\"'");
      const c = text.charCodeAt(i);
      if (c === 34) {
        if (decode) out += text.slice(chunk, i);
        i++;
        return out;
      }
      if (c < 0x20) throw new ScanError(i, 'control character in string', 'an escaped character such as \\n');
      if (c === 92) {
        if (decode) out += text.slice(chunk, i);
        const e = text[i + 1];
        if (e !== undefined && e in SIMPLE_ESCAPES) {
          out += SIMPLE_ESCAPES[e];
          i += 2;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else {
          throw new ScanError(i, 'invalid escape in string', 'one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX');
        }
        chunk = i;
        continue;
      }
      i++;
    }
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail('a value (object, array, string, number, true, false or null)');
  };
  const number = () => {
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m || m[0] === '' || m[0] === '-') fail('a value (object, array, string, number, true, false or null)');
    i += m![0].length;
  };
  const value = (pointer: string, depth: number, record: boolean) => {
    ws();
    if (record) {
      if (!offsets.has(pointer)) offsets.set(pointer, i);
    }
    const rec = record && depth < MAX_DEPTH;
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      while (true) {
        ws();
        if (text[i] !== '"')
          fail(
            text[i] === '}' ? 'a property name (trailing commas are not allowed)' : 'a property name in double quotes'
          );
        const keyAt = i;
        const key = string();
        const child = rec ? joinPointer(pointer, key) : pointer;
        if (rec) offsets.set(child, keyAt);
        ws();
        if (text[i] !== ':') fail("':' after the property name");
        i++;
        value(child, depth + 1, rec);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        fail("',' or '}'");
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      let index = 0;
      while (true) {
        ws();
        if (text[i] === ']') fail('a value (trailing commas are not allowed)');
        value(rec ? joinPointer(pointer, index) : pointer, depth + 1, rec);
        index++;
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        fail("',' or ']'");
      }
    }
    if (ch === '"') return void string(false);
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || (ch >= '0' && ch <= '9')) return number();
    fail('a value (object, array, string, number, true, false or null)');
  };

  try {
    value('', 0, true);
    ws();
    if (i < n) fail('end of input after the top-level value');
  } catch (e) {
    if (e instanceof ScanError)
      return { offsets, error: { offset: e.offset, message: e.message, expected: e.expected } };
    if (e instanceof RangeError) {
      return {
        offsets,
        error: { offset: i, message: 'document is nested too deeply', expected: 'fewer nested levels' }
      };
    }
    throw e;
  }
  return { offsets };
}
