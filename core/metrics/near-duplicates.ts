/**
 * Name-collision look-alikes of real tools, for `source: { from: near_duplicate, of: [...] }`.
 * For each real name, in this order of families:
 *   1. `<name>_v2`          a versioned copy
 *   2. `<name>_internal`    an internal copy
 *   3. casing: camelCase, PascalCase, UPPER_SNAKE (only those that differ from the name)
 *   4. plural/singular of the last word (`get_product` <-> `get_products`, `query` <-> `queries`)
 * The pool lists family 1 for every name, then family 2 for every name, and so on (round-robin), so
 * a small count spreads over the names. Duplicates and anything equal to a real tool name are dropped.
 */

/** Words of a tool name: split on `_`, `-`, `.`, spaces and camelCase boundaries. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((w) => w !== '');
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

export function casingVariants(name: string): string[] {
  const words = nameWords(name);
  if (words.length === 0) return [];
  const lower = words.map((w) => w.toLowerCase());
  const variants = [
    lower[0] + lower.slice(1).map(cap).join(''),
    lower.map(cap).join(''),
    lower.map((w) => w.toUpperCase()).join('_')
  ];
  return variants.filter((v) => v !== name);
}

/** Toggle the number of the name's last word, keeping the rest of the name untouched. */
export function pluralVariant(name: string): string | undefined {
  // The last word: a lower-case run (optionally capitalized) or an all-caps run, before any tail of
  // separators, digits or a version marker (`_v1`).
  const m = /([A-Z]?[a-z]+|[A-Z]+)((?:[^A-Za-z]+|[vV](?=\d))*)$/.exec(name);
  if (!m) return undefined;
  const word = m[1];
  const upper = word === word.toUpperCase() && word !== word.toLowerCase();
  const w = word.toLowerCase();
  let out: string;
  if (w.length > 3 && w.endsWith('ies')) out = w.slice(0, -3) + 'y';
  else if (/(ss|x|ch|sh|zz)es$/.test(w)) out = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) out = w.slice(0, -1);
  else if (/[^aeiou]y$/.test(w)) out = w.slice(0, -1) + 'ies';
  else if (/(s|x|ch|sh|z)$/.test(w)) out = w + 'es';
  else out = w + 's';
  if (out === '') return undefined;
  // Keep the word's own casing: ALL CAPS stays all caps, a capitalized camelCase word stays capitalized.
  const cased = upper
    ? out.toUpperCase()
    : word.charAt(0) !== w.charAt(0)
      ? out.charAt(0).toUpperCase() + out.slice(1)
      : out;
  return name.slice(0, m.index) + cased + m[2];
}

/** The families for one name, in family order. */
export function variantFamilies(name: string): string[][] {
  const plural = pluralVariant(name);
  return [[`${name}_v2`], [`${name}_internal`], casingVariants(name), plural ? [plural] : []];
}

/** The full near-duplicate pool for `of`, round-robin by family, never equal to a name in `real`. */
export function nearDuplicatePool(
  of: readonly string[],
  real: ReadonlySet<string>
): Array<{ name: string; of: string }> {
  const families = of.map((name) => ({ name, families: variantFamilies(name) }));
  const out: Array<{ name: string; of: string }> = [];
  const seen = new Set<string>();
  const familyCount = 4;
  for (let f = 0; f < familyCount; f++) {
    const width = Math.max(0, ...families.map((x) => x.families[f].length));
    for (let k = 0; k < width; k++) {
      for (const x of families) {
        const v = x.families[f][k];
        if (v === undefined || seen.has(v) || real.has(v)) continue;
        seen.add(v);
        out.push({ name: v, of: x.name });
      }
    }
  }
  return out;
}
