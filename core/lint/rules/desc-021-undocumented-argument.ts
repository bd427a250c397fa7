/**
 * DESC-021: an argument nothing documents. No description, and neither its name, its values
 * (enum, format, pattern, examples, const, default), its shape (declared fields) nor the text of
 * its tool or parent says what value to send.
 */
import type { Tool } from '../../catalog/types.ts';
import { declaredTypes, isPlainObject, schemaProperties } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { desc006TunedPointers, nameExplainsItself, namesArgument } from './desc-006-undocumented-required-argument.ts';
import { nameWords, previewList, scanText } from './desc-text.ts';

/**
 * Names that say only "some value goes here": what a filter matches and in which syntax, which
 * order, a path relative to what, which options. Each needs words, whatever the tool is.
 */
const GENERIC =
  /^(?:filters?|filter_?by|order|order_?by|sort|sort_?by|sorting|path|target|data|params|parameters|options|opts|body|input|payload|config|configuration|spec|specification|expression|expr|criteria|conditions?|args|arguments|settings)$/i;
/**
 * Generic names that, as a plain value, are the thing itself: a comment's body, a process's input,
 * a payload given as text.
 */
const ITSELF_WHEN_SCALAR = /^(?:body|input|data|content|payload)$/i;
const POSITION_WHEN_NUMBER = /^(?:order|sort)$/i;
/**
 * Names that hold a code, key or setting from a vocabulary the agent cannot guess (`taxType`,
 * `accountCode`, `memorySize`): what makes a tool with no described argument hard to call.
 */
const OPAQUE =
  /(?:code|codes|key|keys|type|kind|mode|format|level|unit|config|settings|options|spec|runtime|size|timeout|interval|duration)$/i;
/** `path` is a file's path when the tool works on files. */
const FILE_TOOL = /\b(?:files?|director(?:y|ies)|folders?|dir)\b|文件|目录|文件夹|ファイル|フォルダ|ディレクトリ/i;
/** Paging and size arguments every agent knows. */
const PAGING =
  /^(?:page|pages|page_?size|pageSize|page_?number|pageNumber|per_?page|perPage|limit|offset|skip|cursor|count|max_?results|maxResults|starting_?after|startingAfter|ending_?before|endingBefore|page_?token|pageToken|next_?token|top)$/i;
/** Words a description may add to the name and still say nothing ("Target specification", "The filter object"). */
const FILLER = new Set(
  'a an the of for to this that in on by with parameter parameters param params argument value values object objects data field fields input optional required specification spec string array list json the'.split(
    ' '
  )
);
/** A tool-level finding needs this many properties, and this many of them unexplained. */
export const MIN_PROPERTIES = 4;
export const MIN_UNEXPLAINED = 3;

/** A description that only repeats the name ("Filter", "Target specification"); text in another script always counts. */
export function saysNothing(name: string, description: string): boolean {
  if (/[^\x00-\x7F]/.test(description)) return false;
  const own = new Set(nameWords(name).flatMap((w) => [w, `${w}s`, w.replace(/s$/, '')]));
  return nameWords(description).every((w) => FILLER.has(w) || own.has(w));
}

/** Whether DESC-021 takes this description as none for a generic name (so DESC-023 leaves the argument to it). */
export const genericNameSaysNothing = (name: string, description: string) =>
  GENERIC.test(name) && saysNothing(name, description);

function hasText(schema: Record<string, unknown>, name: string): boolean {
  for (const key of ['description', 'title'] as const) {
    const v = schema[key];
    if (typeof v === 'string' && v.trim() !== '' && !saysNothing(name, v)) return true;
  }
  return false;
}

/** Values or a format that show what to send. */
const VALUE_KEYS = ['enum', 'const', 'format', 'pattern', 'examples', 'example', 'contentMediaType'] as const;
function showsValues(schema: Record<string, unknown>): boolean {
  if (VALUE_KEYS.some((k) => k in schema)) return true;
  const d = schema.default;
  return d !== undefined && d !== null && d !== '' && !(Array.isArray(d) && d.length === 0);
}

/** Declared fields (of the value or of its items): the shape itself tells the agent what to send. */
function hasShape(schema: Record<string, unknown>): boolean {
  const fields = (s: unknown) =>
    isPlainObject(s) && isPlainObject(s.properties) && Object.keys(s.properties).length > 0;
  return fields(schema) || fields(schema.items);
}

/** A local `$ref` (`#/$defs/X`, `#/definitions/X`) resolved against the input schema, once. */
function resolve(schema: Record<string, unknown>, root: Record<string, unknown>): Record<string, unknown> {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let at: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    if (!isPlainObject(at)) return schema;
    at = at[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return isPlainObject(at) ? { ...at, ...schema } : schema;
}

/** Whether the schema, or any branch of a combinator (a few levels down), carries text or values. */
function documentedHere(
  schema: Record<string, unknown>,
  name: string,
  root: Record<string, unknown>,
  depth = 0
): boolean {
  const s = resolve(schema, root);
  if (hasText(s, name) || showsValues(s) || hasShape(s)) return true;
  if (depth >= 4) return false;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const alts = s[key];
    if (Array.isArray(alts) && alts.some((a) => isPlainObject(a) && documentedHere(a, name, root, depth + 1)))
      return true;
  }
  return false;
}

const mentions = (text: string, name: string) => namesArgument(text, name, 'i');

/** The types a schema and the branches of its combinators declare. */
function typesOf(schema: Record<string, unknown>, depth = 0): string[] {
  const own = declaredTypes(schema);
  if (depth > 4) return own;
  const alts = ['anyOf', 'oneOf', 'allOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : []));
  return [...own, ...alts.flatMap((a) => (isPlainObject(a) ? typesOf(a, depth + 1) : []))];
}

/** A string, number or boolean (a `null` alternative allowed). */
const isScalar = (schema: Record<string, unknown>) => {
  const types = typesOf(schema).filter((t) => t !== 'null');
  return types.length > 0 && types.every((t) => t === 'string' || t === 'number' || t === 'integer' || t === 'boolean');
};

interface Arg {
  name: string;
  /** `file.url`, `items[].target`. */
  path: string;
  schema: Record<string, unknown>;
  pointer: string;
  /** Text that may name it: the tool's description, then each enclosing argument's description. */
  context: string;
}

/** Every argument at any depth (properties of properties and of array items), bounded. */
function argumentsOf(tool: Tool, toolText: string): Arg[] {
  const root = tool.inputSchema;
  if (!isPlainObject(root)) return [];
  const out: Arg[] = [];
  const visit = (schema: Record<string, unknown>, pointer: string, path: string, context: string, depth: number) => {
    if (depth > 6 || out.length > 500) return;
    const s = resolve(schema, root);
    const holder = isPlainObject(s.properties)
      ? { obj: s, at: '' }
      : isPlainObject(s.items)
        ? { obj: resolve(s.items, root), at: '/items' }
        : undefined;
    if (!holder || !isPlainObject(holder.obj.properties)) return;
    const sep = holder.at === '' ? '.' : '[].';
    for (const [name, raw] of Object.entries(holder.obj.properties)) {
      if (!isPlainObject(raw)) continue;
      const p = `${pointer}${holder.at}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const full = path === '' ? name : `${path}${sep}${name}`;
      out.push({ name, path: full, schema: raw, pointer: p, context });
      const own = resolve(raw, root);
      const text = typeof own.description === 'string' ? `${context}\n${own.description}` : context;
      visit(raw, p, full, text, depth + 1);
    }
  };
  visit(root, '/inputSchema', '', toolText, 0);
  return out;
}

/** A generic name (filter, order, path, options) with nothing that says what to send. */
function undocumentedGeneric(arg: Arg, root: Record<string, unknown>, toolName: string): boolean {
  if (!GENERIC.test(arg.name)) return false;
  const s = resolve(arg.schema, root);
  if (ITSELF_WHEN_SCALAR.test(arg.name) && isScalar(s)) return false;
  if (POSITION_WHEN_NUMBER.test(arg.name) && typesOf(s).some((t) => t === 'integer' || t === 'number')) return false;
  if (documentedHere(arg.schema, arg.name, root)) return false;
  if (mentions(arg.context, arg.name)) return false;
  if (/^path$/i.test(arg.name) && (FILE_TOOL.test(arg.context) || FILE_TOOL.test(toolName.replace(/[_-]/g, ' '))))
    return false;
  return true;
}

/** A leaf argument neither documented nor explained by its name, its type or the tool's text. */
function unexplained(arg: Arg, root: Record<string, unknown>): boolean {
  const s = resolve(arg.schema, root);
  if (documentedHere(arg.schema, arg.name, root) || mentions(arg.context, arg.name)) return false;
  if (nameExplainsItself(arg.name) || PAGING.test(arg.name)) return false;
  // A flag (`true`, or the string "true" some servers also take) says itself.
  const types = typesOf(s);
  if (types.includes('boolean')) return false;
  return GENERIC.test(arg.name) || OPAQUE.test(arg.name) || types.length === 0;
}

/** Whether any sub-schema of the input schema has a description (each object read once: YAML aliases can make it a DAG). */
function anyDescription(schema: unknown, seen = new Set<object>(), depth = 0): boolean {
  if (depth > 8 || schema === null || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  if (Array.isArray(schema)) return schema.some((s) => anyDescription(s, seen, depth + 1));
  const obj = schema as Record<string, unknown>;
  if (typeof obj.description === 'string' && obj.description.trim() !== '') return true;
  return Object.values(obj).some((v) => anyDescription(v, seen, depth + 1));
}

export const desc021: Rule = {
  id: 'DESC-021',
  slug: 'undocumented-argument',
  category: 'description',
  severity: 'warning',
  presets: { reference: 'off' },
  docs: {
    summary: `An argument nothing documents: a generic name (\`filter\`, \`order\`, \`path\`, \`target\`, \`options\`, \`params\`, ...) with no description, values or shape, required or not, at any depth; or a tool of ${MIN_PROPERTIES} or more arguments none of which is described anywhere, reported once.`,
    why:
      'The agent fills an argument from what the catalog says about it. A `filter` with no syntax, an `order` with no form, a `path` with nothing saying relative to what, an `options` bag with no keys: the agent invents a value, and the server answers with an error or, worse, ignores it and returns something else. A name such as `owner`, `page`, `email` or `comment_id` needs no words; a name that only says "some value goes here" does. ' +
      "Decisions: an argument is documented by its own description (or title) unless it only repeats the name (\"Target specification\"), by a description in a branch of `anyOf`/`oneOf`/`allOf` or behind a local `$ref`, by `enum`, `const`, `format`, `pattern`, `examples` or a default, by declared fields (an `order` typed `[{ASC, DESC}]` shows its form), or by its name in the tool's or an enclosing argument's description. A plain-valued `body`, `input`, `data`, `content` or `payload` is the value itself, and an integer `order` or `sort` is a position; a `path` on a tool about files or directories is a file path. A description in a script other than Latin always counts. A tool whose input schema has no description at all and three or more arguments neither self-explaining (`name`, `*_id`, `page`, a boolean) nor named by the tool's text is reported once, on the input schema, instead of argument by argument (a `taxType`, an `accountCode`, an untyped value: names that hold a code or setting the agent cannot guess), while a tool of `owner`, `repo`, `title`, `labels`, `milestone` is left alone. Required arguments DESC-006 reports are left to it, so the two never report the same argument.",
    fix: 'Describe the argument: what it holds, its syntax or form, and an example ("Sort order: a list of {field: ASC|DESC}, e.g. [{\\"name\\": \\"ASC\\"}]"; "Path under the API root, with PostgREST filters as query string, e.g. /todos?id=eq.1").',
    notes:
      "**On the corpora** (`--preset all`): catalogs/ 4 (desktop-commander's free-form `options` on read_file, write_pdf and edit_block; firecrawl_search's `filter`); catalogs-2/ 0; catalogs-3/ 82: 74 on checkpoint-quantum (`filter` on 36 list tools, `order` as an array of strings on 35, `hits_settings.target` on 3, the reviewer's own finding on show_simple_clusters), postgrest `path` and `body`, metabase `parameters[].target` (\"Target specification\"), contentful `query.order`, cloudbase `params`, and the tool-level finding on xero create-item / update-item and cloudbase manageAgents. Read by the author, not yet by an independent reviewer: all but postgrest `body` (an HTTP request body, arguably plain) judged right. Dropped while tuning: `value`, `selector`, `where` and `query` (the name says it, or the reviewers said so), and a tool-level finding counting every unexplained name (it flagged github create_issue and xero update-contact, whose names say it all).",
    bad: {
      name: 'show_hosts',
      description: 'Show the hosts in the management server.',
      inputSchema: {
        type: 'object',
        properties: {
          filter: { type: 'string' },
          limit: { type: 'integer' }
        }
      }
    },
    good: {
      name: 'show_hosts',
      description: 'Show the hosts in the management server.',
      inputSchema: {
        type: 'object',
        properties: {
          filter: { type: 'string', description: 'Free-text search over host names, IPs and comments, e.g. "web-"' },
          limit: { type: 'integer' }
        }
      }
    },
    severityRationale:
      'Warning: the call can still work when the agent guesses right; the finding is about an argument that gives it nothing to go on.'
  },
  messages: {
    undocumented:
      'argument "{{argument}}" of "{{tool}}" has no description, and its name says only that some value goes here: nothing says what it holds or in which form',
    toolUndocumented:
      'none of the {{count}} arguments of "{{tool}}" is described, and {{unexplained}} say nothing by their names alone: the agent has to guess their values'
  },
  suggestions: {
    undocumented: 'describe "{{argument}}": what it holds, its syntax or form, and an example value',
    toolUndocumented: 'describe each argument in one line: what it holds, its form, and where the value comes from'
  },
  check({ tool, description }) {
    const root = tool.inputSchema;
    if (!isPlainObject(root)) return [];
    const toolText = scanText(description ?? '');
    const args = argumentsOf(tool, toolText);
    if (args.length === 0) return [];
    const taken = desc006TunedPointers(tool, description);
    const top = schemaProperties(tool);
    if (top.length >= MIN_PROPERTIES && !anyDescription(root)) {
      const leaves = args.filter(
        (a) => !taken.has(a.pointer) && !hasShape(resolve(a.schema, root)) && unexplained(a, root)
      );
      if (leaves.length >= MIN_UNEXPLAINED)
        return [
          {
            messageId: 'toolUndocumented',
            data: { count: top.length, unexplained: previewList(leaves.map((a) => a.path)) },
            pointer: '/inputSchema'
          }
        ];
    }
    const out: RawFinding[] = [];
    for (const a of args)
      if (!taken.has(a.pointer) && undocumentedGeneric(a, root, tool.name))
        out.push({ messageId: 'undocumented', data: { argument: a.path }, pointer: a.pointer });
    return out;
  }
};
