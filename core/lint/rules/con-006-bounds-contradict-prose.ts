/** CON-006: a numeric argument whose description states a range ("1-500", "max 50", "最大200") that its schema's minimum/maximum contradict. */
import { declaredTypes } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { excerpt } from './helpers/description-text.ts';
import { describedArguments } from './helpers/described-arguments.ts';

/** A number as prose writes it: "500", "1,000", "0.5", "-1". A letter or unit glued to it ("10k", "5MB") makes it no bound. */
const NUM = String.raw`(-?\d{1,3}(?:,\d{3})+|-?\d+(?:\.\d+)?)`;
/** Units a bound is often converted through (prose in seconds, schema in ms): a number followed by one is not compared. */
const UNIT_AFTER =
  /^\s*(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|[kmg]i?b|bytes?|kilobytes?|megabytes?|chars?|characters?|tokens?|words?|lines?|[a-z]|秒|分|時間|小时|小時|天|日|字|字符|文字|초|분|시간|일)(?![a-z])/i;
const SEP = String.raw`\s*(?:-|–|—|~|〜|～|to|through|\.\.|到|至)\s*`;

/** "(1-500)", "(0.0 to 1.0)", "between 1 and 100", "range 1-100", "from 1 to 100", "范围1-100", "1〜100の範囲". */
const RANGE = [
  new RegExp(String.raw`[(（]\s*${NUM}${SEP}${NUM}\s*[)）,，;]`, 'i'),
  new RegExp(String.raw`\bbetween\s+${NUM}\s+and\s+${NUM}`, 'i'),
  new RegExp(String.raw`\b(?:range|ranges|values?)\s*(?:(?:is|of|:|from)\s*)?${NUM}${SEP}${NUM}`, 'i'),
  new RegExp(String.raw`\bfrom\s+${NUM}\s+(?:to|through)\s+${NUM}`, 'i'),
  new RegExp(String.raw`(?:范围|範囲|范圍|범위|取值)\s*(?:(?:是|为|為|は|:|：)\s*)?${NUM}${SEP}${NUM}`),
  new RegExp(String.raw`${NUM}${SEP}${NUM}\s*(?:の範囲|之间|之間|사이)`)
];
const MAX = [
  new RegExp(
    String.raw`\b(?:max(?:imum)?|at\s+most|no\s+more\s+than|not\s+more\s+than|cannot\s+exceed|must\s+not\s+exceed|up\s+to)\b\s*(?:value\s+)?(?:limit\s+)?(?:(?:is|of|:|=)\s*)?${NUM}`,
    'i'
  ),
  new RegExp(String.raw`(?:最大値?|最多|上限|不超过|不能超过|不得超过|최대)\s*(?:(?:值|為|为|是|は|:|：)\s*)?${NUM}`)
];
const MIN = [
  new RegExp(
    String.raw`\b(?:min(?:imum)?|at\s+least|no\s+less\s+than)\b\s*(?:value\s+)?(?:(?:is|of|:|=)\s*)?${NUM}`,
    'i'
  ),
  new RegExp(String.raw`(?:最小値?|最少|至少|下限|최소)\s*(?:(?:值|為|为|是|は|:|：)\s*)?${NUM}`)
];

interface Bound {
  value: number;
  /** The words that state it, for the message. */
  quote: string;
}

const toNumber = (s: string): number => Number(s.replace(/,/g, ''));

/** The first match of any pattern whose numbers are not glued to a unit. */
function firstMatch(text: string, patterns: RegExp[]): RegExpExecArray | undefined {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m !== null && !UNIT_AFTER.test(text.slice(m.index + m[0].length))) return m;
  }
  return undefined;
}

/** What the prose says the bounds are. */
export function proseBounds(text: string): { min?: Bound; max?: Bound } {
  const range = firstMatch(text, RANGE);
  if (range !== undefined) {
    const [lo, hi] = [toNumber(range[1]), toNumber(range[2])];
    if (lo < hi) return { min: { value: lo, quote: range[0] }, max: { value: hi, quote: range[0] } };
  }
  const out: { min?: Bound; max?: Bound } = {};
  const max = firstMatch(text, MAX);
  if (max !== undefined) out.max = { value: toNumber(max[1]), quote: max[0] };
  const min = firstMatch(text, MIN);
  if (min !== undefined) out.min = { value: toNumber(min[1]), quote: min[0] };
  return out;
}

/** The safe-integer limits some generators write on every integer: they say "any integer", not a chosen bound. */
const ANY_INTEGER = Number.MAX_SAFE_INTEGER;

/** The schema's bound on one side: inclusive or exclusive (draft-4 booleans or draft-6 numbers). */
function schemaBound(
  s: Record<string, unknown>,
  side: 'min' | 'max'
): { value: number; exclusive: boolean } | undefined {
  const [incl, excl] = side === 'min' ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
  if (typeof s[excl] === 'number') return { value: s[excl] as number, exclusive: true };
  if (typeof s[incl] === 'number') return { value: s[incl] as number, exclusive: s[excl] === true };
  return undefined;
}

/** Whether the prose bound and the schema bound say the same thing (an exclusive bound may sit one step out). */
function agrees(prose: number, schema: { value: number; exclusive: boolean }, side: 'min' | 'max', integer: boolean) {
  if (prose === schema.value) return true;
  if (!schema.exclusive || !integer) return false;
  return side === 'min' ? prose === schema.value + 1 : prose === schema.value - 1;
}

const shown = (n: number): string => (Math.abs(n) >= ANY_INTEGER ? `${n < 0 ? '-' : ''}2^53-1` : String(n));

export const con006BoundsContradictProse: Rule = {
  id: 'CON-006',
  slug: 'bounds-contradict-prose',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'A numeric argument (at any depth) whose description states its range ("Maximum number of results (1-500)", "max: 3", "between 0 and 1", "最大200") while its schema\'s `minimum`/`maximum` say something else, including the safe-integer limits (±2^53-1) some generators write on every integer.',
    why:
      'The model reads the prose; the client validates against the schema; the server enforces its own limit. When the two written limits disagree one of them is wrong, and the agent cannot know which: it sends 20 where the text says at most 3, or stays under a limit the server does not have. Safe-integer limits on a page size tell a validating client that -9007199254740991 is a fine value. ' +
      'Decisions: only `integer`/`number` arguments; only the argument\'s own description; a number glued to a unit ("30 seconds", "5MB") is not compared, since prose and schema often count in different units; an exclusive bound one step away from the prose ("0-1" against `exclusiveMinimum: 0`) agrees. A bound the prose states and the schema leaves out is not reported: the model reads the prose, and on the corpora that case (97 arguments) is schemas that simply omit limits the text gives, a gap the prose already fills.',
    fix: 'Make the schema state the real limits (`minimum: 1, maximum: 500`), and the prose agree with it or drop the numbers.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 0 firings (14 arguments state bounds that agree with the schema); catalogs-2/ 0 (26 agree); catalogs-3/ 6: cloudinary\'s `max_results` "(1-500)" / "max 500" against the safe-integer limits on 5 list tools, and contentful `list_content_types` "max: 3" against `maximum: 20`. The author judges all 6 right; Labelled by an independent reviewer: 1 of 6 right on the checking sets (the reviewer reads ±2^53 as "any integer", not a contradiction), so it stays in `all`. Bounds stated only in prose (13, 72 and 12 arguments) are deliberately not reported.',
    bad: {
      name: 'list_images',
      description: 'List image assets in the media library. Returns their public IDs and URLs.',
      inputSchema: {
        type: 'object',
        properties: {
          max_results: {
            type: 'integer',
            minimum: -9007199254740991,
            maximum: 9007199254740991,
            description: 'Maximum number of results to return (1-500).'
          }
        }
      }
    },
    good: {
      name: 'list_images',
      description: 'List image assets in the media library. Returns their public IDs and URLs.',
      inputSchema: {
        type: 'object',
        properties: {
          max_results: {
            type: 'integer',
            minimum: 1,
            maximum: 500,
            description: 'Maximum number of results to return (1-500).'
          }
        }
      }
    },
    severityRationale:
      'Warning: both limits are written down and one of them is wrong; calls fail or are cut when the agent follows the wrong one, but nothing breaks a spec rule.'
  },
  messages: {
    boundsContradict:
      'argument "{{argument}}" of "{{tool}}": its description says "{{prose}}" but its schema says {{schema}}: the model follows the text, the client validates the schema, and one of them is wrong'
  },
  suggestions: {
    boundsContradict: 'make minimum/maximum of "{{argument}}" the real limits and let the description agree with them'
  },
  check({ tool }) {
    const out: RawFinding[] = [];
    for (const { name, schema: s, description, pointer } of describedArguments(tool.inputSchema)) {
      const types = declaredTypes(s).filter((t) => t !== 'null');
      if (types.length !== 1 || (types[0] !== 'integer' && types[0] !== 'number')) continue;
      const prose = proseBounds(description);
      const clashes: string[] = [];
      const quotes = new Set<string>();
      for (const side of ['min', 'max'] as const) {
        const p = prose[side];
        const b = schemaBound(s, side);
        if (p === undefined || b === undefined || agrees(p.value, b, side, types[0] === 'integer')) continue;
        const key =
          side === 'min'
            ? b.exclusive
              ? 'exclusiveMinimum'
              : 'minimum'
            : b.exclusive
              ? 'exclusiveMaximum'
              : 'maximum';
        clashes.push(`${key} ${shown(b.value)}`);
        quotes.add(excerpt(p.quote, 40));
      }
      if (clashes.length === 0) continue;
      out.push({
        messageId: 'boundsContradict',
        data: { argument: name, prose: [...quotes].join('", "'), schema: clashes.join(', ') },
        pointer
      });
    }
    return out;
  }
};
