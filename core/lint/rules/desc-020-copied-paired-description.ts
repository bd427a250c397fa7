/**
 * DESC-020: one argument of a pair (start/end, from/to, min/max, after/before, since/until) whose
 * description names only the other side, copied from its partner ("startDateTime: End of the metrics
 * date range"), or taken whole from the partner by `$ref`.
 */
import { isPlainObject } from '../tool-facts.ts';
import { defineRule, type RawFinding } from '../types.ts';
import { excerpt, scanText } from './helpers/description-text.ts';
import { walkSchema } from './helpers/schema-walk.ts';

type Side = 'low' | 'high';

/** Name words that put an argument on one side of a range, and the word on the other side. */
const NAME_PAIRS: Record<string, { side: Side; other: string[] }> = {
  start: { side: 'low', other: ['end'] },
  begin: { side: 'low', other: ['end'] },
  end: { side: 'high', other: ['start', 'begin'] },
  from: { side: 'low', other: ['to'] },
  to: { side: 'high', other: ['from'] },
  min: { side: 'low', other: ['max'] },
  max: { side: 'high', other: ['min'] },
  minimum: { side: 'low', other: ['maximum'] },
  maximum: { side: 'high', other: ['minimum'] },
  after: { side: 'low', other: ['before'] },
  before: { side: 'high', other: ['after'] },
  since: { side: 'low', other: ['until'] },
  until: { side: 'high', other: ['since'] },
  earliest: { side: 'low', other: ['latest'] },
  latest: { side: 'high', other: ['earliest'] },
  lower: { side: 'low', other: ['upper'] },
  upper: { side: 'high', other: ['lower'] }
};

/**
 * Description words that name a side. Not "to", "from", "least" or "most": "the date to filter
 * from" and "at least 1" say nothing about which end of a range an argument is. CJK words are
 * matched as substrings (no word boundaries in those scripts).
 */
const SIDE_WORDS: Record<Side, { latin: RegExp; cjk: RegExp }> = {
  low: {
    latin:
      /\b(start|starting|begin|beginning|earliest|oldest|min|minimum|lowest|smallest|lower bound|after|since|later than|newer than)\b/i,
    cjk: /开始|起始|開始|最小|最低|以后|之后|以降|시작|최소/
  },
  high: {
    latin:
      /\b(end|ending|latest|newest|max|maximum|highest|largest|upper bound|before|until|earlier than|older than)\b/i,
    cjk: /结束|截止|終了|最大|最高|以前|之前|종료|최대/
  }
};

const names = (text: string, side: Side) => SIDE_WORDS[side].latin.test(text) || SIDE_WORDS[side].cjk.test(text);
const opposite = (side: Side): Side => (side === 'low' ? 'high' : 'low');

/** `startDateTime` -> ['start', 'date', 'time']; `min_price` -> ['min', 'price']. */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

interface Paired {
  name: string;
  side: Side;
  /** The partner's name key: this name's words with the pair word swapped. */
  keys: string[];
  own: string;
  /** Its own description, if any. */
  description: string | undefined;
  /** A `$ref` (`"#/properties/startDateTime"`): the schema, description included, is a sibling's. */
  ref: string | undefined;
  pointer: string;
}

/** The side an argument name puts it on, and the names its partner could have; undefined for names with no pair word. */
function pairing(name: string): { side: Side; own: string; keys: string[] } | undefined {
  const words = nameWords(name);
  // One pair word only: `from_min` or `start_end` is not one side of anything.
  const at = words.flatMap((w, i) => (w in NAME_PAIRS ? [i] : []));
  if (at.length !== 1) return undefined;
  const i = at[0];
  const { side, other } = NAME_PAIRS[words[i]];
  return {
    side,
    own: words.join(' '),
    keys: other.map((o) => [...words.slice(0, i), o, ...words.slice(i + 1)].join(' '))
  };
}

export const desc020 = defineRule({
  id: 'DESC-020',
  slug: 'copied-paired-description',
  category: 'description',
  severity: 'warning',
  docs: {
    summary:
      'Of two sibling arguments that are the two sides of a range (`start`/`end`, `from`/`to`, `min`/`max`, `after`/`before`, `since`/`until`, `earliest`/`latest`, `lower`/`upper`, in any naming style), one has a description that names only the other side ("startDateTime: End of the metrics date range"), its own or taken whole from its partner by `$ref`.',
    why:
      'The description is the copy-paste of its partner\'s: the model reads "End of the range" on the start argument and either swaps the two or sends the same value twice, and the server answers with an empty range or an error about the order. ' +
      'Decisions: the names must differ only in the pair word (`startDate`/`endDate`, `min_price`/`max_price`); side words in descriptions are matched as words ("at least", "to" and "from" are not side words: they appear in every kind of description), in Chinese, Japanese and Korean as substrings (开始/结束, 開始/終了, 최소/최대, ...); a description that names its own side too ("Start date; must be before the end date") is left alone, and so are identical descriptions that name no side (the names tell the two apart); an argument whose schema is a `$ref` to its partner is read with the partner\'s description, which is what the model sees.',
    fix: 'Describe each side as itself: "Start of the metrics date range (inclusive)" and "End of the metrics date range (exclusive)".',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 0, catalogs-2/ 0, catalogs-3/ 1: iterable get_campaign_metrics, whose `startDateTime` says "End of the metrics date range" and whose `endDateTime` is a `$ref` to it (an independent reviewer found the same defect). Judged right by the author. The three sets hold 150 sibling pairs of this kind (start/end, from/to, min/max, after/before, since/until, ...); the rest describe each side as itself, or (resend\'s from/to, twilio\'s From/To) are not a range and name no side.',
    bad: {
      name: 'get_metrics',
      description: 'Get the metrics of a project over a date range. Returns one row per day.',
      inputSchema: {
        type: 'object',
        properties: {
          startDateTime: { type: 'string', description: 'End of the metrics date range' },
          endDateTime: { type: 'string', description: 'End of the metrics date range' }
        }
      }
    },
    good: {
      name: 'get_metrics',
      description: 'Get the metrics of a project over a date range. Returns one row per day.',
      inputSchema: {
        type: 'object',
        properties: {
          startDateTime: { type: 'string', description: 'Start of the metrics date range' },
          endDateTime: { type: 'string', description: 'End of the metrics date range' }
        }
      }
    },
    severityRationale:
      'Warning: the schema is valid, but the text tells the model the wrong meaning of an argument it must fill.'
  },
  messages: {
    namesOtherSide:
      'argument "{{argument}}" is described as the other side of its pair "{{partner}}": "{{description}}"',
    inheritsOtherSide:
      'argument "{{argument}}" takes its schema by $ref from a sibling, and with it a description of the other side of its pair "{{partner}}": "{{description}}"'
  },
  suggestions: {
    namesOtherSide: 'describe "{{argument}}" as its own side of the range',
    inheritsOtherSide: 'give "{{argument}}" its own schema and description instead of the $ref'
  },
  check({ tool }) {
    const out: RawFinding<'namesOtherSide' | 'inheritsOtherSide'>[] = [];
    // Siblings: the properties of one object schema, grouped by the node they sit under.
    const byParent = new Map<number | undefined, Paired[]>();
    for (const node of walkSchema(tool.inputSchema, '/inputSchema')) {
      if (node.via !== 'property' || node.name === undefined || !isPlainObject(node.schema)) continue;
      const p = pairing(node.name);
      if (p === undefined) continue;
      const d = node.schema.description;
      const list = byParent.get(node.parent) ?? [];
      list.push({
        name: node.name,
        ...p,
        description: typeof d === 'string' && d.trim() !== '' ? scanText(d) : undefined,
        ref: typeof node.schema.$ref === 'string' ? node.schema.$ref : undefined,
        pointer: node.pointer
      });
      byParent.set(node.parent, list);
    }
    for (const siblings of byParent.values()) {
      const byOwn = new Map(siblings.map((s) => [s.own, s]));
      const byPointer = new Map(siblings.map((s) => [s.pointer, s]));
      for (const s of siblings) {
        const partner = s.keys.map((k) => byOwn.get(k)).find((x) => x !== undefined);
        if (partner === undefined) continue;
        // Its own text, or the text of the sibling its `$ref` points at (the schema copied whole).
        const target = s.ref?.startsWith('#/') ? byPointer.get(`/inputSchema${s.ref.slice(1)}`) : undefined;
        const text = s.description ?? target?.description;
        if (text === undefined || !names(text, opposite(s.side)) || names(text, s.side)) continue;
        out.push({
          messageId: s.description === undefined ? 'inheritsOtherSide' : 'namesOtherSide',
          data: { argument: s.name, partner: partner.name, description: excerpt(text, 80) },
          pointer: s.pointer
        });
      }
    }
    return out;
  }
});
