/** DESC-013: a string argument lists its allowed values in prose but declares no enum. */
import type { Rule } from '../types.ts';
import { declaredTypes, schemaProperties, type JsonSchemaObject } from '../tool-facts.ts';
import { nameExplainsItself } from './helpers/argument-names.ts';
import { previewList, scanText } from './helpers/description-text.ts';

/** A value-like token: one word that may hold digits, _ . : + - (p1, in_progress, v2.1, en-US). */
const WORD = String.raw`[\p{L}\p{N}_][\p{L}\p{N}_.:+-]*`;
/** A quoted value: no whitespace inside, so apostrophes in prose ("user's") do not open a quote. */
const QUOTED = '\'[^\'\\s]{1,40}\'|"[^"\\s]{1,40}"|`[^`\\s]{1,40}`';
const ITEM = new RegExp(`^(?:${QUOTED}|${WORD})$`, 'u');

/** Words that show the text after a trigger is prose ("one of the projects"), not a value list. */
const PROSE = new Set([
  'a',
  'an',
  'the',
  'any',
  'some',
  'your',
  'my',
  'our',
  'their',
  'its',
  'this',
  'that',
  'these',
  'those',
  'each',
  'all',
  'more',
  'many',
  'several',
  'other',
  'which',
  'them',
  'it'
]);

/** Phrases that introduce a value list; the list follows within the same clause. */
const TRIGGER = new RegExp(
  String.raw`\b(?:one\s+of|(?:allowed|valid|possible|accepted|acceptable|supported|permitted|available)\s+(?:values|options|choices)|(?:values|options|choices)\s+are)\b` +
    String.raw`(?:\s+(?:are|is|include|includes))?(?:\s+(?:the\s+following|these|the\s+values)(?:\s+values)?)?\s*[:=-]?\s*`,
  'giu'
);
/** "either x or y" with single-token alternatives. */
const EITHER = new RegExp(`\\beither\\s+(${QUOTED}|${WORD})\\s+or\\s+(${QUOTED}|${WORD})(?![\\p{L}\\p{N}_])`, 'giu');
/** Two or more quoted values joined by , | / or: 'asc' | 'desc', "json" or "csv". */
const QUOTED_RUN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${QUOTED})(?:\\s*(?:,\\s*or|,|\\||/|or)\\s*(?:${QUOTED}))+`, 'gu');
const QUOTED_ONE = new RegExp(QUOTED, 'gu');
/**
 * Words that turn a list into examples of an open set ("e.g. 'us', 'uk'", "such as `24h` or `7d`",
 * "common values include 'a', 'b'"), which an enum would wrongly close.
 */
const EXAMPLE_MARKER =
  /\b(?:e\.?\s?g|for\s+example|for\s+instance|such\s+as|like|examples?|includ(?:e|es|ing)|instead\s+of|in\s+(?:the\s+)?format)\b/iu;
/** How far back from a list to look for an example marker, within the same clause. */
const LOOKBACK = 60;

/** How far past a trigger the list may run; keeps the scan linear on hostile text. */
const LIST_WINDOW = 200;

/** The value an item names: quotes removed, or sentence punctuation trimmed from a bare word ("csv." -> "csv"). */
const unquote = (item: string) => (/^['"`]/.test(item) ? item.slice(1, -1) : item.replace(/[.,:;!?]+$/u, ''));
const isItem = (item: string) => ITEM.test(item) && !PROSE.has(item.toLowerCase());

/** Splits the clause after a trigger into items; the last may trail off into prose ("asc or desc order"). */
function parseList(clause: string): string[] {
  const parts = clause
    .split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|\s*[|/]\s*/u)
    .map((p) => p.trim().replace(/[.,:;!?]+$/u, ''))
    .filter((p) => p !== '');
  const items: string[] = [];
  for (const [i, part] of parts.entries()) {
    if (isItem(part)) {
      items.push(unquote(part));
      continue;
    }
    const first = part.split(/\s+/u)[0];
    if (i === parts.length - 1 && i > 0 && isItem(first)) items.push(unquote(first));
    break;
  }
  return items;
}

/** True when an example marker precedes `index` in the same clause. */
function introducedAsExamples(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - LOOKBACK), index);
  const clause = before.split(/[;\n]|(?<!\b[a-z]\.[a-z])\.\s/iu).at(-1) ?? '';
  return EXAMPLE_MARKER.test(clause);
}

/**
 * The allowed values a description spells out, or [] when it lists none. Lists that name a
 * sibling argument ("either text or regex, not both") are about arguments, not values.
 */
export function listedValues(text: string, siblings: readonly string[] = []): string[] {
  const scanned = scanText(text);
  const lower = scanned.toLowerCase();
  const found: string[][] = [];
  // Cheap substring checks first: most descriptions hold no trigger at all, and the regexes below are not free.
  const hasTrigger = ['one of', 'values', 'options', 'choices'].some((w) => lower.includes(w));
  const quoteCount = (lower.match(/['"`]/g) ?? []).length;
  for (const m of hasTrigger ? scanned.matchAll(TRIGGER) : []) {
    const start = (m.index ?? 0) + m[0].length;
    const clause = scanned.slice(start, start + LIST_WINDOW).split(/[;\n()[\]]|\.(?:\s|$)/u)[0];
    found.push(parseList(clause));
  }
  for (const m of lower.includes('either') ? scanned.matchAll(EITHER) : []) {
    if (PROSE.has(m[1].toLowerCase()) || PROSE.has(m[2].toLowerCase()) || introducedAsExamples(scanned, m.index ?? 0))
      continue;
    found.push([unquote(m[1]), unquote(m[2])]);
  }
  for (const m of quoteCount >= 4 ? scanned.matchAll(QUOTED_RUN) : []) {
    if (!introducedAsExamples(scanned, m.index ?? 0))
      found.push([...m[0].matchAll(QUOTED_ONE)].map((q) => unquote(q[0])));
  }
  const names = new Set(siblings.map((n) => n.toLowerCase()));
  const first = found.find((items) => new Set(items).size >= 2 && !items.some((i) => names.has(i.toLowerCase())));
  return first ? [...new Set(first)] : [];
}

/** String or untyped arguments with no declared value set (enum, const, oneOf/anyOf) and no nested structure. */
export function couldDeclareEnum(schema: JsonSchemaObject): boolean {
  const types = declaredTypes(schema);
  if (types.length > 0 && !types.includes('string')) return false;
  if (types.length === 0 && ('properties' in schema || 'items' in schema)) return false;
  return !('enum' in schema || 'const' in schema || 'oneOf' in schema || 'anyOf' in schema);
}

/**
 * Recommended: the listed values are not the whole set when the text negates them ("do NOT use
 * 'top'"), leaves the set open ("and many others", "etc."), or mixes in other kinds of value
 * ("an integer, 'none', or 'any'"), where the suggested enum would reject valid input.
 */
const NOT_A_CLOSED_SET =
  /\b(?:not|never|don'?t|avoid|many others|and more|etc|among others|integers?|numbers?|numeric)\b/i;

/**
 * Tuned presets, also not a closed set: "valid values include" (hubspot: plus custom object types),
 * "or any" / "or custom" / "otherwise any text"; and values that are formats, templates or filter
 * syntax rather than values ("YYYY-MM-DD", "projects/{projectID}", "dt.owner:team-foobar", "!subtask").
 */
const OPEN_SET =
  /\b(?:values|options|choices)\s+include|\binclude(?:s|d)?\s*:|\bor\s+(?:any|custom|other)\b|\botherwise\b|\bcustom\b/i;
const NOT_A_VALUE = /[{}:!*/<>]|^[YMDHhmsTZ.+-]{4,}$/;

/**
 * Tuned presets: an argument whose name already says its kind of value (an id, an email, a name,
 * a query) holds no closed set; a list in its prose is about something else ("the transaction must
 * be billed or past_due", "for type user or group").
 */
const holdsNoClosedSet = (name: string) => nameExplainsItself(name);

export const desc013: Rule<string, { onlyClosedSets: boolean }> = {
  id: 'DESC-013',
  slug: 'enum-in-prose',
  category: 'description',
  severity: 'warning',
  options: {
    onlyClosedSets: {
      default: true,
      description:
        'skip open sets, patterns and formats, and arguments whose name says their kind of value: only closed sets of values fire'
    }
  },
  smell: 'underspecified',
  docs: {
    summary: 'A string argument lists its allowed values in its description but declares no enum.',
    why:
      'Values listed only in prose are a suggestion: the client cannot validate them, and the agent may paraphrase ("Closed" for ' +
      '"closed", "in progress" for "in_progress") and get an error back. An enum makes the set exact and machine-checked. The inverse of DESC-007. ' +
      'Decisions: it checks string or untyped arguments that declare no enum, const, oneOf or anyOf (an "enum" key of any shape counts as ' +
      'declared; a malformed one is a schema finding). A description lists values when it has "one of a, b, or c", "allowed/valid/' +
      'possible/accepted/supported/permitted/available values|options|choices (are) …", "values/options are …", "either x or y" with ' +
      "one-word alternatives, or two or more quoted values joined by , | / or (\"'asc' | 'desc'\"). Items must be single value-like " +
      'words or quoted; lists that start with an article or determiner ("one of the projects") are prose. Quoted lists and "either" ' +
      'after an example marker in the same clause (e.g., for example, such as, like, include(s), including, instead of, in the format) are examples of ' +
      'an open set and do not count; neither does a list that names a sibling argument ("either text or regex"). Bare pipes (asc|desc) ' +
      'are not read: they show up in URL patterns and file-name templates far more often than as value lists. ' +
      'One finding per argument. The recommended and all presets also skip open sets ("valid values include", "or any", "custom"), ' +
      'values that are formats, templates or filter syntax (YYYY-MM-DD, projects/{id}, owner:team, !subtask), and arguments whose ' +
      'name already says their kind of value (an id, an email, a name, a query), where a list in the prose is about something else.',
    fix: 'Add "enum": [...] with the listed values to the property; keep the description for what each value means.',
    bad: {
      name: 'set_status',
      description: 'Change the status of a ticket. Returns the updated ticket.',
      inputSchema: {
        type: 'object',
        properties: { status: { type: 'string', description: 'The new status, one of open, pending, or closed' } },
        required: ['status']
      }
    },
    good: {
      name: 'set_status',
      description: 'Change the status of a ticket. Returns the updated ticket.',
      inputSchema: {
        type: 'object',
        properties: {
          status: {
            type: 'string',
            enum: ['open', 'pending', 'closed'],
            description: 'The new status, one of open, pending, or closed'
          }
        },
        required: ['status']
      }
    }
  },
  messages: {
    valuesInProse: 'argument "{{argument}}" of "{{tool}}" lists its values ({{values}}) in prose but declares no enum'
  },
  suggestions: {
    valuesInProse: 'add "enum" with the listed values ({{values}}) to "{{argument}}"'
  },
  check({ tool, options }) {
    const props = schemaProperties(tool);
    const siblings = props.map((p) => p.name);
    return props.flatMap((p) => {
      if (p.description === undefined || !couldDeclareEnum(p.schema)) return [];
      const tuned = options.onlyClosedSets;
      if (
        tuned &&
        (typeof p.schema.pattern === 'string' ||
          typeof p.schema.format === 'string' ||
          NOT_A_CLOSED_SET.test(p.description) ||
          OPEN_SET.test(p.description) ||
          holdsNoClosedSet(p.name))
      )
        return [];
      const values = listedValues(p.description, siblings);
      if (tuned && values.some((v) => NOT_A_VALUE.test(v))) return [];
      return values.length === 0
        ? []
        : [{ messageId: 'valuesInProse', data: { argument: p.name, values: previewList(values) }, pointer: p.pointer }];
    });
  }
};
