/** CON-007: an argument's description lists its allowed values, and the list differs from the argument's `enum`. */
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { excerpt, previewList } from './helpers/description-text.ts';
import { describedArguments } from './helpers/described-arguments.ts';

/** Where prose lists values: a parenthesis, or the words that introduce a value list, in any language. */
const PAREN_LIST = /[(（]([^()（）]{3,2000})[)）]/g;
const INTRO_LIST =
  /(?:\b(?:one\s+of|(?:valid|allowed|possible|accepted|supported|available)\s+(?:values|options|types)|options)(?:\s+(?:are|is|include))?|(?:可选值|可選值|取值范围|取值|选项|可能な値|指定可能な値|選択肢|가능한\s*값|옵션)(?:[ \t]*(?:为|為|は))?)[ \t]*(?:[:：][ \t]*)?(\S[^\n]{2,1999})/gi;
/** Separators between listed values, in English and CJK. */
const SEPARATOR = /\s*(?:,|，|、|\||\/|;|；)\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+|\s*(?:或者|或|または|또는|및)\s*/i;
/** A listed value: one token, optionally quoted, or a quoted phrase ("scheduled run"). */
const VALUE = /^(?:[`'"“‘]([^`'"“”‘’]{1,60})[`'"”’]|([\p{L}\p{N}_.:\-/]+))[.]?$/u;
/** The last value of a list that ends its sentence: "raw. More text". */
const LAST_VALUE = /^(?:[`'"“‘]([^`'"“”‘’]{1,60})[`'"”’]|([\p{L}\p{N}_:\-/]+))[.。](\s|$)/u;
const FILLER = new Set(['etc', 'others', 'more', 'default', 'optional', 'required']);

interface ProseList {
  values: string[];
  quote: string;
}

/** The values of one candidate span, or undefined when it is not a plain list of values. */
function splitValues(span: string, intro: boolean): string[] | undefined {
  const values: string[] = [];
  for (const piece of span.split(SEPARATOR)) {
    const trimmed = piece.trim();
    const m = VALUE.exec(trimmed);
    if (m !== null) {
      values.push((m[1] ?? m[2]).replace(/\.$/, ''));
      continue;
    }
    // An intro list runs to the end of its sentence; anything else that is not a value is not a list.
    const last = intro ? LAST_VALUE.exec(trimmed) : null;
    if (last === null) return undefined;
    values.push(last[1] ?? last[2]);
    break;
  }
  return values.length >= 2 ? values : undefined;
}

/** Every value list in the prose, read against the enum it should describe. */
function proseLists(text: string, enumLower: Set<string>): ProseList[] {
  const out: ProseList[] = [];
  for (const [pattern, intro] of [
    [PAREN_LIST, false],
    [INTRO_LIST, true]
  ] as const) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const span = m[1];
      const values = splitValues(span, intro)?.filter((v) => !FILLER.has(v.toLowerCase()));
      if (values === undefined || values.filter((v) => enumLower.has(v.toLowerCase())).length < 2) continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      // "upsert (insert or update)": a parenthesis right after an enum value glosses that value.
      const glossed = !intro && enumLower.has((/([\p{L}\p{N}_.-]+)\s*$/u.exec(before)?.[1] ?? '').toLowerCase());
      if (glossed) continue;
      // The quote ends with the last value, not with the rest of the sentence an intro list runs into.
      const last = values[values.length - 1];
      const end = intro ? m[0].lastIndexOf(last) + last.length + 1 : m[0].length;
      out.push({ values, quote: excerpt(m[0].slice(0, end), 120) });
    }
  }
  return out;
}

/** The string values an argument's schema allows: its own enum, or its items' for an array. */
function enumValues(s: Record<string, unknown>): string[] | undefined {
  const own = s.enum ?? (isPlainObject(s.items) ? s.items.enum : undefined);
  if (!Array.isArray(own) || own.length < 2 || !own.every((v) => typeof v === 'string')) return undefined;
  return own as string[];
}

export const con007EnumContradictsProse: Rule = {
  id: 'CON-007',
  slug: 'enum-contradicts-prose',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'An argument (at any depth) whose description lists its values ("(image, video, or raw)", "one of: a, b", "可选值：a、b") while its `enum` rejects a value the prose names.',
    why:
      'The model picks values from the prose it reads; the client validates against the enum. A value that is only in the prose ("durable_object" where the enum says "durable_object_namespace") is rejected on every call that uses it, and the agent cannot tell which side is stale. ' +
      'Decisions: a list counts only when at least two of its values are enum values (so it is the value list, not other prose), every item is a single token, and it is not a gloss of one value ("upsert (insert or update)"). Values are compared ignoring case. A prose list that leaves out values the enum allows ("(image, video, or raw)" where the enum adds `all`) is not reported: the enum is what the model reads as the allowed values, so nothing is hidden (an independent reviewer labelled that case wrong). One finding per argument. Examples in the tool description (a JSON call whose value the enum rejects) are not read: on the corpora the JSON objects in descriptions were nested payloads and responses, not calls.',
    fix: 'Make the prose name the values the enum allows, or drop the list from the prose (the enum already shows it to the model).',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 1 firing (cloudflare `worker_put`: the prose lists `durable_object`, the enum `durable_object_namespace`); catalogs-2/ 0; catalogs-3/ 1 (contentful `create_content_type` field types naming `Media` and `JSON`, which the enum lacks). Both labelled right by an independent reviewer (packets of 2026-11-27). Dropped after labels: cloudinary `generate-archive` "(image, video, or raw)" where the enum also allows `all` (labelled wrong; the blind review of catalogs-3 lists it as a low-impact mismatch). A looser reading (every quoted word of the description against the enum) was measured and dropped: its ~25 extra hits were other arguments\' values and payload field names.',
    bad: {
      name: 'worker_put',
      description: 'Upload a Worker script with its bindings.',
      inputSchema: {
        type: 'object',
        properties: {
          binding_type: {
            type: 'string',
            enum: ['kv_namespace', 'queue', 'durable_object_namespace'],
            description: 'Type of binding (kv_namespace, queue, durable_object).'
          }
        }
      }
    },
    good: {
      name: 'worker_put',
      description: 'Upload a Worker script with its bindings.',
      inputSchema: {
        type: 'object',
        properties: {
          binding_type: {
            type: 'string',
            enum: ['kv_namespace', 'queue', 'durable_object_namespace'],
            description: 'Type of binding (kv_namespace, queue, durable_object_namespace).'
          }
        }
      }
    },
    severityRationale:
      'Warning: the enum still constrains the call, but the prose sends the agent to a value the client rejects.'
  },
  messages: {
    valueNotInEnum:
      'argument "{{argument}}" of "{{tool}}": its description lists {{extra}} ("{{prose}}"), which its enum ({{enum}}) does not allow: a model following the text sends a value the client rejects'
  },
  suggestions: {
    valueNotInEnum: 'make the description of "{{argument}}" name the values its enum allows'
  },
  check({ tool }) {
    const out: RawFinding[] = [];
    for (const { name, schema: s, description, pointer } of describedArguments(tool.inputSchema)) {
      const values = enumValues(s);
      if (values === undefined) continue;
      const lower = new Set(values.map((v) => v.toLowerCase()));
      const lists = proseLists(description, lower);
      const withExtra = lists.find((l) => l.values.some((v) => !lower.has(v.toLowerCase())));
      if (withExtra !== undefined) {
        out.push({
          messageId: 'valueNotInEnum',
          data: {
            argument: name,
            extra: previewList(withExtra.values.filter((v) => !lower.has(v.toLowerCase())).map((v) => `"${v}"`)),
            prose: withExtra.quote,
            enum: previewList(values, 8)
          },
          pointer
        });
      }
    }
    return out;
  }
};
