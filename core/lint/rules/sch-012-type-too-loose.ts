/**
 * SCH-012: an argument's type admits values its meaning never has: a count, page, index, port or
 * numeric id typed `number` (so 2.5 validates), or a yes/no flag typed `string`.
 */
import { declaredTypes, isPlainObject } from '../tool-facts.ts';
import { defineRule, type RawFinding } from '../types.ts';
import { nameWords, scanText } from './helpers/description-text.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** Last name words that only ever hold a whole number: a count, a position, a port, a numeric id. */
const WHOLE_LAST_WORDS = new Set([
  'count',
  'limit',
  'offset',
  'skip',
  'page',
  'depth',
  'steps',
  'retries',
  'replicas',
  'port',
  'line',
  'index',
  'idx',
  'id',
  'pid',
  'number',
  'num'
]);
/** Whole names that are counts on their own (`n` results, `top_k`, `per_page`). */
const WHOLE_NAMES = new Set(['n', 'k', 'top k', 'topk']);
/** First words that make a plural a count: `maxResults`, `num_dimensions`, `minItems`. */
const COUNT_PREFIXES = new Set(['max', 'min', 'num']);
/** Nouns whose "number" is a value, not a whole number (`phone_number`, `version_number`). */
const VALUE_NUMBERS = new Set(['phone', 'fax', 'card', 'account', 'tax', 'vat', 'serial', 'version']);
/** Name words of quantities that are real-valued by nature: times, coordinates, ratios, money, sizes on screen. */
const REAL_WORDS = new Set([
  'seconds',
  'second',
  'secs',
  'sec',
  'ms',
  'millis',
  'milliseconds',
  'minutes',
  'hours',
  'duration',
  'timeout',
  'delay',
  'interval',
  'ttl',
  'age',
  'latitude',
  'longitude',
  'lat',
  'lng',
  'lon',
  'radius',
  'scale',
  'ratio',
  'rate',
  'percent',
  'percentage',
  'temperature',
  'score',
  'amount',
  'price',
  'cost',
  'weight',
  'threshold',
  'probability',
  'confidence',
  'factor',
  'x',
  'y',
  'z',
  'width',
  'height',
  'opacity',
  'zoom',
  'quality',
  'distance',
  'value',
  'balance',
  'budget',
  'penalty',
  'strength',
  'volume',
  'speed',
  'similarity',
  'capacity',
  'quantity',
  'qty',
  'units',
  'unit',
  'p'
]);

/** Description openings that say the value is a count, in English, Chinese, Japanese and Korean. */
const SAYS_COUNT =
  /^\s*(optional[:.]?\s*)?(the\s+)?((maximum|max|minimum|min|total)\s+)?(number|count)\s+of\b|\bhow\s+many\b|\b(first|last|top)\s+N\b|(最大)?(数量|个数|條數|条数|件数|個数|最大数|개수|건수|최대\s*개수)/i;
/** Prose that says fractions are meant: a time unit, a ratio, a decimal example. */
const SAYS_REAL =
  /\b(seconds?|secs?|minutes?|hours?|milliseconds?|ms|percent(age)?|ratio|fraction(al)?|decimals?|float(ing)?|degrees?)\b|%|(^|[^\d.])\d*\.\d+\b|\bbetween\s+0(\.0)?\s+and\s+1(\.0)?\b|秒|分钟|小数|比例|小数点|割合|초|비율/i;

/** Why this name or description holds only whole numbers; undefined when neither says so. */
function wholeNumberSignal(name: string, description: string | undefined): string | undefined {
  const words = nameWords(name);
  if (words.length === 0 || words.some((w) => REAL_WORDS.has(w))) return undefined;
  if (description !== undefined && SAYS_REAL.test(description)) return undefined;
  const last = words[words.length - 1];
  const noun = words[words.length - 2];
  if (WHOLE_NAMES.has(words.join(' '))) return `the name "${name}"`;
  if (WHOLE_LAST_WORDS.has(last) && !(last === 'number' && noun !== undefined && VALUE_NUMBERS.has(noun)))
    return `the name "${name}"`;
  if (words.length >= 2 && COUNT_PREFIXES.has(words[0]) && /[a-z]s$/.test(last)) return `the name "${name}"`;
  const said = description === undefined ? null : SAYS_COUNT.exec(description);
  return said === null ? undefined : `the description "${said[0].trim()}"`;
}

/** A plain `number` (a `null` alternative allowed) that nothing else restricts to whole values. */
function looseNumber(s: Record<string, unknown>): boolean {
  const types = declaredTypes(s).filter((t) => t !== 'null');
  if (types.length !== 1 || types[0] !== 'number' || 'enum' in s || 'const' in s) return false;
  if (typeof s.multipleOf === 'number' && Number.isInteger(s.multipleOf)) return false;
  const samples = [...(Array.isArray(s.examples) ? s.examples : []), ...('default' in s ? [s.default] : [])];
  return !samples.some((v) => typeof v === 'number' && !Number.isInteger(v));
}

const BOOLEAN_WORDS = new Set(['true', 'false']);
/** Prose that says a string carries a boolean: "(bool as string)", "boolean as a string", "'true' or 'false'". */
const SAYS_BOOLEAN_STRING =
  /\bbool(ean)?\s+(as|in)\s+(a\s+)?string\b|^\s*["'`]?true["'`]?\s*(or|\/|\|)\s*["'`]?false["'`]?\b|\(\s*["'`]?true["'`]?\s*(or|\/|\|)\s*["'`]?false["'`]?\s*\)/i;

/** Why this string holds a yes/no flag: an enum of exactly "true" and "false", or prose that says so. */
function booleanStringSignal(s: Record<string, unknown>, description: string | undefined): string | undefined {
  const types = declaredTypes(s).filter((t) => t !== 'null');
  if (types.length !== 1 || types[0] !== 'string') return undefined;
  if (Array.isArray(s.enum)) {
    const values = s.enum.filter((v) => v !== null);
    const flags = new Set(values.map((v) => (typeof v === 'string' ? v.toLowerCase() : '')));
    return values.length === 2 && flags.size === 2 && [...flags].every((v) => BOOLEAN_WORDS.has(v))
      ? `the enum ${JSON.stringify(s.enum)}`
      : undefined;
  }
  if ('const' in s || 'pattern' in s || 'format' in s) return undefined;
  const said = description === undefined ? null : SAYS_BOOLEAN_STRING.exec(description);
  return said === null ? undefined : `the description "${said[0].trim()}"`;
}

/** A name or description that says yes/no: "Whether ...", `isRevision`, `nextThoughtNeeded`, 是否, かどうか, 여부. */
const SAYS_FLAG = /^\s*(whether|if|true\s+to|set\s+(it\s+)?to\s+true)\b|是否|かどうか|여부/i;
const FLAG_NAME_FIRST = new Set(['is', 'has', 'needs', 'should', 'can', 'enable', 'include', 'allow', 'use']);
const FLAG_NAME_LAST = new Set(['needed', 'enabled', 'required', 'allowed']);

/** The branches of `type: [...]` or of an `anyOf`/`oneOf` of plain typed schemas, `null` left out; undefined when mixed. */
function branchTypes(s: Record<string, unknown>): Array<[string, Record<string, unknown>]> | undefined {
  const listed = declaredTypes(s).filter((t) => t !== 'null');
  if (listed.length > 0) return listed.map((t) => [t, {}]);
  const branches = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : undefined;
  if (branches === undefined) return undefined;
  const out: Array<[string, Record<string, unknown>]> = [];
  for (const b of branches) {
    if (!isPlainObject(b) || typeof b.type !== 'string') return undefined;
    if (b.type !== 'null') out.push([b.type, b]);
  }
  return out;
}

/** Why a boolean-or-any-string argument is a flag; undefined when the string branch has a meaning of its own. */
function flagOrAnyString(
  name: string,
  s: Record<string, unknown>,
  description: string | undefined
): string | undefined {
  const branches = branchTypes(s);
  if (branches?.length !== 2 || 'enum' in s || 'const' in s || 'pattern' in s || 'format' in s) return undefined;
  const str = branches.find(([t]) => t === 'string');
  if (str === undefined || !branches.some(([t]) => t === 'boolean')) return undefined;
  const own = str[1];
  if (['enum', 'const', 'pattern', 'format', 'description', 'minLength'].some((k) => k in own)) return undefined;
  const words = nameWords(name);
  if (FLAG_NAME_FIRST.has(words[0]) || FLAG_NAME_LAST.has(words[words.length - 1])) return `the name "${name}"`;
  const said = description === undefined ? null : SAYS_FLAG.exec(description);
  return said === null ? undefined : `the description "${said[0].trim()}"`;
}

export const sch012TypeTooLoose = defineRule({
  id: 'SCH-012',
  slug: 'type-too-loose',
  category: 'schema',
  severity: 'hint',
  docs: {
    summary:
      'An argument (at any depth) is typed looser than what it means: a count, page, offset, index, depth, port, line or numeric id typed `number` (so 2.5 validates), or a yes/no flag typed `string` (an enum of "true"/"false", "bool as string") or boolean-or-any-string (`type: ["boolean", "string"]` on "Whether ...", `isRevision`).',
    why:
      'The type is what a client validates and what a model reads to shape the value. `number` on `limit` or `pullRequestId` lets 2.5 through to a server that then rejects or truncates it, and tells the model nothing the name does not; `integer` is one word and lets clients and providers check the call. A flag typed `string` invites `true` (a JSON boolean), which a validating client rejects, or `"yes"`, which the server may read as false. ' +
      'Decisions: a name decides when its last word is a whole-number word (`count`, `limit`, `offset`, `skip`, `page`, `depth`, `steps`, `retries`, `replicas`, `port`, `line`, `index`, `id`, `number`), it is `n`/`k`/`top_k`, or it is a plural after max/min/num (`maxResults`, `numDimensions`); otherwise a description opening "Number of ...", "how many", "first N", 数量/件数/개수. Never for real-valued quantities: a name word such as seconds, timeout, duration, delay, latitude, radius, scale, ratio, rate, percent, score, amount, price, quantity, units, width, height, quality, value, or prose naming a time unit, a ratio, a percentage or a decimal ("0.5", "between 0 and 1", 秒, 比例); never when `multipleOf` is a whole number or an example or default is fractional. `phone_number`-like values are left to other rules.',
    fix: 'Type it `integer`, with `minimum` (and `maximum` where known); type a flag `boolean`.',
    notes:
      "**On the corpora** (`--preset all`): catalogs/ 205 firings (azure-devops 72: `top`, `skip`, numeric `*Id`s, line numbers; chrome-devtools `pageId` on 31 tools; github `page`/`per_page`/`pull_number`; `limit` on slack, sentry, cloudflare, mongodb; sequential-thinking's three boolean-or-any-string flags); catalogs-2/ 120 (paddle `perPage` 20, resend `limit` 16, codacy `limit`, dynatrace `max*ToDisplay`, digitalocean's three \"bool as string\" flags); catalogs-3/ 198 (checkpoint-quantum `limit`/`offset` 74, creem `pageNumber`, metabase numeric ids). It flags 7 of the 9 blind `type-too-loose` defects of catalogs/ and the one `param-type-wrong` of catalogs-2/ (the misses are a `children` item typed string-or-object and nothing numeric). The author read 30 firings of catalogs/ (an even spread, at most 3 per server): the premise held in all 30 (each value is a whole number by meaning), but for ids copied from another tool's result (`pageId`, `buildId`) an integer type changes nothing the agent sends, so a strict reviewer may call those wrong. Every blind reviewer rated these defects low: an agent rarely sends 2.5 as a page, so the fix mostly lets clients validate; it stays out of the default preset",
    bad: {
      name: 'search_issues',
      description: 'Search issues by text. Returns matching issues, newest first.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Words to search for' },
          limit: { type: 'number', description: 'Maximum number of results to return (1-100)' }
        },
        required: ['query']
      }
    },
    good: {
      name: 'search_issues',
      description: 'Search issues by text. Returns matching issues, newest first.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Words to search for' },
          limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Maximum number of results to return' }
        },
        required: ['query']
      }
    },
    severityRationale:
      'Hint: calls work whenever the model sends a whole number or a string "true", which it usually does; the loose type costs validation, not correctness.'
  },
  messages: {
    numberForInteger:
      'argument "{{argument}}" of "{{tool}}" is typed number, but {{evidence}} says it holds a whole number: 2.5 validates, and the schema cannot say integer bounds',
    booleanAsString:
      'argument "{{argument}}" of "{{tool}}" is a yes/no flag ({{evidence}}) typed string: a model that sends true is rejected by a validating client',
    flagOrAnyString:
      'argument "{{argument}}" of "{{tool}}" is a yes/no flag ({{evidence}}) typed boolean or any string: "maybe" validates, and nothing says which strings count as true'
  },
  suggestions: {
    numberForInteger: 'type "{{argument}}" as integer, with minimum (and maximum where known)',
    booleanAsString: 'type "{{argument}}" as boolean',
    flagOrAnyString: 'type "{{argument}}" as boolean alone (or give its string branch an enum)'
  },
  check({ tool }) {
    const out: RawFinding<'numberForInteger' | 'booleanAsString' | 'flagOrAnyString'>[] = [];
    for (const node of walkSchema(tool.inputSchema, '/inputSchema')) {
      const s = node.schema;
      if (node.via !== 'property' || node.name === undefined || !isPlainObject(s)) continue;
      const description = typeof s.description === 'string' ? scanText(s.description) : undefined;
      if (looseNumber(s)) {
        const evidence = wholeNumberSignal(node.name, description);
        if (evidence !== undefined)
          out.push({ messageId: 'numberForInteger', data: { argument: node.name, evidence }, pointer: node.pointer });
        continue;
      }
      const either = flagOrAnyString(node.name, s, description);
      if (either !== undefined) {
        out.push({
          messageId: 'flagOrAnyString',
          data: { argument: node.name, evidence: either },
          pointer: node.pointer
        });
        continue;
      }
      const flag = booleanStringSignal(s, description);
      if (flag !== undefined)
        out.push({
          messageId: 'booleanAsString',
          data: { argument: node.name, evidence: flag },
          pointer: node.pointer
        });
    }
    return out;
  }
});
