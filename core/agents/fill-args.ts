/**
 * The lexical agent's arguments for one tool, from the prompt and the tool's input schema:
 *
 * - required string arguments take, in order, the prompt's quoted phrases ("..." or '...');
 *   an argument named in the prompt (`city Paris`, `city: Paris`, `city=Paris`) takes the word after
 *   its name first; without quotes, the first string argument takes the prompt's content words
 *   that the tool's own name and description do not use (the words that name the object);
 * - an argument with an `enum` takes the member the prompt mentions, else the first;
 * - every other required argument takes the schema's `default`, else its first `examples` entry,
 *   else its first `enum` value, else `const`; a number with none of those takes the first number in
 *   the prompt, else 0; a boolean false, an array [], an object {}.
 * Optional arguments are left out. Deterministic: the same prompt and schema give the same arguments.
 */
import type { Tool } from '../catalog/types.ts';
import { isContentWord, nameTerms, stem, textTerms, words } from '../text/terms.ts';
import { isPlainObject } from '../source/values.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';

type Schema = Record<string, unknown>;

/** Quoted phrases in order of appearance. */
export function quotedPhrases(prompt: string): string[] {
  const out: string[] = [];
  for (const m of prompt.matchAll(/"([^"]+)"|“([^”]+)”|(?<![\p{L}\p{N}])'([^']+)'(?![\p{L}\p{N}])/gu))
    out.push((m[1] ?? m[2] ?? m[3]).trim());
  return out.filter((p) => p !== '');
}

/** The value after an argument's name in the prompt: `city Paris`, `city: Paris`, `city=Paris`. */
function namedValue(prompt: string, name: string): string | undefined {
  const escaped = escapeRegExp(name).replace(/_/g, '[_ ]');
  const m = new RegExp(
    `(?<![\\p{L}\\p{N}])${escaped}\\s*[:=]?\\s*(?:"([^"]+)"|([\\p{L}\\p{N}][\\p{L}\\p{N}._/-]*))`,
    'iu'
  ).exec(prompt);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** Prompt words (as written, in order) whose stems the tool's name and description do not have. */
export function objectWords(prompt: string, tool: Tool): string[] {
  const own = new Set([
    ...nameTerms(tool.name),
    ...(typeof tool.description === 'string' ? textTerms(tool.description) : [])
  ]);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of prompt.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = words(m[0])[0];
    if (!w || !isContentWord(w) || own.has(stem(w)) || seen.has(w)) continue;
    seen.add(w);
    out.push(m[0]);
  }
  return out;
}

function fromSchema(s: Schema): { found: true; value: unknown } | { found: false } {
  if ('default' in s) return { found: true, value: s.default };
  if (Array.isArray(s.examples) && s.examples.length > 0) return { found: true, value: s.examples[0] };
  if (Array.isArray(s.enum) && s.enum.length > 0) return { found: true, value: s.enum[0] };
  if ('const' in s) return { found: true, value: s.const };
  return { found: false };
}

function typeOf(s: Schema): string | undefined {
  const t = s.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x) => typeof x === 'string' && x !== 'null') as string | undefined;
  return undefined;
}

export function fillArguments(prompt: string, tool: Tool): Record<string, unknown> {
  const schema = isPlainObject(tool.inputSchema) ? tool.inputSchema : {};
  const props = isPlainObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];
  const quotes = quotedPhrases(prompt);
  const leftovers = objectWords(prompt, tool);
  const numbers = prompt.match(/-?\d+(?:\.\d+)?/g) ?? [];
  const promptWords = new Set(words(prompt));
  const args: Record<string, unknown> = {};
  let quoteIndex = 0;
  let usedLeftovers = false;
  for (const name of required) {
    const s = isPlainObject(props[name]) ? props[name] : {};
    const type = typeOf(s);
    if (Array.isArray(s.enum) && s.enum.length > 0) {
      // A closed set: the member the prompt mentions, else the first.
      const said = s.enum.find((v) => typeof v === 'string' && v !== '' && promptWords.has(v.toLowerCase()));
      args[name] = said ?? s.enum[0];
      continue;
    }
    if (type === 'string' || (type === undefined && !('default' in s))) {
      const named = namedValue(prompt, name);
      if (named !== undefined) args[name] = named;
      else if (quoteIndex < quotes.length) args[name] = quotes[quoteIndex++];
      else if (!usedLeftovers && leftovers.length > 0) {
        args[name] = leftovers.join(' ');
        usedLeftovers = true;
      } else {
        const d = fromSchema(s);
        args[name] = d.found ? d.value : '';
      }
      continue;
    }
    const d = fromSchema(s);
    if (d.found) args[name] = d.value;
    else if (type === 'number' || type === 'integer')
      args[name] = numbers.length > 0 ? (type === 'integer' ? Math.trunc(Number(numbers[0])) : Number(numbers[0])) : 0;
    else if (type === 'boolean') args[name] = false;
    else if (type === 'array') args[name] = [];
    else if (type === 'object') args[name] = {};
    else args[name] = null;
  }
  return args;
}
