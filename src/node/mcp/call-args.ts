/**
 * A tool call's arguments from the command line: one JSON object (`'{"q": "rust"}'`), or
 * `key=value` words typed by the tool's inputSchema (a `number` property reads `n=3` as 3, a
 * `boolean` `flag=true` as true, an `array`/`object` its value as JSON; `key:=JSON` always reads
 * JSON). Dotted keys are not paths: `a.b=1` sets the property "a.b".
 */
import { parseText } from '#core/source/parse-text';
import { isPlainObject } from '#core/source/values';

export type ArgsResult = { ok: true; args: Record<string, unknown> } | { ok: false; error: string };

type Obj = Record<string, unknown>;

function typesOf(schema: unknown, key: string): string[] {
  if (!isPlainObject(schema) || !isPlainObject(schema.properties)) return [];
  const prop = schema.properties[key];
  if (!isPlainObject(prop)) return [];
  const t = prop.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  if (Array.isArray(prop.enum) && prop.enum.every((v) => typeof v === 'string')) return ['string'];
  return [];
}

function readJson(text: string, what: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const parsed = parseText(text, { file: what, format: 'json' });
  if (parsed.ok) return { ok: true, value: parsed.value };
  const e = parsed.error;
  return {
    ok: false,
    error: `${what}: ${e.line !== undefined ? `${e.line}:${e.column}: ` : ''}${e.message}${e.expected ? `, expected ${e.expected}` : ''}`
  };
}

/** One `key=value` value, read as the property's declared type says. */
function typed(key: string, raw: string, types: string[]): { ok: true; value: unknown } | { ok: false; error: string } {
  const want = types.filter((t) => t !== 'null');
  if (want.length === 0 || want.includes('string')) return { ok: true, value: raw };
  if (want.includes('integer') || want.includes('number')) {
    const n = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(n)) return { ok: true, value: n };
    if (want.length === 1 || !want.some((t) => t === 'array' || t === 'object' || t === 'boolean'))
      return {
        ok: false,
        error: `argument ${key}=${raw}: the inputSchema says ${want.join(' or ')}; "${raw}" is not a number`
      };
  }
  if (want.includes('boolean') && (raw === 'true' || raw === 'false')) return { ok: true, value: raw === 'true' };
  if (want.length === 1 && want[0] === 'boolean')
    return { ok: false, error: `argument ${key}=${raw}: the inputSchema says boolean; write true or false` };
  return readJson(raw, `argument ${key} (${want.join(' or ')}, written as JSON)`);
}

/** The call's arguments from the words after the tool name. */
export function parseCallArgs(words: string[], inputSchema: unknown): ArgsResult {
  if (words.length === 0) return { ok: true, args: {} };
  if (words.length === 1 && /^\s*\{/.test(words[0])) {
    const r = readJson(words[0], 'arguments');
    if (!r.ok) return r;
    if (!isPlainObject(r.value)) return { ok: false, error: 'arguments: expected one JSON object' };
    return { ok: true, args: r.value };
  }
  const args: Obj = {};
  for (const w of words) {
    const at = w.search(/:?=/);
    if (at <= 0)
      return {
        ok: false,
        error: `"${w.slice(0, 80)}" is not an argument: write key=value (typed by the inputSchema), key:=JSON, or one JSON object`
      };
    const raw = w[at] === ':';
    const key = w.slice(0, at);
    const value = w.slice(at + (raw ? 2 : 1));
    if (Object.hasOwn(args, key)) return { ok: false, error: `argument ${key} is given twice` };
    const r = raw
      ? readJson(value, `argument ${key} (key:= takes JSON)`)
      : typed(key, value, typesOf(inputSchema, key));
    if (!r.ok) return r;
    args[key] = r.value;
  }
  return { ok: true, args };
}
