/**
 * Finds where many JSON pointers sit in one walk over JSON text that JSON.parse has accepted,
 * entering only the members and items some pointer names and skipping every other value at the
 * speed of a character loop (strings jump from quote to quote with indexOf). Locating the findings
 * of a 20 MB catalog so costs one pass and a few thousand small strings, where the full
 * position-keeping scan (json-scan.ts) builds a pointer string and a map entry for every value.
 *
 * It records exactly what scanJson would for those pointers and their ancestors: an object member
 * at its key (the last key when one repeats, as scanJson overwrites), an array item and the root at
 * their value (the first time), nothing deeper than MAX_RECORD_DEPTH segments.
 */
import { joinPointer, splitPointer } from './pointer.ts';

/** scanJson records pointers of at most this many segments (its MAX_DEPTH). */
export const MAX_RECORD_DEPTH = 512;

interface Want {
  pointer: string;
  children: Map<string, Want>;
  /** The largest canonical array index among the children, so an array walk can stop after it. */
  maxIndex: number;
}

const want = (pointer: string): Want => ({ pointer, children: new Map(), maxIndex: -1 });
const INDEX = /^(0|[1-9]\d*)$/;

/** The pointers (and every ancestor of each) as a tree of decoded segments, canonical pointers at the nodes. */
function wantTree(pointers: Iterable<string>): Want {
  const root = want('');
  for (const p of pointers) {
    let node = root;
    const segs = splitPointer(p);
    for (let k = 0; k < segs.length && k < MAX_RECORD_DEPTH; k++) {
      const seg = segs[k];
      let next = node.children.get(seg);
      if (!next) {
        next = want(joinPointer(node.pointer, seg));
        node.children.set(seg, next);
        if (INDEX.test(seg) && seg.length < 16) node.maxIndex = Math.max(node.maxIndex, Number(seg));
      }
      node = next;
    }
  }
  return root;
}

/**
 * Offsets (UTF-16, into `text`, a BOM counted) of the pointers and their ancestors that exist in
 * the document; a pointer that does not exist is absent and its nearest existing ancestor present.
 * `text` must be JSON that JSON.parse accepts (after a BOM): the walk does not validate.
 */
export function locateJsonPointers(text: string, pointers: Iterable<string>): Map<string, number> {
  const out = new Map<string, number>();
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i++;
      else break;
    }
  };
  /** i at an opening quote -> i just past the closing one. */
  const skipString = () => {
    let q = i + 1;
    while (true) {
      q = text.indexOf('"', q);
      let k = q - 1;
      while (text.charCodeAt(k) === 92) k--;
      if ((q - 1 - k) % 2 === 0) break;
      q++;
    }
    i = q + 1;
  };
  /** i at the start of any value -> i just past it. */
  const skipValue = () => {
    const c = text.charCodeAt(i);
    if (c === 34) return skipString();
    if (c !== 123 && c !== 91) {
      // A number or a literal: up to the next delimiter.
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9) break;
        i++;
      }
      return;
    }
    i++;
    skipRest(1);
  };
  /** Inside `depth` open containers -> just past the one that closes them all. */
  const skipRest = (depth: number) => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        skipString();
        continue;
      }
      i++;
      if (c === 123 || c === 91) depth++;
      else if (c === 125 || c === 93) {
        if (--depth === 0) return;
      }
    }
  };
  const keyAt = (start: number): string => {
    // Most keys have no escapes: their text is their name.
    const raw = text.slice(start + 1, i - 1);
    return raw.indexOf('\\') === -1 ? raw : (JSON.parse(text.slice(start, i)) as string);
  };

  /** i at the start of the value that `node` stands for. */
  const walk = (node: Want) => {
    if (node.children.size === 0) return skipValue();
    const c = text.charCodeAt(i);
    if (c === 123) {
      i++;
      ws();
      if (text.charCodeAt(i) === 125) {
        i++;
        return;
      }
      while (true) {
        ws();
        const start = i;
        skipString();
        const child = node.children.get(keyAt(start));
        // A repeated key moves the member to its last occurrence, as in scanJson.
        if (child) out.set(child.pointer, start);
        ws();
        i++; // ':'
        ws();
        if (child) walk(child);
        else skipValue();
        ws();
        if (text.charCodeAt(i++) === 125) return; // '}', else ','
      }
    }
    if (c === 91) {
      i++;
      ws();
      if (text.charCodeAt(i) === 93) {
        i++;
        return;
      }
      for (let index = 0; ; index++) {
        ws();
        if (index > node.maxIndex) return skipRest(1);
        const child = node.children.get(String(index));
        if (child) {
          if (!out.has(child.pointer)) out.set(child.pointer, i);
          walk(child);
        } else skipValue();
        ws();
        if (text.charCodeAt(i++) === 93) return; // ']', else ','
      }
    }
    skipValue();
  };

  ws();
  out.set('', i);
  const tree = wantTree(pointers);
  if (tree.children.size > 0) walk(tree);
  return out;
}
