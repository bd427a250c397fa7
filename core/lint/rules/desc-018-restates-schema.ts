/**
 * DESC-018: a sentence that only says what the schema already enforces: "REQUIRED: code must be
 * provided and non-empty." where `required: ["code"]` and `minLength: 1` say exactly that.
 */
import { isPlainObject } from '../tool-facts.ts';
import { defineRule, type RawFinding } from '../types.ts';
import { excerpt } from './helpers/description-text.ts';
import { sentences } from './helpers/sentences.ts';

const NAME = '[a-z_][a-z0-9_.-]*';
const NAMES = `${NAME}(?:\\s*(?:,|and|&)\\s*${NAME})*`;
/**
 * The whole sentence, after normalisation (lower case, no Markdown marks, no end punctuation):
 * "[required:] [the] NAMES [parameter|code|...] is/are/must be required/provided/specified [and non-empty]".
 * Anything more in the sentence (a condition, a reason, a format) is information, and it is not matched.
 */
const LATIN = new RegExp(
  `^(?:required:?\\s+)?(?:the\\s+)?(?:parameters?\\s+|arguments?\\s+|fields?\\s+)?(${NAMES})(?:\\s+[a-z]+)?\\s+(?:is|are|must\\s+be)\\s+(?:required|provided|specified|mandatory)(\\s+and\\s+(?:non-empty|nonempty|not\\s+empty))?$`
);
/** "code 为必填参数", "code は必須です", "code 는 필수입니다"; "且不能为空" claims non-empty. */
const CJK = new RegExp(
  `^(?:必填[:：]\\s*)?(${NAMES})\\s*(?:参数|パラメータ|파라미터)?\\s*(?:为|是|は|는|은)?\\s*(?:必填|必需|必须提供|必須|필수)(?:参数|项|です|입니다)?((?:[,，]?\\s*(?:且|并且)?\\s*不能为空))?$`
);

/** The word each pattern needs ("required", "必填", ...): most sentences hold none and are not normalised again. */
const DEMAND_WORD = /required|provided|specified|mandatory|必填|必需|必须提供|必須|필수/;

interface Restatement {
  sentence: string;
  names: string[];
}

type Schema = Record<string, unknown>;

/** `minLength` or `minItems` of at least 1 (or an enum/const with no empty string): the schema forbids empty. */
function forbidsEmpty(s: Schema): boolean {
  return (
    (typeof s.minLength === 'number' && s.minLength >= 1) ||
    (typeof s.minItems === 'number' && s.minItems >= 1) ||
    (typeof s.minProperties === 'number' && s.minProperties >= 1)
  );
}

/** The sentences of `text` that claim only what `schema` (an object schema with properties) enforces. */
export function restatements(text: string, schema: unknown): Restatement[] {
  if (!isPlainObject(schema) || !isPlainObject(schema.properties)) return [];
  const properties = schema.properties;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const out: Restatement[] = [];
  for (const s of sentences(text)) {
    // Both patterns need one of these words; `normal` drops every mark `plain` drops (and more), so it keeps them.
    if (!DEMAND_WORD.test(s.normal)) continue;
    // Underscores kept (argument names have them): the shared normal form drops them as Markdown.
    const plain = s.text
      .toLowerCase()
      .replace(/[`*"'“”]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/[\s.!。！:：;；]+$/u, '')
      .trim();
    const m = LATIN.exec(plain) ?? CJK.exec(plain);
    if (m === null) continue;
    const names = m[1].split(/\s*(?:,|\band\b|&)\s*/).filter((n) => n !== '');
    const nonEmpty = m[2] !== undefined;
    // Every name an argument the schema requires, and, when the sentence says non-empty, forbids empty.
    const provable = names.every((n) => {
      const p = Object.entries(properties).find(([k]) => k.toLowerCase() === n)?.[1];
      return (
        isPlainObject(p) &&
        required.has(Object.keys(properties).find((k) => k.toLowerCase() === n)) &&
        (!nonEmpty || forbidsEmpty(p))
      );
    });
    if (provable) out.push({ sentence: s.text, names });
  }
  return out;
}

export const desc018 = defineRule({
  id: 'DESC-018',
  slug: 'restates-schema',
  category: 'description',
  severity: 'hint',
  docs: {
    summary:
      'A sentence of the tool\'s description says only that arguments are required, and perhaps non-empty, and the schema already enforces exactly that: "REQUIRED: code must be provided and non-empty." beside `required: ["code"]` and `minLength: 1`. Also in Chinese, Japanese and Korean ("code 为必填参数").',
    why:
      "The model reads `required` and `minLength` from the schema; the sentence repeats them in every request's context and, pasted across sibling tools, teaches the reader to skim the descriptions. It is pure redundancy with a mechanical fix. " +
      'Decisions: only a sentence that is nothing but the claim is matched (a condition, a reason or a format makes it information: "When using snooze, reopenRules is required" is not reported); every argument it names must be in `required`, and "non-empty" must be enforced by `minLength`/`minItems`/`minProperties` of at least 1, or the sentence adds something and is left alone.',
    fix: 'Delete the sentence; keep `required` and `minLength` in the schema. If something is not enforced (an argument required only with another), say that instead.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 0, catalogs-2/ 0, catalogs-3/ 6, all flightradar24 ("REQUIRED: code must be provided and non-empty." with `required` and `minLength: 1`, pasted across six tools). **Labelled by an independent reviewer: 0 of 6 right.** The premise held on every one (the sentence says only what `required` and `minLength` enforce); each was judged wrong because the fix is not measurable: about ten tokens on a one-argument tool, and the agent calls the tool the same way with or without it. The blind review of the same tools listed two of them as low-impact redundancy, so the defect is real but under the bar a finding must clear. The general reason: one sentence restating `required` costs a handful of tokens wherever it occurs; even pasted on all six tools it is about 70 tokens, under the 100 tokens a listing that DESC-027 asks of boilerplate. Not fit for the default preset; kept under `all` for maintainers who want the schema to be the only place such facts live. Left alone on purpose: gcp-observability\'s sixteen argument descriptions ending "Required." (a token or two each), and the conditional sentences of smartbear, todoist, google-docs and playwright ("At least one of ... must be provided"), which say what the schema cannot.',
    bad: {
      name: 'get_airport_info',
      description: 'Returns airport name, ICAO and IATA codes. REQUIRED: code must be provided and non-empty.',
      inputSchema: {
        type: 'object',
        properties: { code: { type: 'string', minLength: 1, description: 'Airport IATA or ICAO code.' } },
        required: ['code']
      }
    },
    good: {
      name: 'get_airport_info',
      description: 'Returns airport name, ICAO and IATA codes.',
      inputSchema: {
        type: 'object',
        properties: { code: { type: 'string', minLength: 1, description: 'Airport IATA or ICAO code.' } },
        required: ['code']
      }
    },
    severityRationale: 'Hint: a few tokens of redundancy; nothing wrong is said.'
  },
  messages: {
    restates: '{{where}} says "{{sentence}}", which the schema already enforces (required {{names}})'
  },
  suggestions: {
    restates: 'delete the sentence; the schema says it'
  },
  check({ tool, description }) {
    const out: RawFinding<'restates'>[] = [];
    // The tool's sentences are about its top-level arguments.
    if (description === undefined) return out;
    const [found] = restatements(description, tool.inputSchema);
    if (found !== undefined)
      out.push({
        messageId: 'restates',
        data: { where: 'the description', sentence: excerpt(found.sentence, 90), names: found.names.join(', ') },
        pointer: '/description'
      });
    return out;
  }
});
