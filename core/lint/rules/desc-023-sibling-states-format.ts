/**
 * DESC-023: an argument described only by the words a sibling tool's argument uses before it
 * states the value's form (amap `maps_regeocode.location` "经纬度", while `maps_bicycling.origin`
 * says "出发点经纬度，坐标格式为：经度，纬度"): the server knows the form and said it elsewhere.
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { joinPointer } from '../../source/pointer.ts';
import { schemaProperties } from '../tool-facts.ts';
import type { CatalogRawFinding, CatalogRule } from '../types.ts';
import { nameExplainsItself } from './helpers/argument-names.ts';
import { genericNameSaysNothing } from './helpers/undocumented-arguments.ts';
import { isDateName, isString } from './desc-022-date-without-format.ts';
import { excerpt, scanText } from './helpers/description-text.ts';

/**
 * Where a description starts stating the value's form: a format, a separator, a standard. A sample
 * alone ("e.g. 'app=nginx'", 例如) is not one: it illustrates a syntax the agent may already know
 * (a Kubernetes label selector), and an independent reviewer labelled that case wrong.
 */
const STATES_FORM =
  /格式|形式|フォーマット|\bformat(?:ted)?\b|\bin the form\b|\bof the form\b|\bcomma[-\s]separated\b|\bseparated by\b|\biso[\s-]?8601\b|\byyyy|\bunix\b|\bepoch\b|\be\.164\b|\d{4}-\d{2}/i;
/** Clause breaks: the words before a form statement are split into the phrases that name the value. */
const CLAUSE = /[,，。;；:：()（）]|\.(?:\s|$)/;
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
/** A CJK phrase is matched by its endings too ("出发点经纬度" names "经纬度"), up to this length. */
const MAX_CJK_PHRASE = 24;
/** `id`, `*_id`, `*Id`: copied from where the thing was listed, whatever its form. */
const IDENTIFIER = /^id$|_ids?$|[a-z0-9]Ids?$|[a-z0-9]ID$/;
const VALUE_KEYS = ['enum', 'const', 'format', 'pattern', 'examples', 'example'] as const;

const normalize = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.。]+$/, '')
    .toLowerCase();

/** The phrases that name the value, before the form statement starts. */
function namingPhrases(description: string, formAt: number): string[] {
  const out: string[] = [];
  for (const part of description.slice(0, formAt).split(CLAUSE)) {
    const phrase = normalize(part);
    if (phrase.length < 2) continue;
    out.push(phrase);
    if (CJK.test(phrase))
      for (let i = Math.max(1, phrase.length - MAX_CJK_PHRASE); i <= phrase.length - 2; i++) out.push(phrase.slice(i));
  }
  return out;
}

interface Stated {
  tool: number;
  argument: string;
  pointer: string;
  description: string;
}

function stringArguments(tool: CatalogTool) {
  return schemaProperties(tool.tool).filter((p) => isString(p.schema) && p.description !== undefined);
}

export const desc023: CatalogRule = {
  id: 'DESC-023',
  slug: 'sibling-states-format',
  category: 'description',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary:
      'A string argument whose whole description is the phrase a sibling tool\'s string argument uses to name the same value right before stating its form ("经纬度" here, "出发点经纬度，坐标格式为：经度，纬度" there; "Latitude and longitude" here, "... in the form lat,lng" there): the form is known, and left out of this one.',
    why:
      'An agent calls one tool at a time and reads that tool only. When `maps_regeocode` says its `location` is "经纬度" (longitude and latitude) and only the other tools say the order is 经度，纬度 (longitude first), the agent sends latitude first, as most of the world writes it, and gets the address of another place with no error. The server already wrote the sentence; it is missing where it is needed. ' +
      'Decisions: only top-level string arguments; the sibling is an argument of another tool of the same server, of any name, whose description states a form (a format, 格式, "in the form", a separator, a standard such as ISO 8601 or E.164; a sample after "e.g." / 例如 alone is not a form statement: it illustrates a syntax the agent may know); it matches when this description is exactly one of the phrases before that statement (for CJK text, also an ending of one: "出发点经纬度" names "经纬度"). Left alone: an argument with its own `enum`, `format`, `pattern` or example; an id (`tableId`: copied from where it was listed); a name that says it all (`title`, `name`: a sample title teaches nothing); dates (DESC-022 reports them); a generic name whose description only repeats it (`filter`: "Filter"; DESC-021 reports it). Phrases are indexed, so a catalog costs one pass.',
    fix: 'Copy the form statement into this argument\'s description ("经纬度，坐标格式为：经度，纬度"), or give the argument a `pattern`.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 0; catalogs-2/ 0; catalogs-3/ 1 (amap maps_regeocode `location`, labelled right by an independent reviewer and found by the blind review of catalogs-3). Dropped after labels: a sibling that only gives a sample ("e.g. \'app=nginx\'" on kubectl_get\'s `labelSelector`; labelled wrong: a label selector is a syntax any agent driving kubectl knows). Dropped while tuning: matching by argument name alone (it paired different values that share a name: a wiki path and a build path, log and metric filters, character and tab indices, 14 of 20 wrong), ids (google-docs `tableId` "returned by listDocumentTables" needs no sample), self-explaining names (qase `title`), arrays (paddle `include`, whose items are an enum; the sibling\'s "comma-separated" is CON-002\'s finding).',
    bad: {
      tools: [
        {
          name: 'maps_regeocode',
          description: '将经纬度转换为地址',
          inputSchema: { type: 'object', properties: { location: { type: 'string', description: '经纬度' } } }
        },
        {
          name: 'maps_bicycling',
          description: '骑行路径规划',
          inputSchema: {
            type: 'object',
            properties: { origin: { type: 'string', description: '出发点经纬度，坐标格式为：经度，纬度' } }
          }
        }
      ]
    },
    good: {
      tools: [
        {
          name: 'maps_regeocode',
          description: '将经纬度转换为地址',
          inputSchema: {
            type: 'object',
            properties: { location: { type: 'string', description: '经纬度，坐标格式为：经度，纬度' } }
          }
        },
        {
          name: 'maps_bicycling',
          description: '骑行路径规划',
          inputSchema: {
            type: 'object',
            properties: { origin: { type: 'string', description: '出发点经纬度，坐标格式为：经度，纬度' } }
          }
        }
      ]
    },
    severityRationale:
      'Warning: a wrong guess silently returns another result, but the schema is valid and a careful agent may read the siblings.'
  },
  messages: {
    siblingStatesFormat:
      'argument "{{argument}}" of "{{tool}}" is described only as "{{own}}", while {{sibling}} names the same value and states its form: "{{stated}}"; an agent calling "{{tool}}" never reads that'
  },
  suggestions: {
    siblingStatesFormat: 'state the form in "{{argument}}" too, as {{sibling}} does'
  },
  checkCatalog({ tools }) {
    // Phrase index per server: each form-stating description adds the phrases before its statement.
    const index = new Map<string, Stated>();
    const serverOf = (i: number) => tools[i].server ?? '';
    tools.forEach((t, i) => {
      for (const p of stringArguments(t)) {
        const text = scanText(p.description!);
        const at = text.search(STATES_FORM);
        if (at < 0) continue;
        const stated = { tool: i, argument: p.name, pointer: p.pointer, description: text };
        for (const phrase of namingPhrases(text, at)) {
          const key = `${serverOf(i)}\u0000${phrase}`;
          if (!index.has(key)) index.set(key, stated);
        }
      }
    });
    if (index.size === 0) return [];
    const out: CatalogRawFinding[] = [];
    tools.forEach((t, i) => {
      for (const p of stringArguments(t)) {
        const own = scanText(p.description!);
        if (STATES_FORM.test(own) || VALUE_KEYS.some((k) => k in p.schema)) continue;
        if (IDENTIFIER.test(p.name) || nameExplainsItself(p.name) || isDateName(p.name)) continue;
        if (genericNameSaysNothing(p.name, own)) continue;
        const phrase = normalize(own);
        if (phrase.length < 2) continue;
        const hit = index.get(`${serverOf(i)}\u0000${phrase}`);
        if (hit === undefined || hit.tool === i) continue;
        out.push({
          tool: i,
          messageId: 'siblingStatesFormat',
          data: {
            argument: p.name,
            own: excerpt(own, 60),
            sibling: `"${tools[hit.tool].name}.${hit.argument}"`,
            stated: excerpt(hit.description, 100)
          },
          pointer: joinPointer('/inputSchema/properties', p.name),
          related: [{ tool: hit.tool, pointer: hit.pointer }]
        });
      }
    });
    return out;
  }
};
