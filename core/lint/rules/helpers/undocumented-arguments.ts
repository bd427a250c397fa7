/**
 * The arguments of a tool that nothing documents, at any depth (properties of properties, of array
 * items, and of what `allOf` and local `$ref`s compose): DESC-021 reports them, and DESC-006 leaves
 * them to it. An argument is undocumented when it has no description and neither its name, its
 * values (enum, format, pattern, examples, const, default), its declared fields nor the text of its
 * tool or of an enclosing argument says what value to send.
 */
import type { Tool } from '../../../catalog/types.ts';
import { declaredTypes, isPlainObject, schemaProperties } from '../../tool-facts.ts';
import { nameExplainsItself, namesArgument } from './argument-names.ts';
import { nameWords, scanText } from './description-text.ts';
import { escapePointerSegment } from '../../../source/pointer.ts';
import { type ComposedProperty, composedObject, composes } from './schema-composition.ts';
import { resolveLocalRef } from './schema-ref.ts';

/**
 * Names that say only "some value goes here": what a filter matches and in which syntax, which
 * order, a path relative to what, which options. Each needs words, whatever the tool is.
 */
const GENERIC =
  /^(?:filters?|filter_?by|order|order_?by|sort|sort_?by|sorting|path|target|data|params|parameters|options|opts|body|input|payload|config|configuration|spec|specification|expression|expr|criteria|conditions?|args|arguments|settings)$/i;
/** Generic names that, as a plain value, are the thing itself: a comment's body, a process's input, a payload given as text. */
const ITSELF_WHEN_SCALAR = /^(?:body|input|data|content|payload)$/i;
const POSITION_WHEN_NUMBER = /^(?:order|sort)$/i;
/**
 * Names that hold a key, code or setting from a vocabulary the agent cannot guess (`project_key`,
 * `taxType`, `accountCode`, `connectionString`), or a number whose unit is unsaid (`timeout`).
 */
const OPAQUE =
  /(?:^|[a-z0-9_])(?:keys?|Keys?|codes?|Codes?|type|Type|kind|Kind|mode|Mode|level|Level|format|Format|unit|Unit|units|Units|config|Config|settings|Settings|spec|Spec|runtime|Runtime|dsn|DSN|connection_?string|ConnectionString|connectionString)$/;
/**
 * Opaque-looking names that say themselves: a credential, an idempotency key, a bare `code`, a
 * standard code (postal, country, currency, language, HTTP status), a code a person types (discount,
 * coupon), a MIME type.
 */
const NOT_OPAQUE =
  /^(?:code|(?:api|access|secret|private|public|license|auth|idempotency)_?key|(?:postal|zip|country|currency|language|lang|locale|status|http_?status|discount|coupon|promo|affiliate|referral|verification|otp|auth|access|invite|invitation)_?code|(?:content|mime|media)_?type)$/i;
/**
 * In a schema that describes nothing: an id or owner whose role the name does not say (`target_id`,
 * `parent_id`, `external_id`, `model_owner`: the target of what, the parent of what, the owner
 * of the model or of the account?).
 */
const ROLE_WITHOUT_KIND =
  /^(?:parent|target|source|ref|reference|external|related|other)(?:_[a-z]+)?(?:_id|Id|ID)$|^[a-z]+(?:_owner|Owner)$/;
/** An id of anything. */
const ANY_ID = /(?:^id|_ids?|[a-z0-9]Ids?|[a-z0-9]IDs?)$/;
/** A number whose unit nothing says (`timeout: 30`: seconds or milliseconds?). */
const UNITLESS = /^(?:timeout|interval|duration|delay|ttl|wait|wait_?for|expiry|expires?_?in|max_?age)$/i;
/** Paging and size arguments every agent knows. */
const PAGING =
  /^(?:page|pages|page_?size|pageSize|page_?number|pageNumber|per_?page|perPage|limit|offset|skip|cursor|count|max_?results|maxResults|starting_?after|startingAfter|ending_?before|endingBefore|page_?token|pageToken|next_?token|top)$/i;
/** `path` is a file's path when the tool works on files. */
const FILE_TOOL = /\b(?:files?|director(?:y|ies)|folders?|dir)\b|文件|目录|文件夹|ファイル|フォルダ|ディレクトリ/i;
/**
 * Enum values that are words or well-known codes: `open/closed`, `asc/desc`, `json/csv`. Values
 * that are all short tokens outside this list (`ui/llm`) name a choice without saying what it changes.
 */
const SHORT_WORDS = new Set(
  'a b c all any and or not new old asc desc yes no on off top up get put set add raw min max sum avg low mid high day week hour eur usd gbp jpy cny csv pdf md png jpg gif svg xml txt js ts py sql gt lt eq ne gte lte in out dev qa uat prd'.split(
    ' '
  )
);
/** Names whose enum values are the vocabulary itself (a unit, a currency, an operator). */
const VOCABULARY_NAME =
  /(?:unit|currency|method|format|operator|op|lang|language|locale|region|country|ext|extension)$/i;

/** Words a description may add to the name and still say nothing ("Target specification", "The filter object"). */
const FILLER = new Set(
  'a an the of for to this that in on by with parameter parameters param params argument value values object objects data field fields input optional required specification spec string array list json'.split(
    ' '
  )
);

/** A description that only repeats the name ("Filter", "Target specification"); text in another script always counts. */
export function saysNothing(name: string, description: string): boolean {
  if (/[^\x00-\x7F]/.test(description)) return false;
  const own = new Set(nameWords(name).flatMap((w) => [w, `${w}s`, w.replace(/s$/, '')]));
  return nameWords(description).every((w) => FILLER.has(w) || own.has(w));
}

/** Whether DESC-021 takes this description as none for a generic name (so DESC-023 leaves the argument to it). */
export const genericNameSaysNothing = (name: string, description: string) =>
  GENERIC.test(name) && saysNothing(name, description);

type Schema = Record<string, unknown>;

/** A local `$ref` resolved against the input schema, once, its own keywords over the target's. */
function resolve(schema: Schema, root: Schema): Schema {
  if (typeof schema.$ref !== 'string') return schema;
  const r = resolveLocalRef(root, schema.$ref, []);
  return r.ok && isPlainObject(r.target) ? { ...r.target, ...schema } : schema;
}

/** Whether the schema carries words: a description or title, one that only repeats a generic name ("Filter") not counted. */
function hasText(schema: Schema, name: string): boolean {
  for (const key of ['description', 'title'] as const) {
    const v = schema[key];
    if (typeof v === 'string' && v.trim() !== '' && !genericNameSaysNothing(name, v)) return true;
  }
  return false;
}

/** Values or a format that show what to send. */
const VALUE_KEYS = ['enum', 'const', 'format', 'pattern', 'examples', 'example', 'contentMediaType'] as const;
function showsValues(schema: Schema): boolean {
  if (VALUE_KEYS.some((k) => k in schema)) return true;
  const d = schema.default;
  return d !== undefined && d !== null && d !== '' && !(Array.isArray(d) && d.length === 0);
}

/** Declared fields (of the value or of its items): the shape itself tells the agent what to send. */
function hasShape(schema: Schema): boolean {
  const fields = (s: unknown) =>
    isPlainObject(s) && (composes(s) || (isPlainObject(s.properties) && Object.keys(s.properties).length > 0));
  return fields(schema) || fields(schema.items) || onlyEmptyObject(schema);
}

/** `{ type: object, properties: {}, additionalProperties: false }` admits only `{}`: the schema says all there is to send. */
const onlyEmptyObject = (s: Schema) =>
  s.additionalProperties === false &&
  (!isPlainObject(s.properties) || Object.keys(s.properties).length === 0) &&
  s.patternProperties === undefined;

/** How many schemas one argument's combinator branches may add (aliased YAML can repeat one object many times). */
const MAX_BRANCHES = 32;

/** The schema and the branches of its `anyOf`/`oneOf`/`allOf` (a few levels down), each `$ref` resolved, each object once. */
function branchesOf(schema: Schema, root: Schema): Schema[] {
  const out: Schema[] = [];
  const seen = new Set<object>();
  const read = (s: Schema, depth: number) => {
    if (seen.has(s) || out.length >= MAX_BRANCHES) return;
    seen.add(s);
    const r = resolve(s, root);
    out.push(r);
    if (depth >= 4) return;
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const alts = r[key];
      if (Array.isArray(alts)) for (const alt of alts) if (isPlainObject(alt)) read(alt, depth + 1);
    }
  };
  read(schema, 0);
  return out;
}

const SCALAR = new Set(['string', 'number', 'integer', 'boolean']);
/** A string, number or boolean (a `null` alternative allowed). */
function isScalar(types: string[]): boolean {
  const t = types.filter((x) => x !== 'null');
  return t.length > 0 && t.every((x) => SCALAR.has(x));
}

/** An enum of short tokens that are no words (`ui`, `llm`): it names the choices, not what they change. */
function opaqueEnum(name: string, schema: Schema): boolean {
  const values = schema.enum;
  if (!Array.isArray(values) || values.length === 0 || VOCABULARY_NAME.test(name)) return false;
  return values.every(
    (v) => typeof v === 'string' && v.length <= 3 && !/\d/.test(v) && !SHORT_WORDS.has(v.toLowerCase())
  );
}

interface Arg {
  name: string;
  /** The names declared beside it. */
  siblings: ReadonlySet<string>;
  /** The descriptions of the arguments beside it ("If the type is SECRET, ..." says something of `type`). */
  siblingText: string;
  /** `file.url`, `items[].target`. */
  path: string;
  schema: Schema;
  pointer: string;
  /** Text that may name it: the tool's description, then each enclosing argument's description. */
  context: string;
  /** `context` in lower case, to look for the name before building a pattern for it. */
  contextLower: string;
  toolText: string;
}

const MAX_DEPTH = 6;
const MAX_ARGUMENTS = 500;

/** The object whose properties a schema declares: itself, or its array items (each through composition). */
function holderOf(schema: Schema, pointer: string): { obj: Schema; at: string; sep: string } | undefined {
  if (isPlainObject(schema.properties) || composes(schema)) return { obj: schema, at: pointer, sep: '.' };
  if (isPlainObject(schema.items)) return { obj: schema.items, at: `${pointer}/items`, sep: '[].' };
  return undefined;
}

/** An object's own properties in the shape `composedObject` gives (most schemas compose nothing). */
function ownProperties(obj: Schema, at: string): Map<string, ComposedProperty[]> {
  const out = new Map<string, ComposedProperty[]>();
  if (isPlainObject(obj.properties))
    for (const [name, schema] of Object.entries(obj.properties))
      out.set(name, [{ schema, pointer: `${at}/properties/${escapePointerSegment(name)}` }]);
  return out;
}

/** The descriptions the properties of one object carry. */
function descriptionsOf(props: Map<string, ComposedProperty[]>): string[] {
  const out: string[] = [];
  for (const decls of props.values())
    for (const d of decls)
      if (isPlainObject(d.schema) && typeof d.schema.description === 'string') out.push(d.schema.description);
  return out;
}

/** Every argument at any depth, each declaration once (a `$defs` part shared by several arguments is one place), bounded. */
function argumentsOf(root: Schema, toolText: string): Arg[] {
  const out: Arg[] = [];
  const seen = new Set<string>();
  const visit = (schema: Schema, pointer: string, path: string, context: string, depth: number) => {
    if (depth > MAX_DEPTH || out.length >= MAX_ARGUMENTS) return;
    const holder = holderOf(resolve(schema, root), pointer);
    if (!holder) return;
    const contextLower = context.toLowerCase();
    const props = composes(holder.obj)
      ? composedObject(holder.obj, holder.at, root).properties
      : ownProperties(holder.obj, holder.at);
    const siblings = new Set(props.keys());
    const siblingText = scanText(descriptionsOf(props).join('\n'));
    for (const [name, decls] of props) {
      const decl = decls.find((d) => isPlainObject(d.schema));
      if (!decl || seen.has(decl.pointer) || out.length >= MAX_ARGUMENTS) continue;
      seen.add(decl.pointer);
      const raw = decl.schema as Schema;
      const full = path === '' ? name : `${path}${holder.sep}${name}`;
      out.push({
        name,
        siblings,
        siblingText,
        path: full,
        schema: raw,
        pointer: decl.pointer,
        context,
        contextLower,
        toolText
      });
      const own = resolve(raw, root);
      const text = typeof own.description === 'string' ? `${context}\n${own.description}` : context;
      visit(raw, decl.pointer, full, text, depth + 1);
    }
  };
  visit(root, '/inputSchema', '', toolText, 0);
  return out;
}

/** Whether any sub-schema of the input schema has a description (each object read once: YAML aliases can make it a DAG). */
function anyDescription(schema: unknown, seen = new Set<object>(), depth = 0): boolean {
  if (depth > 8 || schema === null || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  if (Array.isArray(schema)) return schema.some((s) => anyDescription(s, seen, depth + 1));
  const obj = schema as Schema;
  if (typeof obj.description === 'string' && obj.description.trim() !== '') return true;
  return Object.values(obj).some((v) => anyDescription(v, seen, depth + 1));
}

/** Why an argument is undocumented: its name is generic or opaque, its enum is of bare tokens, or it sits in a schema that describes nothing. */
export type UndocumentedReason = 'generic' | 'opaqueName' | 'opaqueValues' | 'bareSchema';

export interface UndocumentedArgument {
  path: string;
  /** Relative to the tool, where the argument is declared. */
  pointer: string;
  reason: UndocumentedReason;
  /** The enum's values, for `opaqueValues`. */
  values?: string[];
}

/** A `key` beside a `value`: one entry of a map, whose key is whatever the agent names. */
const keyOfPair = (arg: Arg) => /^key$/i.test(arg.name) && (arg.siblings.has('value') || arg.siblings.has('Value'));

/** Whether an argument, before its branches are read, could be undocumented at all (most have a description of their own). */
function mayBeUndocumented(arg: Arg, generic: boolean, bare: () => boolean): boolean {
  // A read-only field (`created_at`, Plane's `level`) is one the agent never sends.
  if (arg.schema.readOnly === true) return false;
  const own = arg.schema.description;
  if (!generic && typeof own === 'string' && own.trim() !== '') return false;
  if (generic || OPAQUE.test(arg.name) || UNITLESS.test(arg.name)) return true;
  const s = arg.schema;
  const composite = typeof s.$ref === 'string' || 'anyOf' in s || 'oneOf' in s || 'allOf' in s;
  return composite || Array.isArray(s.enum) || bare();
}

function reasonFor(arg: Arg, root: Schema, toolName: string, bare: () => boolean): UndocumentedReason | undefined {
  const { name } = arg;
  const generic = GENERIC.test(name);
  if (!mayBeUndocumented(arg, generic, bare)) return undefined;
  const branches = branchesOf(arg.schema, root);
  const s = branches[0];
  if (branches.some((b) => hasText(b, name))) return undefined;
  if (arg.contextLower.includes(name.toLowerCase()) && namesArgument(arg.context, name, 'i')) return undefined;
  // A sibling's text that names it ("If the type is SECRET") says something of it; generic names
  // are also plain words there ("the other categories also filter data.web").
  if (!generic && arg.siblingText !== '' && namesArgument(arg.siblingText, name)) return undefined;
  const types = branches.flatMap((b) => declaredTypes(b));
  const valuesOrShape = branches.some((b) => showsValues(b) || hasShape(b));
  if (generic) {
    if (ITSELF_WHEN_SCALAR.test(name) && isScalar(types)) return undefined;
    if (POSITION_WHEN_NUMBER.test(name) && types.some((t) => t === 'integer' || t === 'number')) return undefined;
    if (/^path$/i.test(name) && (FILE_TOOL.test(arg.context) || FILE_TOOL.test(toolName.replace(/[_-]/g, ' '))))
      return undefined;
    return valuesOrShape ? undefined : 'generic';
  }
  if (opaqueEnum(name, s)) return 'opaqueValues';
  if (valuesOrShape) return undefined;
  // A flag (`true`, or the string "true" some servers also take) says itself.
  if (types.includes('boolean')) return undefined;
  const numeric = types.some((t) => t === 'integer' || t === 'number');
  if (OPAQUE.test(name) && !NOT_OPAQUE.test(name) && !(/units?$/i.test(name) && numeric) && !keyOfPair(arg))
    return 'opaqueName';
  if (UNITLESS.test(name) && numeric) return 'opaqueName';
  if (!bare()) return undefined;
  if (types.length === 0 || ROLE_WITHOUT_KIND.test(name)) return 'bareSchema';
  // The only argument of a tool that says nothing of it (`task` on browser_eval); an only id is
  // the id of what the tool acts on (`requestId` on a tool that "finalizes the request").
  const only = arg.siblings.size === 1 && arg.context === arg.toolText;
  return only && !ANY_ID.test(name) && !nameExplainsItself(name) && !PAGING.test(name) ? 'bareSchema' : undefined;
}

/** A tool-level finding needs this many top-level properties, and this many of them undocumented, in a schema that describes nothing. */
export const MIN_PROPERTIES = 4;
export const MIN_UNEXPLAINED = 3;

export interface UndocumentedArguments {
  /** Each undocumented argument, in declaration order. */
  arguments: UndocumentedArgument[];
  /** Set when the schema describes nothing and many arguments are undocumented: reported once, on `/inputSchema/properties`. */
  wholeTool?: { count: number };
}

/** The undocumented arguments of a tool, and whether they are best reported once for the whole tool. */
export function undocumentedArguments(tool: Tool, description: string | undefined): UndocumentedArguments {
  const root = tool.inputSchema;
  if (!isPlainObject(root)) return { arguments: [] };
  const args = argumentsOf(root, scanText(description ?? ''));
  if (args.length === 0) return { arguments: [] };
  let described: boolean | undefined;
  const bare = () => !(described ??= anyDescription(root));
  const found: UndocumentedArgument[] = [];
  // Names that hold a code or setting (or an untyped value) make the tool hard to call; a tool of
  // `owner`, `repo`, `title`, `labels`, `milestone` with no words is not reported whole.
  let opaque = 0;
  for (const a of args) {
    const reason = reasonFor(a, root, tool.name, bare);
    if (!reason) continue;
    const s = resolve(a.schema, root);
    if (reason !== 'bareSchema' || branchesOf(a.schema, root).every((b) => declaredTypes(b).length === 0)) opaque++;
    const values = reason === 'opaqueValues' ? (s.enum as string[]) : undefined;
    found.push({ path: a.path, pointer: a.pointer, reason, ...(values ? { values } : {}) });
  }
  const count = schemaProperties(tool).length;
  return opaque >= MIN_UNEXPLAINED && count >= MIN_PROPERTIES && bare()
    ? { arguments: found, wholeTool: { count } }
    : { arguments: found };
}

/**
 * The reasons DESC-021 reports with its default options. Fresh labels (2026-11-28) found the
 * generic names and the enums of bare tokens right, and the rest mostly wrong: names read as
 * asking for a key, code or unit were right 3 times in 16 (a connection string, `sql_mode`, a CSS
 * `unit` are plain in context), and guesses in schemas with no description 0 times in 6. Those two
 * reasons are opt-in (DESC-021's `opaqueNames` and `bareSchemas` options).
 */
export const DEFAULT_REASONS: ReadonlySet<UndocumentedReason> = new Set(['generic', 'opaqueValues']);

/** `undocumentedArguments`, keeping only the arguments undocumented for one of `reasons`. */
export function reportedUndocumented(
  tool: Tool,
  description: string | undefined,
  reasons: ReadonlySet<UndocumentedReason> = DEFAULT_REASONS
): UndocumentedArguments {
  const found = undocumentedArguments(tool, description);
  // Reported once for the whole tool (labelled right 3 times in 4), naming every argument it counted.
  if (found.wholeTool) return found;
  return { arguments: found.arguments.filter((a) => reasons.has(a.reason)) };
}
