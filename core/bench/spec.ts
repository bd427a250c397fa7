/**
 * Reading a bench spec, in two steps so core stays free of I/O:
 *   readBenchSpec(text)          checks the document's shape and returns a draft whose catalog is
 *                                either inline or a `catalog_path` for the caller to read (relative
 *                                to the spec file);
 *   resolveBenchSpec(draft, ...) parses the catalog and checks every tool name against it.
 * Every problem comes back as a Diagnostic with a JSON pointer and, from text, line:column.
 */
import { parseCatalogText, parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Catalog, CatalogTool } from '../catalog/types.ts';
import type { Diagnostic } from '../source/diagnostic.ts';
import { joinPointer } from '../source/pointer.ts';
import { parseText, type Position } from '../source/parse-text.ts';
import { MUTATIONS } from './mutations/index.ts';
import { nearest } from '../source/nearest.ts';
import { isPlainObject, describeSettingValue } from '../source/values.ts';
import { SELECTOR_NAMES, type SelectorName } from './selector.ts';
import { MUTATION_KINDS, type BenchSpec, type Intent, type MutationKind, type MutationSpec } from './types.ts';

export type CatalogSource = { inline: unknown; pointer: string } | { path: string; pointer: string };

export interface BenchDraft {
  catalog: CatalogSource;
  intents: Intent[];
  mutations: MutationSpec[];
  selectors?: SelectorName[];
  topK?: number;
  file?: string;
  locate: (pointer: string) => Position | undefined;
}

export type DraftResult = { ok: true; draft: BenchDraft } | { ok: false; errors: Diagnostic[] };
export type SpecResult = { ok: true; spec: BenchSpec; warnings: Diagnostic[] } | { ok: false; errors: Diagnostic[] };

const TOP_KEYS = ['catalog', 'catalog_path', 'selector', 'top_k', 'intents', 'mutations'];
const INTENT_KEYS = ['query', 'gold'];
const MUTATION_KEYS = ['tool', 'kind', 'chars', 'word'];

const describe = (v: unknown) => describeSettingValue(v);

/**
 * `intentsOnly`: the file is read for its intents (and selector, top_k) alone, as `diff --intents`
 * does; a catalog is then optional and ignored.
 */
export function readBenchSpec(text: string, options: { file?: string; intentsOnly?: boolean } = {}): DraftResult {
  const parsed = parseText(text, { file: options.file });
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  const errors: Diagnostic[] = [];
  const fail = (d: Diagnostic) =>
    errors.push({ ...d, ...(d.pointer !== undefined ? parsed.locate(d.pointer) : {}), file: options.file });
  const root = parsed.value;
  if (!isPlainObject(root)) {
    fail({
      message: `the bench spec is ${describe(root)}`,
      expected: 'a mapping with catalog (or catalog_path), intents and mutations',
      pointer: ''
    });
    return { ok: false, errors };
  }
  unknownKeys(root, '', TOP_KEYS, 'bench spec', fail);

  let catalog: CatalogSource | undefined;
  if ('catalog' in root && 'catalog_path' in root) {
    fail({
      message: 'both catalog and catalog_path are given',
      expected: 'exactly one of them',
      pointer: '/catalog_path'
    });
  } else if ('catalog_path' in root) {
    const p = root.catalog_path;
    if (typeof p !== 'string' || p.trim() === '')
      fail({
        message: `catalog_path is ${describe(p)}`,
        expected: 'a file path relative to the spec',
        pointer: '/catalog_path'
      });
    else catalog = { path: p, pointer: '/catalog_path' };
  } else if ('catalog' in root) {
    catalog = { inline: root.catalog, pointer: '/catalog' };
  } else if (options.intentsOnly) {
    catalog = { inline: { tools: [] }, pointer: '' };
  } else {
    fail({
      message: 'the spec has no catalog',
      expected: 'catalog: (an inline tools/list) or catalog_path: (a file)',
      pointer: ''
    });
  }

  const intents = readList(root, 'intents', fail, true).flatMap((raw, i) =>
    readIntent(raw, joinPointer('/intents', i), fail)
  );
  const mutations = readList(root, 'mutations', fail, false).flatMap((raw, i) =>
    readMutation(raw, joinPointer('/mutations', i), fail)
  );
  const selectors = 'selector' in root ? readSelectors(root.selector, fail) : undefined;
  let topK: number | undefined;
  if ('top_k' in root) {
    const parsedK = typeof root.top_k === 'number' ? parseTopK(root.top_k) : undefined;
    if (parsedK === undefined)
      fail({
        message: `top_k is ${describe(root.top_k)}`,
        expected: 'a whole number of tools, 1 or more',
        pointer: '/top_k'
      });
    else topK = parsedK;
  }
  if (errors.length > 0 || catalog === undefined) return { ok: false, errors };
  return {
    ok: true,
    draft: { catalog, intents, mutations, selectors, topK, file: options.file, locate: parsed.locate }
  };
}

/** A top_k / --top-k value: a whole number of at least 1, else undefined. */
export function parseTopK(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * Selector names from `selector:` (a name, a comma-separated list or a YAML list) or --selector.
 * Returns the names, or the problems as messages with the entry's pointer suffix.
 */
export function parseSelectors(
  value: unknown
): { ok: true; names: SelectorName[] } | { ok: false; problems: Array<{ message: string; at: string }> } {
  const entries: Array<[unknown, string]> =
    typeof value === 'string'
      ? value.split(',').map((v) => [v.trim(), ''])
      : Array.isArray(value)
        ? value.map((v, i) => [v, `/${i}`])
        : [[value, '']];
  const names: SelectorName[] = [];
  const problems: Array<{ message: string; at: string }> = [];
  for (const [v, at] of entries) {
    if (typeof v === 'string' && (SELECTOR_NAMES as readonly string[]).includes(v)) {
      if (!names.includes(v as SelectorName)) names.push(v as SelectorName);
      continue;
    }
    const near = typeof v === 'string' ? nearest(v, SELECTOR_NAMES) : undefined;
    problems.push({
      message: `unknown selector ${typeof v === 'string' ? `"${v}"` : describe(v)}${near ? ` (did you mean "${near}"?)` : ''}`,
      at
    });
  }
  if (names.length === 0 && problems.length === 0) problems.push({ message: 'no selector named', at: '' });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, names };
}

function readSelectors(value: unknown, fail: Fail): SelectorName[] | undefined {
  const r = parseSelectors(value);
  if (r.ok) return r.names;
  for (const p of r.problems)
    fail({
      message: p.message,
      expected: `${SELECTOR_NAMES.join(' | ')}, or several (a list, or comma-separated)`,
      pointer: '/selector' + p.at
    });
  return undefined;
}

type Fail = (d: Diagnostic) => void;

function readList(root: Record<string, unknown>, key: string, fail: Fail, required: boolean): unknown[] {
  const value = root[key];
  if (value === undefined || (value === null && !required)) {
    if (required) fail({ message: `the spec has no ${key}`, expected: `${key}: a list`, pointer: '' });
    return [];
  }
  if (!Array.isArray(value)) {
    fail({ message: `${key} is ${describe(value)}`, expected: 'a list', pointer: `/${key}` });
    return [];
  }
  return value;
}

function unknownKeys(node: Record<string, unknown>, pointer: string, allowed: string[], what: string, fail: Fail) {
  for (const key of Object.keys(node)) {
    if (allowed.includes(key)) continue;
    const near = nearest(key, allowed);
    fail({
      message: `unknown key "${key}" in the ${what}${near ? ` (did you mean "${near}"?)` : ''}`,
      expected: allowed.join(', '),
      pointer: joinPointer(pointer, key)
    });
  }
}

function readIntent(raw: unknown, pointer: string, fail: Fail): Intent[] {
  if (!isPlainObject(raw)) {
    fail({ message: `intent is ${describe(raw)}`, expected: '{ query: "...", gold: [tool names] }', pointer });
    return [];
  }
  unknownKeys(raw, pointer, INTENT_KEYS, 'intent', fail);
  let ok = true;
  const { query, gold } = raw;
  if (typeof query !== 'string' || query.trim() === '') {
    fail({
      message: query === undefined ? 'intent has no query' : `query is ${describe(query)}`,
      expected: 'a non-empty request string',
      pointer: query === undefined ? pointer : joinPointer(pointer, 'query')
    });
    ok = false;
  }
  // gold: [] is a request no tool serves: the bench counts how often a selector answers it anyway.
  if (!Array.isArray(gold)) {
    fail({
      message: gold === undefined ? 'intent has no gold' : `gold is ${describe(gold)}`,
      expected: 'a list of tool names ([] for a request no tool serves)',
      pointer: gold === undefined ? pointer : joinPointer(pointer, 'gold')
    });
    ok = false;
  } else {
    gold.forEach((g, i) => {
      if (typeof g !== 'string' || g.trim() === '') {
        fail({
          message: `gold entry is ${describe(g)}`,
          expected: 'a tool name',
          pointer: joinPointer(pointer, 'gold', i)
        });
        ok = false;
      }
    });
  }
  return ok ? [{ query: query as string, gold: gold as string[], pointer }] : [];
}

function readMutation(raw: unknown, pointer: string, fail: Fail): MutationSpec[] {
  if (!isPlainObject(raw)) {
    fail({
      message: `mutation is ${describe(raw)}`,
      expected: '{ tool: name, kind: blank | genericize | truncate | drop_keyword }',
      pointer
    });
    return [];
  }
  unknownKeys(raw, pointer, MUTATION_KEYS, 'mutation', fail);
  let ok = true;
  const { tool, kind } = raw;
  if (typeof tool !== 'string' || tool.trim() === '') {
    fail({
      message: tool === undefined ? 'mutation has no tool' : `tool is ${describe(tool)}`,
      expected: 'the name of a tool in the catalog',
      pointer: tool === undefined ? pointer : joinPointer(pointer, 'tool')
    });
    ok = false;
  }
  if (typeof kind !== 'string' || !(MUTATION_KINDS as readonly string[]).includes(kind)) {
    const near = typeof kind === 'string' ? nearest(kind, MUTATION_KINDS) : undefined;
    const what =
      kind === undefined
        ? 'mutation has no kind'
        : `unknown mutation kind ${typeof kind === 'string' ? `"${kind}"` : describe(kind)}${near ? ` (did you mean "${near}"?)` : ''}`;
    fail({
      message: what,
      expected: MUTATION_KINDS.join(' | '),
      pointer: kind === undefined ? pointer : joinPointer(pointer, 'kind')
    });
    return [];
  }
  const m = MUTATIONS[kind as MutationKind];
  const spec: MutationSpec = { tool: tool as string, kind: m.kind, pointer };
  for (const param of ['chars', 'word'] as const) {
    const needed = m.params.includes(param);
    const value = raw[param];
    if (!needed) {
      if (value !== undefined) {
        fail({
          message: `${kind} takes no ${param}`,
          expected: m.params.length ? `only ${m.params.join(', ')}` : 'only tool and kind',
          pointer: joinPointer(pointer, param)
        });
        ok = false;
      }
      continue;
    }
    if (value === undefined) {
      fail({
        message: `${kind} needs ${param}`,
        expected: param === 'chars' ? 'chars: how many characters to keep' : 'word: the word to remove',
        pointer
      });
      ok = false;
    } else if (param === 'chars') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
        fail({
          message: `chars is ${describe(value)}`,
          expected: 'a whole number of characters, 0 or more',
          pointer: joinPointer(pointer, 'chars')
        });
        ok = false;
      } else spec.chars = value;
    } else if (typeof value !== 'string' || !/[\p{L}\p{N}]/u.test(value)) {
      fail({
        message: `word is ${describe(value)}`,
        expected: 'a word with at least one letter or digit',
        pointer: joinPointer(pointer, 'word')
      });
      ok = false;
    } else spec.word = value.trim();
  }
  return ok ? [spec] : [];
}

/**
 * Parses the catalog (inline, or the text the caller read from `catalog_path`) and checks every
 * name the spec uses against it. `external.file` is how catalog diagnostics name that file.
 */
export function resolveBenchSpec(draft: BenchDraft, external?: { text: string; file?: string }): SpecResult {
  const place = (d: Diagnostic): Diagnostic => ({
    ...d,
    ...(d.pointer !== undefined ? draft.locate(d.pointer) : {}),
    file: draft.file
  });
  let catalog: Catalog;
  let warnings: Diagnostic[];
  if ('inline' in draft.catalog) {
    const parsed = parseCatalogValue(draft.catalog.inline);
    const prefix = (d: Diagnostic): Diagnostic => place({ ...d, pointer: draft.catalog.pointer + (d.pointer ?? '') });
    if (!parsed.ok) return { ok: false, errors: parsed.errors.map(prefix) };
    // Tool pointers become pointers into the spec, so findings and errors land on the right line.
    catalog = {
      ...parsed.catalog,
      tools: parsed.catalog.tools.map((t) => ({ ...t, pointer: draft.catalog.pointer + t.pointer }))
    };
    warnings = parsed.warnings.map(prefix);
  } else {
    if (external === undefined)
      return {
        ok: false,
        errors: [
          place({
            message: `catalog_path ${draft.catalog.path} was not read`,
            expected: 'the catalog file text',
            pointer: draft.catalog.pointer
          })
        ]
      };
    const parsed = parseCatalogText(external.text, { file: external.file ?? draft.catalog.path });
    if (!parsed.ok) return { ok: false, errors: parsed.errors };
    catalog = parsed.catalog;
    warnings = parsed.warnings;
  }

  const errors: Diagnostic[] = [];
  const names = catalogNames(catalog.tools);
  if (catalog.tools.length === 0)
    errors.push(
      place({
        message: 'the catalog has no tools',
        expected: 'at least one tool to select',
        pointer: draft.catalog.pointer
      })
    );
  draft.intents.forEach((intent) => {
    intent.gold.forEach((g, i) => {
      if (catalog.tools.some((t) => t.id === g || t.name === g)) return;
      const near = nearest(g, names);
      errors.push(
        place({
          message: `gold "${g}" names no tool in the catalog${near ? ` (did you mean "${near}"?)` : ''}`,
          expected: 'a tool name or server.tool id',
          pointer: joinPointer(intent.pointer, 'gold', i)
        })
      );
    });
  });
  const mutations: MutationSpec[] = [];
  for (const m of draft.mutations) {
    const found = findTool(catalog.tools, m.tool);
    if (found.ok) {
      mutations.push({ ...m, tool: found.tool.id });
      continue;
    }
    const near = found.candidates.length ? undefined : nearest(m.tool, names);
    const message = found.candidates.length
      ? `tool "${m.tool}" is ambiguous: ${found.candidates.join(', ')}`
      : `unknown tool "${m.tool}"${near ? ` (did you mean "${near}"?)` : ''}`;
    errors.push(
      place({
        message,
        expected: found.candidates.length ? 'a server.tool id' : 'the name of a tool in the catalog',
        pointer: joinPointer(m.pointer ?? '', 'tool')
      })
    );
  }
  if (errors.length > 0) return { ok: false, errors };
  const spec: BenchSpec = { catalog, intents: draft.intents, mutations };
  if (draft.selectors) spec.selectors = draft.selectors;
  if (draft.topK !== undefined) spec.topK = draft.topK;
  return { ok: true, spec, warnings };
}

/** A tool by id, else by bare name when exactly one tool has it. */
export function findTool(
  tools: CatalogTool[],
  ref: string
): { ok: true; tool: CatalogTool } | { ok: false; candidates: string[] } {
  const byId = tools.find((t) => t.id === ref);
  if (byId) return { ok: true, tool: byId };
  const byName = tools.filter((t) => t.name === ref);
  if (byName.length === 1) return { ok: true, tool: byName[0] };
  return { ok: false, candidates: byName.map((t) => t.id) };
}

function catalogNames(tools: CatalogTool[]): string[] {
  return [...new Set(tools.flatMap((t) => (t.id === t.name ? [t.id] : [t.id, t.name])))];
}

/** Both steps at once, for a spec whose catalog is inline or whose catalog text is already at hand. */
export function parseBenchSpec(
  text: string,
  options: { file?: string; catalogText?: string; catalogFile?: string } = {}
): SpecResult {
  const read = readBenchSpec(text, { file: options.file });
  if (!read.ok) return read;
  const external =
    options.catalogText === undefined ? undefined : { text: options.catalogText, file: options.catalogFile };
  return resolveBenchSpec(read.draft, external);
}
