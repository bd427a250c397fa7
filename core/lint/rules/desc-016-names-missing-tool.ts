/**
 * DESC-016: a description tells the agent to call a tool its server does not have ("first call
 * 'currents-get-test-signature'" where the sibling is currents-get-tests-signatures).
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { isPlainObject } from '../tool-facts.ts';
import { type CatalogRawFinding, defineCatalogRule } from '../types.ts';
import { describedTexts } from './helpers/described-texts.ts';
import { scanText } from './helpers/description-text.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** An identifier that can be a tool name: words joined by `_` or `-`, or camelCase. */
const IDENT = '[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+';
const Q = '[`\'"]?';
/**
 * Used as a tool: after call/use/invoke/run (English), before "tool"/"function", or with the
 * Chinese, Japanese and Korean words for tool and call (no word boundaries there).
 */
const TOOL_REFERENCE = new RegExp(
  String.raw`\b(?:[Cc]all|[Cc]alls|[Cc]alling|[Uu]se|[Uu]ses|[Uu]sing|[Ii]nvoke|[Ii]nvokes|[Ii]nvoking|[Rr]un|[Tt]rigger)\s+(?:the\s+)?${Q}(${IDENT})${Q}(?![\w-])` +
    String.raw`|(?<![\w-])${Q}(${IDENT})${Q}\s*(?:tool\b|function\b|工具|ツール|도구)` +
    String.raw`|(?:调用|使用|呼び出|호출)\s*${Q}(${IDENT})${Q}(?![\w-])`,
  'g'
);
/** Candidates read per description: a bound for hostile text. */
const MAX_CANDIDATES = 50;
/** Findings that get a nearest sibling (each lookup reads every sibling): keeps a hostile catalog linear. */
const MAX_NEAREST_LOOKUPS = 20;

type Style = 'snake' | 'kebab' | 'camel';

function styleOf(name: string): Style | undefined {
  if (/^[a-z0-9]+(_[a-z0-9]+)+$/.test(name)) return 'snake';
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(name)) return 'kebab';
  if (/^[a-z]+([A-Z][a-z0-9]*)+$/.test(name)) return 'camel';
  return undefined;
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');

/** What a server's tools look like, and every name a description may legitimately mention. */
interface ServerNames {
  style: Style | undefined;
  /** The shared prefix of its tool names, up to a separator (`mobile_`, `currents-`), or ''. */
  prefix: string;
  /** Tool names, argument names and string values (enum, const, default, examples), as keys. */
  known: Set<string>;
  /** First words of its tool names (after the prefix): the verbs a tool name starts with. */
  verbs: Set<string>;
  /** Tool names, for the nearest one. */
  tools: string[];
  /** A tool that runs other tools by name (sentry's execute_sentry_tool): any name may be reachable. */
  dispatcher: boolean;
  /** Its tools by the first word of the name after the prefix, with that name as a key (for API paths). */
  byVerb: Map<string, Array<{ bare: string; tool: string }>>;
  /** API-path answers already worked out, by verb and resource; bounded (MAX_PATH_LOOKUPS). */
  paths: Map<string, string | undefined>;
}

/** Distinct API paths looked up per server: each reads the tools of one verb, so a hostile catalog stays linear. */
const MAX_PATH_LOOKUPS = 200;

function commonPrefix(names: string[]): string {
  if (names.length < 2) return '';
  let p = names[0];
  for (const n of names) while (!n.startsWith(p)) p = p.slice(0, -1);
  const cut = Math.max(p.lastIndexOf('_'), p.lastIndexOf('-'));
  return cut < 0 ? '' : p.slice(0, cut + 1);
}

function serverNames(members: readonly CatalogTool[]): ServerNames {
  const names = members.map((t) => t.name);
  const styles = new Map<Style | undefined, number>();
  for (const n of names) styles.set(styleOf(n), (styles.get(styleOf(n)) ?? 0) + 1);
  const [style] = [...styles].sort((a, b) => b[1] - a[1])[0];
  const prefix = commonPrefix(names);
  const known = new Set<string>();
  const verbs = new Set<string>();
  const byVerb = new Map<string, Array<{ bare: string; tool: string }>>();
  let dispatcher = false;
  for (const t of members) {
    known.add(key(t.name));
    known.add(key(t.name.slice(prefix.length)));
    // The first word with and without the prefix: a server of get_* tools has the prefix get_.
    const first = words(t.name.slice(prefix.length))[0];
    if (first !== undefined) {
      verbs.add(first);
      const list = byVerb.get(first);
      const entry = { bare: key(t.name.slice(prefix.length)), tool: t.name };
      if (list) list.push(entry);
      else byVerb.set(first, [entry]);
    }
    const head = words(t.name)[0];
    if (head !== undefined) verbs.add(head);
    for (const node of walkSchema(t.tool.inputSchema, '/inputSchema')) {
      if (node.name !== undefined) known.add(key(node.name));
      if (!isPlainObject(node.schema)) continue;
      for (const k of ['enum', 'examples', 'const', 'default'] as const) {
        const v = node.schema[k];
        for (const x of Array.isArray(v) ? v : [v]) if (typeof x === 'string') known.add(key(x));
      }
      if (/tool/i.test(t.name) && node.via === 'property' && /^(name|tool|tool_?name)$/i.test(node.name ?? ''))
        dispatcher = true;
    }
  }
  return { style, prefix, known, verbs, tools: names, dispatcher, byVerb, paths: new Map() };
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/** `GET /v2/clusters/{id}`: an HTTP method and an API path. */
const REST_CALL = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/[A-Za-z0-9_/{}.-]+)/g;
const VERB_FOR: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const singular = (k: string) =>
  k.endsWith('ies') ? `${k.slice(0, -3)}y` : k.endsWith('s') && !k.endsWith('ss') ? k.slice(0, -1) : k;

/**
 * The sibling that does what an API path does: the method's verb (GET by id: get, GET a
 * collection: list) and the path's last resource, singular or plural, make up its whole name
 * (`GET /v2/clusters/{id}` -> get-cluster, `GET /v2/catalog/datacenters` -> list-data-centers), and
 * no other tool of that verb is about that resource.
 */
export function toolForPath(method: string, path: string, server: ServerNames): string | undefined {
  const trimmed = path.replace(/[.]+$/, '');
  const segments = trimmed.split('/').filter((s) => s !== '' && !s.startsWith('{') && !/^v\d+$/.test(s));
  if (segments.length === 0) return undefined;
  const noun = singular(key(segments[segments.length - 1]));
  const verb = method === 'GET' ? (trimmed.endsWith('}') ? 'get' : 'list') : VERB_FOR[method];
  const memo = `${verb} ${noun}`;
  if (server.paths.has(memo) || server.paths.size >= MAX_PATH_LOOKUPS) return server.paths.get(memo);
  const wanted = new Set([verb + noun, `${verb}${noun}s`, `${verb}${noun}es`]);
  // Only when no other tool of that verb is about the same resource: `GET /v2/catalog/templates`
  // is list-public-templates or list-templates, and the path does not say which.
  const same = (server.byVerb.get(verb) ?? []).filter((e) => e.bare.includes(noun));
  const found = same.length === 1 && wanted.has(same[0].bare) ? same[0].tool : undefined;
  server.paths.set(memo, found);
  return found;
}

/** Words without a plural `s`, so `list_simulations_events` and `list_simulation_run_events` share three. */
const stems = (name: string) => new Set(words(name).map((w) => (w.length > 3 ? w.replace(/s$/, '') : w)));

/**
 * The sibling most like the missing name: a one- or two-letter slip (`list_notification_setting`),
 * else the one sharing the largest part of its words (more than half, or all of the sibling\'s; prefix left out); '' when
 * nothing is close or two siblings are equally close.
 */
export function nearestTool(missing: string, tools: readonly string[], prefix: string): string {
  const mk = key(missing);
  const slip = Math.max(1, Math.floor(mk.length / 10));
  const slips = tools.filter((t) => Math.abs(key(t).length - mk.length) <= slip && editDistance(key(t), mk) <= slip);
  if (slips.length > 0) return slips.length === 1 ? slips[0] : '';
  const mine = stems(missing.startsWith(prefix) ? missing.slice(prefix.length) : missing);
  let best: string[] = [];
  let bestScore = 0;
  for (const t of tools) {
    const theirs = stems(t.slice(prefix.length));
    const shared = [...theirs].filter((w) => mine.has(w)).length;
    // More than half of the words in common, or the sibling's every word (list_apps in list_apps_on_device).
    const score = shared === theirs.size && shared >= 2 ? 1 : shared / (mine.size + theirs.size - shared);
    if (score <= 0.5) continue;
    if (score > bestScore) [best, bestScore] = [[t], score];
    else if (score === bestScore) best.push(t);
  }
  return best.length === 1 ? best[0] : '';
}

/**
 * A backticked name the description likens this tool to ("exactly like `text_to_image`", "same as
 * `list-items`", "see `get_user`"): whatever its style, it is meant as a sibling when the server
 * has no tool, argument or value of that name. Case-sensitive identifiers: PascalCase type names
 * (`CreatePodRequest`) and plain words are not read.
 */
const LIKENED = new RegExp(
  String.raw`\b(?:(?:[Ee]xactly|[Jj]ust)\s+)?(?:[Ll]ike|[Uu]nlike|[Ss]ame\s+as|[Ss]imilar\s+to|[Ss]ee(?:\s+also)?|[Aa]s\s+(?:in|with|for)|[Ii]dentical\s+to)\s+(?:the\s+)?\x60(${IDENT})\x60`,
  'g'
);

/** The names a description likens its tool to that the server does not have (LIKENED). */
export function likenedMissing(text: string, own: string, server: ServerNames): string[] {
  const out: string[] = [];
  let seen = 0;
  for (const m of scanText(text).matchAll(LIKENED)) {
    if (++seen > MAX_CANDIDATES) break;
    const name = m[1];
    if (
      name === own ||
      out.includes(name) ||
      server.known.has(key(name)) ||
      server.known.has(key(server.prefix + name))
    )
      continue;
    out.push(name);
  }
  return out;
}

/** The names a description uses as tools that its server does not have. */
export function missingTools(text: string, own: string, server: ServerNames): string[] {
  const out: string[] = [];
  let seen = 0;
  for (const m of scanText(text).matchAll(TOOL_REFERENCE)) {
    if (++seen > MAX_CANDIDATES) break;
    const name = m[1] ?? m[2] ?? m[3];
    if (name === own || out.includes(name) || styleOf(name) !== server.style) continue;
    const k = key(name);
    if (server.known.has(k) || server.known.has(key(server.prefix + name))) continue;
    const bare = name.startsWith(server.prefix) ? name.slice(server.prefix.length) : name;
    // A tool name starts with one of the server's verbs (list, get, create...); "long-form" and "pre-built" do not.
    if (!server.verbs.has(words(bare)[0])) continue;
    out.push(name);
  }
  return out;
}

export const desc016 = defineCatalogRule({
  id: 'DESC-016',
  slug: 'names-missing-tool',
  category: 'description',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary:
      'A description refers to a tool, as a tool ("call X", "use X", "the X tool", "调用 X", "X ツール"), that its server does not have: a renamed or removed sibling. In a bundle of servers, a tool\'s siblings are its own server\'s tools.',
    why:
      'The agent follows the description and calls a tool that does not exist; the client answers "unknown tool" and the agent has to guess which sibling was meant, or gives up on the step the description said was needed first. ' +
      'Decisions: only names used as tools are read (a backticked identifier alone is usually a field or a value); the name must be written in the server\'s own naming style (snake_case, kebab-case or camelCase) and start with a verb one of its tools starts with (list, get, create...), so "use long-form aliases" and "pre-built components" are not names; argument names, enum and default values anywhere in the server, its own tool names with or without their common prefix (`list-properties` for `hubspot-list-properties`) are not missing; a server with a tool that runs other tools by name (`execute_sentry_tool(name=...)`) is skipped, since any name may be reachable through it. The message names the nearest sibling when one is close. ' +
      "The second half: an API call written as a method and a path (`GET /v2/clusters/{id}`) in the description or an argument's, where a sibling tool does exactly that call: its name is the method's verb (GET by id: get, GET a collection: list, POST: create, PUT/PATCH: update, DELETE: delete) and the path's last resource, singular or plural, and nothing else, and no other tool of that verb names the resource (`GET /v2/catalog/templates` could be list-templates or list-public-templates, so it is left alone). A path with no such sibling (an example of the underlying API) is left alone.",
    fix: "Write the sibling's real name, or remove the reference if the tool is gone.",
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 1 (mobile_launch_app: "calling list_apps_on_device", the tool is mobile_list_apps); catalogs-2/ 6 (currents "currents-get-test-signature" for currents-get-tests-signatures; google-docs "listDocumentTabs" and "readGoogleDoc", for listTabs and readDocument; paddle "list_notification_setting" twice and "list_simulations_events"); catalogs-3/ 6 (cloudinary "list-metadata-fields", no such tool; runpod: five API paths a sibling serves, `GET /v2/clusters/{id}` for get-cluster, `GET /v2/catalog/datacenters` for list-data-centers twice, `PUT /v2/account/ssh-keys` for update-ssh-keys twice). All judged right by the author; Labelled by independent reviewers: 1 of 1 right on the tuning set, 12 of 13 on the checking sets. ' +
      'Left alone on purpose: sentry\'s three references to tools reachable through execute_sentry_tool; runpod\'s `GET /v2/catalog/templates` (list-templates or list-public-templates?); backticked identifiers with no call or likening wording (mostly fields and values, 49 of them on the corpora, nearly all legitimate), so cloudinary\'s `image_to_image` stays missed. A backticked name the description likens the tool to ("exactly like `x`", "same as", "similar to", "see", "as in/with/for", "identical to"), in any naming style, counts when the server has no tool, argument or value of that name: on the corpora that adds one firing, cloudinary generate-image-from-images\' `text_to_image` (the upstream name of generate-image, which the blind review of catalogs-3 found), and reads runpod\'s "See `UpdatePodRequest`" (PascalCase type names) as no tool.',
    bad: {
      tools: [
        {
          name: 'get_test_results',
          description: "Get the results of a test. If the signature is not known, first call 'get_test_signature'.",
          inputSchema: { type: 'object', properties: { signature: { type: 'string' } } }
        },
        {
          name: 'get_tests_signatures',
          description: 'Get the signatures of the tests of a project.',
          inputSchema: { type: 'object', properties: { project_id: { type: 'string' } } }
        }
      ]
    },
    good: {
      tools: [
        {
          name: 'get_test_results',
          description: "Get the results of a test. If the signature is not known, first call 'get_tests_signatures'.",
          inputSchema: { type: 'object', properties: { signature: { type: 'string' } } }
        },
        {
          name: 'get_tests_signatures',
          description: 'Get the signatures of the tests of a project.',
          inputSchema: { type: 'object', properties: { project_id: { type: 'string' } } }
        }
      ]
    },
    severityRationale:
      'Warning: the call fails cleanly with "unknown tool" and the agent can recover, but only by guessing; the description is wrong about the server.'
  },
  messages: {
    missing: '"{{tool}}" tells the agent to use {{missing}}, which is not a tool of this server',
    missingNear:
      '"{{tool}}" tells the agent to use {{missing}}, which is not a tool of this server (the nearest sibling is "{{nearest}}")',
    restPath:
      '{{where}} of "{{tool}}" points the agent to the API call "{{call}}", which it cannot make; the sibling tool "{{sibling}}" does that'
  },
  suggestions: {
    missing: 'name a tool the server has, or remove the reference',
    missingNear: 'write "{{nearest}}" if that is the tool meant',
    restPath: 'name the tool "{{sibling}}" instead of the API path'
  },
  checkCatalog({ tools }) {
    const servers = new Map<string, CatalogTool[]>();
    for (const t of tools) {
      const members = servers.get(t.server ?? '');
      if (members) members.push(t);
      else servers.set(t.server ?? '', [t]);
    }
    const names = new Map([...servers].map(([s, members]) => [s, serverNames(members)]));
    const out: CatalogRawFinding<'missing' | 'missingNear' | 'restPath'>[] = [];
    let lookups = 0;
    tools.forEach((t, i) => {
      const server = names.get(t.server ?? '')!;
      for (const text of describedTexts(t.tool)) {
        for (const m of scanText(text.text).matchAll(REST_CALL)) {
          const sibling = toolForPath(m[1], m[2], server);
          if (sibling === undefined || sibling === t.name) continue;
          const call = `${m[1]} ${m[2].replace(/[.]+$/, '')}`;
          out.push({
            tool: i,
            messageId: 'restPath',
            data: { where: text.where, call, sibling },
            pointer: text.pointer
          });
          break;
        }
      }
      if (t.description === undefined || server.dispatcher || server.style === undefined) return;
      const called = missingTools(t.description, t.name, server);
      const missing = called.length > 0 ? called : likenedMissing(t.description, t.name, server);
      if (missing.length === 0) return;
      const nearest = ++lookups <= MAX_NEAREST_LOOKUPS ? nearestTool(missing[0], server.tools, server.prefix) : '';
      const data = { missing: missing.map((m) => `"${m}"`).join(', ') };
      out.push(
        nearest === ''
          ? { tool: i, messageId: 'missing', data, pointer: '/description' }
          : { tool: i, messageId: 'missingNear', data: { ...data, nearest }, pointer: '/description' }
      );
    });
    return out;
  }
});
