/**
 * CON-010: the argument that names what a tool acts on is not in `required`, so an empty call
 * validates: `query(sql)` with no `required`, `get_pull_request_diff(..., pullRequestNumber)`.
 */
import { declaredTypes, isPlainObject, type SchemaProperty, schemaProperties } from '../tool-facts.ts';
import { defineRule } from '../types.ts';
import { nameWords, scanText } from './helpers/description-text.ts';

/** Verbs that act on one existing item: the item's id cannot be left out. */
const SINGLE_ITEM_VERBS = new Set([
  'get',
  'fetch',
  'retrieve',
  'read',
  'show',
  'view',
  'describe',
  'inspect',
  'download',
  'delete',
  'remove',
  'destroy',
  'update',
  'edit',
  'patch',
  'modify',
  'rename',
  'close',
  'reopen',
  'merge',
  'cancel',
  'abort',
  'approve',
  'reject',
  'archive',
  'unarchive',
  'restore',
  'resolve',
  'publish',
  'unpublish',
  'restart',
  'rerun',
  'retry',
  'terminate'
]);
/**
 * Tool-name words of a tool that may run on everything or on an empty query (list, search), or
 * that makes the item (create, add): its id is then the new item's, which the server may choose.
 */
const COLLECTION_WORDS = new Set([
  'list',
  'search',
  'find',
  'browse',
  'filter',
  'all',
  'create',
  'add',
  'new',
  'insert',
  'generate',
  'register',
  'upload'
]);
/** The last word of an argument that identifies one item (`pullRequestNumber`, `file_id`, `collection_slug`). */
const ID_WORDS = new Set(['id', 'number', 'num', 'slug', 'uuid', 'sid']);
/** Last words of another argument that can name the same item instead (`issueUrl`, `email`, `name`). */
const ALTERNATIVE_ID_WORDS = new Set([
  ...ID_WORDS,
  'ids',
  'url',
  'uri',
  'link',
  'name',
  'email',
  'code',
  'uid',
  'key',
  'handle',
  'identifier',
  'ref',
  'path',
  'title'
]);
/** Nouns whose "number" is a value, not an item's id (`phoneNumber`, `versionNumber`). */
const VALUE_NUMBERS = new Set(['phone', 'fax', 'card', 'account', 'tax', 'vat', 'serial', 'version', 'line', 'page']);
/** The payload a tool's only argument carries, with the words that name it in the tool's name or description. */
const PAYLOADS: Readonly<Record<string, readonly string[]>> = {
  sql: ['sql', 'query'],
  query: ['query', 'sql'],
  url: ['url', 'page', 'link', 'website', 'web'],
  uri: ['uri', 'url', 'resource'],
  path: ['path', 'file', 'directory', 'folder'],
  command: ['command', 'shell', 'terminal'],
  code: ['code', 'script', 'javascript', 'python'],
  script: ['script', 'code'],
  expression: ['expression', 'evaluate', 'eval']
};

/**
 * Prose that makes leaving the argument out a choice: "optional", "if omitted", "defaults to",
 * "either", "required for: get"; and the same in Chinese, Japanese and Korean. Read in the
 * argument's own description and in the sentences of the tool description that mention it.
 */
const OPTIONAL_PROSE =
  /\boptional(ly)?\b|\b(if|when)\s+no\b|\b(the\s+)?(current|authenticated|logged[- ]in|active|selected)\s+(user|account|project|workspace|organi[sz]ation|page|tab|session|branch|repository|repo|file|document)\b|当前|現在の|현재|\bomit(s|ted|ting)?\b|\bif\s+(not\s+(provided|specified|given|set|passed|supplied)|omitted|empty|absent|missing|none)\b|\bwhen\s+(not\s+(provided|specified|given|set)|omitted|absent)\b|\bunless\b|\bdefaults?\s+(to|is)\b|\bby\s+default\b|\bleave\s+(it\s+)?(empty|blank|out|unset)\b|\beither\b|\bat\s+least\s+one\b|\bone\s+of\b|\brequired\s+(for|when|if|with|only)\b|\bonly\s+(required|needed|used)\s+(for|when|if)\b|可选|选填|非必填|非必须|不填|不传|省略|默认|缺省|未指定|如不|若不|任意|オプション|指定しない|デフォルト|既定|または|もしくは|선택|생략|기본값|옵션|지정하지|또는|时必填|時必填|場合は必須|のみ必須|경우\s*필수|때\s*필수/i;
/** Prose anywhere in the tool description that offers another way to name the item: "by ID or email", "a URL or an id". */
const ALTERNATIVE_PROSE =
  /\b(id|url|name|email|slug|key|code|number|uuid)\s+or\b|\bor\s+(by\s+)?(its\s+|the\s+|an?\s+)?(id|url|name|email|slug|key|code|number|uuid)\b/i;
/** Sentence or line breaks, in any of the corpus's writing systems. */
const SENTENCE_BREAK = /(?<=[.!?;。！？；])\s+|\n+|(?<=[。！？；])/;

/** The sentences of `text` that mention the argument: its name, its noun phrase, or "ID" for an id. */
function mentioning(text: string, p: SchemaProperty, noun: readonly string[] | undefined): string {
  const marks = [p.name.toLowerCase(), nameWords(p.name).join(' ')];
  if (noun !== undefined) marks.push(noun.join(' '), 'id');
  return text
    .split(SENTENCE_BREAK)
    .filter((sentence) => {
      const lower = sentence.toLowerCase();
      const spaced = nameWords(sentence).join(' ');
      return marks.some((m) => lower.includes(m) || ` ${spaced} `.includes(` ${m} `));
    })
    .join('\n');
}

/** Keywords that make some arguments required only in some shapes of the call. */
const CONDITIONAL_REQUIRED = ['anyOf', 'oneOf', 'if', 'not', 'dependentRequired', 'dependencies', 'dependentSchemas'];

const stem = (word: string): string =>
  word
    .replace(/(ies)$/, 'y')
    .replace(/(ses|xes)$/, (m) => m.slice(0, 2))
    .replace(/s$/, '');

/** A value the agent must choose: a string or number with no default, no fixed value, never null. */
function choosable(p: SchemaProperty): boolean {
  const s = p.schema;
  if ('default' in s || 'const' in s || s.readOnly === true || s.nullable === true) return false;
  const types = declaredTypes(s);
  if (types.includes('null')) return false;
  return types.length === 0 || types.every((t) => t === 'string' || t === 'integer' || t === 'number');
}

/** Bare names that identify the item itself. */
const BARE_IDS = new Set(['id', 'uuid', 'slug', 'identifier']);

/**
 * The noun words of an identifying argument (`pull request` for `pullRequestNumber`, none for a
 * bare `id`), or undefined. A `<noun>_name` identifies only the item the tool name ends on
 * (`deployment_name` of `delete_deployments`, not `toolName` of `get_recent_tool_calls`).
 */
function identifiedNoun(name: string, toolLast?: string): string[] | undefined {
  const words = nameWords(name);
  if (words.length === 1) return BARE_IDS.has(words[0]) ? [] : undefined;
  const last = words[words.length - 1];
  const noun = words.slice(0, -1).map(stem);
  if (last === 'name') return noun.length === 1 && noun[0] === toolLast ? noun : undefined;
  if (!ID_WORDS.has(last)) return undefined;
  if (last === 'number' && VALUE_NUMBERS.has(noun[noun.length - 1])) return undefined;
  return noun;
}

/** Another argument that names the same item, or names an item in general (`issueUrl`, `email`, `name`, `id`). */
function alternativeFor(
  target: SchemaProperty,
  noun: readonly string[],
  props: readonly SchemaProperty[]
): string | undefined {
  for (const p of props) {
    if (p === target) continue;
    const words = nameWords(p.name);
    if (words.length === 0 || !ALTERNATIVE_ID_WORDS.has(words[words.length - 1])) continue;
    const own = words.slice(0, -1).map(stem);
    if (own.every((w) => noun.includes(w))) return p.name;
  }
  return undefined;
}

/** The words of a tool name (stemmed), its single-item verb, and the word it ends on (the item it acts on). */
interface ToolWords {
  all: ReadonlySet<string>;
  verb: string | undefined;
  last: string | undefined;
}

function toolWordsOf(name: string): ToolWords {
  const words = nameWords(name).map(stem);
  const nouns = words.filter((w) => !SINGLE_ITEM_VERBS.has(w));
  return { all: new Set(words), verb: words.find((w) => SINGLE_ITEM_VERBS.has(w)), last: nouns[nouns.length - 1] };
}

/** Why the tool cannot run without `p`, quoted from its name or description; undefined when nothing proves it. */
function subjectEvidence(
  p: SchemaProperty,
  props: readonly SchemaProperty[],
  toolWords: ToolWords,
  descriptionWords: () => ReadonlySet<string>
): string | undefined {
  const noun = identifiedNoun(p.name, toolWords.last);
  if (noun?.every((w) => toolWords.all.has(w))) {
    if (alternativeFor(p, noun, props) !== undefined) return undefined;
    const item = noun.length > 0 ? `the ${noun.join(' ')}` : 'the item';
    if (toolWords.verb !== undefined) return `${item} the tool's "${toolWords.verb}" acts on`;
    if (props.length === 1 && noun.length > 0) return `its only argument, ${item} the tool name names`;
    return undefined;
  }
  if (props.length !== 1) return undefined;
  const words = nameWords(p.name);
  const payload = words.length === 1 ? PAYLOADS[words[0]] : undefined;
  const named = payload?.find((w) => toolWords.all.has(w) || descriptionWords().has(w));
  if (named === undefined) return undefined;
  return `its only argument, the ${words[0]} the tool ${toolWords.all.has(named) ? 'name' : 'description'} names ("${named}")`;
}

export const con010RequiredMissing = defineRule({
  id: 'CON-010',
  slug: 'required-missing',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'The argument that names what a tool acts on is not in `required` and has no default, so a call with no arguments validates: the only argument of a tool when the tool\'s name or description names it (`query(sql)` "Run a SQL query"), or an id whose noun the tool name acts on with a single-item verb (`pullRequestNumber` of `get_pull_request_diff`, `file_id` of `delete_files`).',
    why:
      'A schema is the contract a client checks calls against. When the id of the one item a tool gets, deletes or updates is optional, the schema says `{}` is a complete call: an agent that plans from the schema may leave it out, and the client passes the call on instead of asking for it; the server then fails with an error the agent has to decode, or, worse, acts on a default item. ' +
      "Decisions: only top-level arguments (read through `allOf`/`$ref`) of type string, integer or number (or untyped) with no `default`, `const` or `null`; the id's noun must be every noun word of the tool name it names (`pull request` in `get_pull_request_git_diff`), and the tool name must hold a single-item verb (get, delete, update, cancel, ...), unless the id is the only argument; a tool whose name says list, search, find, browse or filter is left alone, as is one whose schema makes arguments required by `anyOf`/`oneOf`/`if`/`dependentRequired`. " +
      'Quiet when another argument can name the item instead (`issueUrl`, `url`, `email`, `name`, `discountCode`), or when the tool or argument prose makes leaving it out a choice ("optional", "if omitted", "if no ... is given", "the current user", "defaults to", "either", "by ID or email", "required for: get", and 可选/省略/默认/当前, 任意/省略/デフォルト/現在の, 선택/생략/기본값/현재). A server that declares `required` nowhere is not skipped: its tools cannot act without their ids either (DESC-015 reports the server once, when its ids are also undescribed).',
    fix: 'Add the argument to `required`. If the tool really can run without it, say what happens then ("if omitted, uses the current project").',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 1 (postgres `query`, whose only argument `sql` is not required), catalogs-2/ 22 (codacy `fileId`, `issueId`, `pullRequestNumber` on get tools; replicate ids on get, delete and cancel tools), catalogs-3/ 0. An independent reviewer labelled all 23 right (packet of 2026-11-28); the firings come from 3 servers, fewer than the 4 the evidence policy asks for a heuristic rule, so it stays in `all` for now.',
    bad: {
      name: 'get_pull_request_diff',
      description: 'Returns the Git diff of a pull request.',
      inputSchema: {
        type: 'object',
        properties: {
          repository: { type: 'string', description: 'Repository name, owner/name' },
          pullRequestNumber: { type: 'integer', description: 'Pull request number' }
        },
        required: ['repository']
      }
    },
    good: {
      name: 'get_pull_request_diff',
      description: 'Returns the Git diff of a pull request.',
      inputSchema: {
        type: 'object',
        properties: {
          repository: { type: 'string', description: 'Repository name, owner/name' },
          pullRequestNumber: { type: 'integer', description: 'Pull request number' }
        },
        required: ['repository', 'pullRequestNumber']
      }
    },
    severityRationale:
      'Warning: the schema is valid and a model that reads the name usually sends the id, but the schema no longer stops an empty call, which fails at the server (or acts on a default item) instead of being caught by the client; blind reviewers rate it medium impact.'
  },
  messages: {
    requiredMissing:
      '"{{argument}}" of "{{tool}}" is not in required and has no default, though it is {{evidence}}: an empty call validates, so an agent may leave it out'
  },
  suggestions: {
    requiredMissing: 'add "{{argument}}" to required, or say in its description what the tool does when it is omitted'
  },
  check({ tool, description }) {
    const schema = tool.inputSchema;
    if (!isPlainObject(schema) || CONDITIONAL_REQUIRED.some((k) => k in schema)) return [];
    const toolWords = toolWordsOf(tool.name);
    if ([...toolWords.all].some((w) => COLLECTION_WORDS.has(w))) return [];
    const props = schemaProperties(tool);
    if (props.length === 0) return [];
    const toolProse = description === undefined ? '' : scanText(description);
    let descriptionWords: Set<string> | undefined;
    const wordsOfDescription = () => (descriptionWords ??= new Set(nameWords(toolProse)));
    const out = [];
    // Cheapest first: the schema and names decide most tools; prose is read only for a candidate.
    for (const p of props) {
      if (p.required || !choosable(p)) continue;
      const evidence = subjectEvidence(p, props, toolWords, wordsOfDescription);
      if (evidence === undefined) continue;
      if (ALTERNATIVE_PROSE.test(toolProse)) return [];
      if (p.description !== undefined && OPTIONAL_PROSE.test(scanText(p.description))) continue;
      if (OPTIONAL_PROSE.test(mentioning(toolProse, p, identifiedNoun(p.name, toolWords.last)))) continue;
      out.push({ messageId: 'requiredMissing' as const, data: { argument: p.name, evidence }, pointer: p.pointer });
    }
    return out;
  }
});
