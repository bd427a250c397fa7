/**
 * Which of many fixed strings occur in a text, in one pass over the text (Aho-Corasick): the
 * catalog rules that look for every tool name in every description (OVL-004) stay linear in the
 * catalog instead of names × descriptions `includes` calls.
 */

export interface SubstringSet {
  /** The indices (into the patterns given) of every pattern that occurs in `text`, ascending. */
  find(text: string): number[];
}

/** Builds the matcher once; `find` then costs O(text length + patterns found). Case-sensitive. */
export function substringSet(patterns: readonly string[]): SubstringSet {
  // The trie: per node, its children by UTF-16 code unit, its failure link, the pattern that ends
  // there (-1: none), and the nearest node down the failure chain where a pattern ends.
  const next: Array<Map<number, number>> = [new Map()];
  const ends: number[] = [-1];
  patterns.forEach((p, k) => {
    if (p.length === 0) return;
    let node = 0;
    for (let i = 0; i < p.length; i++) {
      const c = p.charCodeAt(i);
      let child = next[node].get(c);
      if (child === undefined) {
        child = next.length;
        next.push(new Map());
        ends.push(-1);
        next[node].set(c, child);
      }
      node = child;
    }
    // Duplicate patterns: the first index stands for all of them (see `same` below).
    if (ends[node] === -1) ends[node] = k;
  });
  const fail = new Int32Array(next.length);
  const output = new Int32Array(next.length).fill(-1);
  // Breadth-first, so a node's failure target is finished before the node.
  const queue: number[] = [];
  for (const child of next[0].values()) queue.push(child);
  for (let q = 0; q < queue.length; q++) {
    const node = queue[q];
    output[node] = ends[fail[node]] !== -1 ? fail[node] : output[fail[node]];
    for (const [c, child] of next[node]) {
      let f = fail[node];
      while (f !== 0 && !next[f].has(c)) f = fail[f];
      const target = next[f].get(c);
      fail[child] = target !== undefined && target !== child ? target : 0;
      queue.push(child);
    }
  }
  // Every index whose pattern equals an earlier one's, reported with it.
  const same = new Map<number, number[]>();
  const first = new Map<string, number>();
  patterns.forEach((p, k) => {
    const f = first.get(p);
    if (f === undefined) first.set(p, k);
    else {
      const list = same.get(f);
      if (list) list.push(k);
      else same.set(f, [k]);
    }
  });
  return {
    find(text) {
      const found: number[] = [];
      // A node's output chain is reported once per text: the second visit would add nothing.
      const reported = new Set<number>();
      let node = 0;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        let child = next[node].get(c);
        while (child === undefined && node !== 0) {
          node = fail[node];
          child = next[node].get(c);
        }
        node = child ?? 0;
        for (let m = ends[node] !== -1 ? node : output[node]; m > 0 && !reported.has(m); m = output[m]) {
          reported.add(m);
          found.push(ends[m], ...(same.get(ends[m]) ?? []));
        }
      }
      return found.sort((a, b) => a - b);
    }
  };
}
