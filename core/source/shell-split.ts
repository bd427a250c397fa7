/**
 * Splits a command line into words the way a POSIX shell tokenises one, without running a shell:
 * `--judge "node judge.mjs --model 'gpt 4'"` becomes [node, judge.mjs, --model, gpt 4]. Quoting
 * and backslashes follow sh (single quotes are literal; inside double quotes a backslash escapes
 * only $ ` " \ and newline; outside quotes it escapes any character, and backslash-newline is
 * removed). Nothing is expanded: `$HOME`, `*` and `;` stay literal text, because the string comes
 * from a flag or a suite's hook and must never become shell code.
 */

export type SplitResult = { ok: true; words: string[] } | { ok: false; message: string; column: number };

const DOUBLE_QUOTE_ESCAPES = new Set(['$', '`', '"', '\\', '\n']);

export function shellSplit(line: string): SplitResult {
  const words: string[] = [];
  let word = '';
  // A word exists once any of its characters or quotes was seen: "" is an empty argument.
  let inWord = false;
  let i = 0;
  while (i < line.length) {
    const c = line[i];
    if (c === ' ' || c === '\t' || c === '\n') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i++;
    } else if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) return { ok: false, message: 'unterminated single quote', column: i + 1 };
      word += line.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '"') {
      const start = i;
      i++;
      for (;;) {
        if (i >= line.length) return { ok: false, message: 'unterminated double quote', column: start + 1 };
        const d = line[i];
        if (d === '"') break;
        if (d === '\\' && i + 1 < line.length && DOUBLE_QUOTE_ESCAPES.has(line[i + 1])) {
          if (line[i + 1] !== '\n') word += line[i + 1];
          i += 2;
        } else {
          word += d;
          i++;
        }
      }
      inWord = true;
      i++;
    } else if (c === '\\') {
      if (i + 1 >= line.length) return { ok: false, message: 'a backslash at the end escapes nothing', column: i + 1 };
      if (line[i + 1] !== '\n') {
        word += line[i + 1];
        inWord = true;
      }
      i += 2;
    } else {
      word += c;
      inWord = true;
      i++;
    }
  }
  if (inWord) words.push(word);
  return { ok: true, words };
}

const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** The inverse, for display: words joined so that shellSplit gives them back (single quotes where needed). */
export function shellJoin(words: string[]): string {
  return words.map((w) => (PLAIN_WORD.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ');
}
