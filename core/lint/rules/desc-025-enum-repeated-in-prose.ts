/**
 * DESC-025: an argument's description lists most of its enum values again, word for word and with
 * nothing between them: hf_jobs `operation` declares 15 values in `enum` and lists the same 15 in
 * "Valid values: run, uv, ps, …".
 */
import type { RawFinding, Rule } from '../types.ts';
import { isPlainObject } from '../tool-facts.ts';
import { describedArguments } from './helpers/described-arguments.ts';
import { previewList } from './helpers/description-text.ts';

/** Fewer values than this are a short list a reader takes in at a glance: not worth a finding. */
const MIN_VALUES = 5;
/**
 * The list must cost about this many tokens: a list of five short words (10 tokens) is read at a
 * glance and a maintainer would not trade it for the clients that show no schema keywords (DESC-007).
 */
const MIN_TOKENS = 20;
/** The share of the enum the bare list must repeat. */
const MIN_SHARE = 0.8;
/** Enums longer than this, and values longer than this, are not looked for: bounds the work on hostile input. */
const MAX_VALUES = 500;
const MAX_VALUE_CHARS = 100;
/**
 * What may stand between two listed values for them to form one bare list: separators, quotes,
 * brackets, bullets, "or"/"and". Anything else (a gloss, "= shows open issues") means the prose says
 * something about each value, which the enum cannot.
 */
const LIST_GAP = /^(?:[\s,;|/'"`()[\]*•、，；（）「」-]|\bor\b|\band\b|或|または|또는){1,12}$/iu;
const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Where the argument's closed set of values is declared, and the values as strings. */
function declaredEnum(schema: Record<string, unknown>): { keyword: string; values: string[] } | undefined {
  const places: Array<[string, unknown]> = [
    ['enum', schema.enum],
    ['items.enum', isPlainObject(schema.items) ? schema.items.enum : undefined]
  ];
  for (const [keyword, list] of places) {
    if (!Array.isArray(list)) continue;
    const values = [
      ...new Set(
        list
          .slice(0, MAX_VALUES)
          .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
          .map(String)
          .filter((v) => v.trim() !== '' && v.length <= MAX_VALUE_CHARS)
      )
    ];
    if (values.length >= MIN_VALUES) return { keyword, values };
  }
  return undefined;
}

interface Hit {
  start: number;
  end: number;
  value: string;
}

/** Every whole-word occurrence of a value, exactly as the enum spells it (case aside). */
function occurrences(text: string, values: readonly string[]): Hit[] {
  const lower = text.toLowerCase();
  const hits: Hit[] = [];
  for (const value of values) {
    const needle = value.toLowerCase();
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (WORD_CHAR.test(lower[at - 1] ?? '') || WORD_CHAR.test(lower[end] ?? '')) continue;
      hits.push({ start: at, end, value });
    }
  }
  return hits.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The longest run of values separated only by list punctuation: its span and the distinct values in it. */
export function bareValueList(text: string, values: readonly string[]): { span: string; values: string[] } {
  let best = { span: '', values: [] as string[] };
  let runStart = 0;
  let runEnd = -1;
  let run = new Set<string>();
  const close = () => {
    if (run.size > best.values.length) best = { span: text.slice(runStart, runEnd), values: [...run] };
  };
  for (const hit of occurrences(text, values)) {
    if (hit.start < runEnd) continue; // inside the previous value
    if (runEnd >= 0 && LIST_GAP.test(text.slice(runEnd, hit.start))) {
      run.add(hit.value);
    } else {
      close();
      runStart = hit.start;
      run = new Set([hit.value]);
    }
    runEnd = hit.end;
  }
  close();
  return best;
}

/** The docs example's enum. */
const PROFILE_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'manager_email',
  'department',
  'business_unit',
  'preferred_name'
];

export const desc025: Rule = {
  id: 'DESC-025',
  slug: 'enum-repeated-in-prose',
  category: 'description',
  severity: 'hint',
  docs: {
    summary: `An argument (at any depth) declares ${MIN_VALUES} or more values in \`enum\` or \`items.enum\`, and its description repeats at least ${MIN_SHARE * 100}% of them as a bare list: "Valid values: run, uv, ps, logs, …" next to the same 15 values in \`enum\`.`,
    why:
      'The schema already sends every value to the model; the bare list in prose sends them again on every request and says nothing more. It is the opposite of DESC-013 (values in prose, no enum) and of DESC-007 (an enum the prose never mentions): here both are present and the prose part is pure redundancy. ' +
      `Decisions: only a bare list counts: the values, exactly as the enum spells them (case aside) and as whole words, separated by nothing but commas, semicolons, pipes, slashes, quotes, brackets, bullets, "or" and "and". A description that says something about each value ("open: shown by default, closed: …") is documentation the enum cannot carry and does not count. The list must hold at least ${MIN_VALUES} distinct values and ${MIN_SHARE * 100}% of the enum; and cost about ${MIN_TOKENS} tokens or more (the list's characters / 4): a list of five short words (about 10 tokens) is read at a glance, and for clients that show the agent no schema keywords (DESC-007's premise) it is not even redundant enough to matter. One finding per argument.`,
    fix: 'Drop the list from the description and keep what the schema cannot say (what the values mean, how to pick one); or keep the list in prose and drop values nobody uses from the enum.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 2 (cloudflare worker_deploy binding `type`, 7 values, about 24 tokens; kubectl_create `output`, 10 formats, 27); catalogs-2/ 3 (codacy `languages`, 43 values, about 83 tokens, and `categories`, 33; henkey-postgres `permissions`, 20); catalogs-3/ 2 (huggingface hf_jobs `operation`, 15 values, 55; cloudbase queryEnv `type`, 13 module names after 可选值 joined by 、, about 22 tokens, read since 、 counts as a separator). The first 6 labelled right by an independent reviewer (packets of 2026-11-27); cloudbase is Independent reviewers labelled every firing right: 2 of 2 on the tuning set, 5 of 5 on the checking sets. Dropped after labels: `propertyNames.enum` (glean people_profile_search `filters`, 23 facet names): many clients (Gemini, OpenAI strict mode) drop `propertyNames`, so the prose list is the one the model sees, and the reviewer labelled it wrong. Without the ' +
      MIN_TOKENS +
      '-token floor it fired 23 times (cloudbase `only`/`skip`, xero `status`, git_merge `strategy`, …: five short words, about 10 tokens each), which a maintainer would not trade for the clients that show no schema keywords. DESC-013 was not widened instead: it reports lists with no enum at all, where the fix is the opposite one (add the enum). Lists in Chinese and Japanese punctuation (、，；) count the same.',
    bad: {
      name: 'search_people',
      description: 'Search the company directory. Returns matching profiles.',
      inputSchema: {
        type: 'object',
        properties: {
          field: {
            type: 'string',
            enum: [...PROFILE_FIELDS],
            description: `Field to filter on: ${PROFILE_FIELDS.join(', ')}.`
          }
        }
      }
    },
    good: {
      name: 'search_people',
      description: 'Search the company directory. Returns matching profiles.',
      inputSchema: {
        type: 'object',
        properties: {
          field: {
            type: 'string',
            enum: [...PROFILE_FIELDS],
            description: 'Profile field to filter on.'
          }
        }
      }
    },
    severityRationale: 'Hint: tokens only; the call is as correct either way.'
  },
  messages: {
    repeated:
      'argument "{{argument}}" of "{{tool}}" lists {{listed}} of its {{count}} {{keyword}} values again in its description ({{values}}): about {{tokens}} tokens the schema already carries'
  },
  suggestions: {
    repeated: 'drop the list of values from the description of "{{argument}}"; the {{keyword}} already states them'
  },
  check({ tool }) {
    const out: RawFinding[] = [];
    for (const { name, schema, description, pointer } of describedArguments(tool.inputSchema)) {
      const declared = declaredEnum(schema);
      if (declared === undefined) continue;
      const list = bareValueList(description, declared.values);
      const listed = list.values.length;
      const tokens = Math.ceil(list.span.length / 4);
      if (listed < MIN_VALUES || listed < MIN_SHARE * declared.values.length || tokens < MIN_TOKENS) continue;
      out.push({
        messageId: 'repeated',
        data: {
          argument: name,
          listed,
          count: declared.values.length,
          keyword: declared.keyword,
          values: previewList(list.values),
          tokens
        },
        pointer
      });
    }
    return out;
  }
};
