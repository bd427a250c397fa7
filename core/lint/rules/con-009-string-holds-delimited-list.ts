/** CON-009: a string argument whose description says it holds a delimited list ("comma-separated IDs", "カンマ区切り", "逗号分隔", "쉼표로 구분"). */
import { declaredTypes, isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { SAYS_DELIMITED } from './con-002-array-described-as-delimited.ts';
import { describedArguments, onlyTypeNot } from './helpers/described-arguments.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** The same statement in Japanese, Chinese and Korean (no `\b`: CJK has no word boundaries). */
const SAYS_DELIMITED_CJK = [
  // Japanese: "カンマ区切り", "スペースで区切って", "「,」区切り"
  /(カンマ|コンマ|スペース|空白|パイプ|セミコロン|改行|[「『"'`]\s*[,，、|;]\s*[」』"'`])\s*(?:で\s*)?区切/,
  // Chinese: "逗号分隔", "使用竖线隔离", "以英文逗号分隔", "用','分隔"
  /(英文逗号|半角逗号|逗号|分号|竖线|空格|换行|顿号|[“"'`「]\s*[,，|;；]\s*[”"'`」])\s*(?:进行\s*)?(?:分隔|隔开|分割|隔离|间隔|連接|连接)/,
  // Korean: "쉼표로 구분", "콤마로 구분된", "공백으로 분리"
  /(쉼표|콤마|공백|세미콜론|파이프)\s*(?:(?:로|으로)\s*)?(?:구분|분리)/
] as const;

/** Which delimiter, for the message: the word as written, mapped to one English name. */
const DELIMITER_NAMES: Array<[RegExp, string]> = [
  [/comma|csv|カンマ|コンマ|逗号|쉼표|콤마|[,，、]/i, 'comma'],
  [/pipe|竖线|パイプ|파이프|\|/i, 'pipe'],
  [/semicolon|セミコロン|分号|세미콜론|[;；]/i, 'semicolon'],
  [/newline|改行|换行/i, 'newline'],
  [/space|whitespace|tab|スペース|空白|空格|공백/i, 'space']
];

/** A comma inside one value: a coordinate pair or a bounding box is a tuple, not a list of items. */
const TUPLE =
  /\b(?:lat|lng|lon|latitude|longitude|coordinates?|bounds|bbox|bounding\s+box)\b|经纬度|经度|纬度|坐标|座標|緯度|経度|좌표|위도|경도/i;
/** Pairs that belong in an object, and expressions with their own syntax (sort orders), where "make it an array" is the wrong fix. */
const NOT_A_PLAIN_LIST =
  /\bkey[-\s]?value\b|\bkey\s*[=:]\s*value\b|\w=\w|\b(?:asc|desc|ascending|descending)\b|键值|キー.?値|키.?값/i;
/** "CSV (comma-separated values)" names a file format, and lines of text are text: neither is a list argument. */
const FORMAT_OR_TEXT =
  /\bcsv\s*\(\s*comma[-\s]separated|comma[-\s]separated\s+values?\s*\(\s*csv\s*\)|\b(?:newline|line)[-\s]?(?:separated|delimited)\b|\bseparated\s+by\s+newlines?\b/i;
/** Wording that offers the delimited form as an alternative to an array the schema also takes. */
const ALSO_ARRAY = /\bor\s+an?\s+(?:json\s+)?array\b|\barray\s+or\b/i;

function delimiterName(phrase: string): string {
  for (const [pattern, name] of DELIMITER_NAMES) if (pattern.test(phrase)) return name;
  return 'comma';
}

/** The delimiter phrase the description uses, or undefined. */
function delimitedPhrase(text: string): string | undefined {
  const en = SAYS_DELIMITED.exec(text);
  if (en !== null) return en[0];
  for (const pattern of SAYS_DELIMITED_CJK) {
    const m = pattern.exec(text);
    if (m !== null) return m[0];
  }
  return undefined;
}

/** Exactly a string with no array branch, and no enum or const pinning its values. */
const onlyString = (schema: Record<string, unknown>): boolean =>
  onlyTypeNot(schema, 'string', 'array') && !('enum' in schema) && !('const' in schema);

const squash = (name: string) => name.toLowerCase().replace(/[-_\s]/g, '');
const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/properties/'));

/**
 * `"<parent pointer> <squashed name>"` for every string argument that has an array-typed sibling
 * named after it (`args` beside `argsList`, `ids` beside `ids_array`): the list form already exists
 * next to the delimited string, so there is nothing to change.
 */
function arrayTwins(inputSchema: unknown): Set<string> {
  const byParent = new Map<string, string[]>();
  for (const node of walkSchema(inputSchema, '/inputSchema')) {
    if (node.via !== 'property' || node.name === undefined || !isPlainObject(node.schema)) continue;
    if (!declaredTypes(node.schema).includes('array')) continue;
    const parent = parentOf(node.pointer);
    byParent.set(parent, [...(byParent.get(parent) ?? []), squash(node.name)]);
  }
  const twins = new Set<string>();
  for (const node of walkSchema(inputSchema, '/inputSchema')) {
    if (node.via !== 'property' || node.name === undefined) continue;
    const name = squash(node.name);
    const arrays = byParent.get(parentOf(node.pointer)) ?? [];
    if (name.length >= 3 && arrays.some((a) => a !== name && a.startsWith(name)))
      twins.add(`${parentOf(node.pointer)} ${name}`);
  }
  return twins;
}

export const con009StringHoldsDelimitedList: Rule = {
  id: 'CON-009',
  slug: 'string-holds-delimited-list',
  category: 'schema',
  severity: 'hint',
  docs: {
    summary:
      'An argument (at any depth) typed `string` whose description says it holds a delimited list: "Comma-separated list of task IDs", "(comma-separated values, max 15)", "カンマ区切り", "逗号分隔", "使用竖线隔离", "쉼표로 구분". The mirror of CON-002.',
    why:
      'A list packed into a string hides its structure from everything that reads the schema: a client cannot validate the items (an `enum` of allowed values, a `maxItems` of 15, an ID pattern), the model has to remember the delimiter and whether spaces are allowed, and a value that contains the delimiter cannot be sent at all. An array says all of that in the schema, and the server joins it in one line. ' +
      'Decisions: only schemas that are exactly a string (a `null` alternative allowed; no array branch, no `enum`/`const`); a comma inside one value is left alone (a coordinate pair "116.4,39.9", a bounding box: a tuple, not a list), as are key-value pairs (an object is the fix, not an array), sort expressions ("field desc, other asc": a syntax of its own), a file format ("CSV (comma-separated values)") and newline-separated text. One finding per argument. Severity hint: the call works when the model follows the prose; the gain is validation and fewer malformed calls.',
    fix: 'Type the argument as an array of the items (`type: "array", items: { type: "string" }`, with the `enum`, `pattern` or `maxItems` the prose states) and join it on the server.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 2 firings (azure-devops `workItems` space-separated, mobile `locale`); catalogs-2/ 9 (codacy, digitalocean, heroku, todoist `ids`); catalogs-3/ 93, 76 of them flightradar24\'s filter strings ("Flight numbers (comma-separated values, max 15)" on 9 tools), then chatwork\'s member ID strings ("カンマ区切り", 7), cloudinary (5), runpod (2), amap `origins` ("使用竖线隔离", the pipe-joined coordinate list the blind review of catalogs-3 found), cloudbase, qase. Left alone: flightradar24 `bounds` and baidu-map `location` (one coordinate tuple), cloudinary `context` (key-value pairs), gcp-observability `orderBy` (a sort expression). The author reads all 104 as lists the schema could state as arrays; the blind review of catalogs-3 lists two of them (chatwork, amap) as low-impact defects, but a reviewer may also judge a well-documented delimited string good enough, which is why the rule is a hint. Not yet labelled by an independent reviewer.',
    bad: {
      name: 'get_tasks_list',
      description: 'List tasks in the project, filtered by ID. Returns title, due date and status.',
      inputSchema: {
        type: 'object',
        properties: { ids: { type: 'string', description: 'Comma-separated list of task IDs' } }
      }
    },
    good: {
      name: 'get_tasks_list',
      description: 'List tasks in the project, filtered by ID. Returns title, due date and status.',
      inputSchema: {
        type: 'object',
        properties: { ids: { type: 'array', items: { type: 'string' }, description: 'IDs of the tasks to return' } }
      }
    },
    severityRationale:
      'Hint: nothing fails when the model follows the description; the schema just cannot validate or describe the items.'
  },
  messages: {
    delimitedString:
      'argument "{{argument}}" of "{{tool}}" is a string that holds a {{delimiter}}-separated list ("{{phrase}}"): the schema cannot validate its items, and the model must remember the delimiter'
  },
  suggestions: {
    delimitedString: 'make "{{argument}}" an array of the items and join them on the server'
  },
  check({ tool }) {
    const out: RawFinding[] = [];
    const twins = arrayTwins(tool.inputSchema);
    for (const { name, schema, description, pointer } of describedArguments(tool.inputSchema)) {
      if (!onlyString(schema) || twins.has(`${parentOf(pointer)} ${squash(name)}`)) continue;
      const phrase = delimitedPhrase(description);
      if (phrase === undefined || FORMAT_OR_TEXT.test(description)) continue;
      if (ALSO_ARRAY.test(description) || NOT_A_PLAIN_LIST.test(description)) continue;
      const delimiter = delimiterName(phrase);
      if ((delimiter === 'comma' || delimiter === 'space') && TUPLE.test(`${name} ${description}`)) continue;
      out.push({ messageId: 'delimitedString', data: { argument: name, delimiter, phrase }, pointer });
    }
    return out;
  }
};
