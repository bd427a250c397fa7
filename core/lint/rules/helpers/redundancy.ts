/**
 * What in a long description is pure redundancy (DESC-002, tuned presets): sentences pasted into
 * several tools of the same server, a parameters block that repeats the input schema, and pasted
 * shell or HTTP examples (curl, headers, tokens) that an MCP agent never runs.
 */
import type { CatalogTool } from '../../../catalog/types.ts';
import { isPlainObject, schemaProperties } from '../../tool-facts.ts';
import { SCAN_LIMIT } from './description-text.ts';

/** Sentences shorter than this are too common to call boilerplate ("Returns the project."). */
const MIN_SENTENCE = 40;
/** A sentence found in at least this many tools of one server is boilerplate. */
export const SHARED_IN = 3;

export interface Redundancy {
  chars: number;
  /** The largest kind, for the message. */
  kind: 'shared' | 'schema' | 'pasted';
  /** For `shared`: how many other tools of the server carry the same text. */
  others: number;
}

const normalize = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Sentences and lines: a boilerplate paragraph is a run of them. */
function pieces(text: string): string[] {
  return text
    .slice(0, SCAN_LIMIT)
    .split(/\n+|(?<=[.!?])\s+/)
    .map(normalize)
    .filter((s) => s.length >= MIN_SENTENCE);
}

const serverOf = (t: CatalogTool) => t.server ?? '';

/** The tool's argument names, lower-cased, for telling procedure about them from boilerplate. */
const argumentNames = (t: CatalogTool) =>
  schemaProperties(t.tool)
    .map((p) => p.name.toLowerCase())
    .filter((n) => n.length >= 3);

/**
 * Per tool index: the sentences it shares with other tools of its server, and with how many at
 * most. A shared sentence that names one of the tool's own arguments ("use the 'after' parameter
 * with the last ID to get the next page") is procedure every one of those tools needs, read alone;
 * only shared text about none of them ("ensure you have all the information ... ask the user") counts.
 */
export function sharedSentences(tools: readonly CatalogTool[]): Array<{ chars: number; others: number }> {
  const where = new Map<string, Set<number>>();
  const per = tools.map((t, i) => {
    const mine = new Set(pieces(t.description ?? ''));
    for (const s of mine) {
      const key = `${serverOf(t)}\u0000${s}`;
      const set = where.get(key) ?? new Set<number>();
      set.add(i);
      where.set(key, set);
    }
    return mine;
  });
  return per.map((mine, i) => {
    let chars = 0;
    let others = 0;
    // The argument names only once a sentence is shared: most tools share none.
    let args: string[] | undefined;
    for (const s of mine) {
      const n = where.get(`${serverOf(tools[i])}\u0000${s}`)!.size;
      if (n < SHARED_IN) continue;
      args ??= argumentNames(tools[i]);
      if (args.some((a) => s.includes(a))) continue;
      chars += s.length;
      others = Math.max(others, n - 1);
    }
    return { chars, others };
  });
}

const PARAM_HEADING = /^\s*(?:#+\s*|\*\*)?(?:parameters|params|arguments|args|inputs?)\s*:?\s*(?:\*\*)?\s*:?\s*$/i;
const PASTED =
  /\bcurl\s+-|\bcurl\s+https?:|\$[A-Z][A-Z0-9_]*(?:TOKEN|KEY|SECRET)\b|^\s*-H\s+["']|^\s*(?:GET|POST|PUT|PATCH|DELETE)\s+\/|Authorization:\s*Bearer/im;

/**
 * Characters that repeat the schema: the lines of a "Parameters:" block (up to the next blank
 * line or heading), and other lines that open with a property's name and restate its description.
 */
export function schemaRepeat(tool: CatalogTool['tool'], description: string): number {
  const props = schemaProperties(tool);
  if (props.length === 0) return 0;
  const names = props.map((p) => p.name.toLowerCase());
  const descs = new Set(
    props.map((p) => (p.description === undefined ? '' : normalize(p.description))).filter((d) => d.length >= 12)
  );
  const lines = description.slice(0, SCAN_LIMIT).split('\n');
  let chars = 0;
  let inBlock = false;
  for (const line of lines) {
    if (PARAM_HEADING.test(line)) {
      inBlock = true;
      chars += line.length;
      continue;
    }
    if (line.trim() === '' || /^\s*(?:#+|\*\*[^*]+\*\*\s*:?\s*$)/.test(line)) inBlock = false;
    const opens = /^\s*(?:[-*•]\s*)?[`*_]*([A-Za-z0-9_.\-[\]]+)[`*_]*\s*(?:\([^)]*\))?\s*[:\-–—]/.exec(line);
    const namesProp = opens !== null && names.includes(opens[1].toLowerCase());
    const restates = descs.size > 0 && restatesOne(normalize(line), descs);
    if ((inBlock && (namesProp || restates || /^\s*[-*•]/.test(line))) || (namesProp && restates)) chars += line.length;
  }
  return chars;
}

function restatesOne(line: string, descs: ReadonlySet<string>): boolean {
  for (const d of descs) if (line.includes(d)) return true;
  return false;
}

/** Characters of pasted shell or HTTP examples: code blocks or lines with curl, -H headers, $TOKEN variables. */
export function pastedExamples(description: string): number {
  const text = description.slice(0, SCAN_LIMIT);
  let chars = 0;
  // A JSON block of call arguments is a worked example the agent uses; it counts only beside a shell
  // or HTTP paste, where it is the pasted API response (replicate's REST docs).
  const blocks = text.match(/```[\s\S]*?```/g) ?? [];
  const pasted = PASTED.test(text);
  for (const block of blocks) if (PASTED.test(block) || (pasted && /^```\w*\s*[[{]/.test(block))) chars += block.length;
  const outside = text.replace(/```[\s\S]*?```/g, '');
  for (const line of outside.split('\n')) if (PASTED.test(line)) chars += line.length;
  return chars;
}

export function redundancy(tool: CatalogTool, shared: { chars: number; others: number }): Redundancy {
  const description = tool.description ?? '';
  const kinds: Array<[Redundancy['kind'], number]> = [
    ['shared', shared.chars],
    ['schema', isPlainObject(tool.tool.inputSchema) ? schemaRepeat(tool.tool, description) : 0],
    ['pasted', pastedExamples(description)]
  ];
  // The largest kind alone: kinds can overlap (a shared line inside a parameters block), and undercounting keeps the rule precise.
  const top = kinds.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { chars: Math.min(description.trim().length, top[1]), kind: top[0], others: shared.others };
}
