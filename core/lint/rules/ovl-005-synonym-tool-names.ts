/**
 * OVL-005: two tools of one server whose names differ only by verbs that mean the same
 * (`create_note` / `add_note`, `update_org_collection` / `edit_org_collection`) and whose
 * arguments mostly agree: the names do not tell the agent which one to call.
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { isPlainObject } from '../tool-facts.ts';
import type { CatalogRawFinding, CatalogRule } from '../types.ts';
import { nameWords } from './helpers/description-text.ts';
import { NAMED_OTHERS, toolLabel } from './ovl-001-duplicate-tool-name.ts';

/**
 * Verbs that name the same action, each mapped to one of its group. Left out on purpose: verbs
 * with a meaning of their own in some domain (`insert` at a position, `set` a value, `patch`,
 * `read` as in "mark read", `show` and `describe` as git and kubectl commands, `list` beside
 * `find`).
 */
const SYNONYMS = new Map<string, string>([
  ['create', 'create'],
  ['add', 'create'],
  ['new', 'create'],
  ['update', 'update'],
  ['edit', 'update'],
  ['modify', 'update'],
  ['change', 'update'],
  ['delete', 'delete'],
  ['remove', 'delete'],
  ['destroy', 'delete'],
  ['erase', 'delete'],
  ['get', 'get'],
  ['fetch', 'get'],
  ['retrieve', 'get'],
  ['search', 'search'],
  ['find', 'search']
]);

/** Distinct spellings of one key compared (a real catalog has two or three). */
const MAX_SPELLINGS = 16;

/** Two tools' arguments agree when more than this share of the smaller set is in both. */
export const SHARED_ARGUMENTS = 0.5;

/** The name with each verb replaced by its group's: equal keys mean the names differ only by synonyms. */
function synonymKey(words: string[]): string {
  return words.map((w) => SYNONYMS.get(w) ?? w).join(' ');
}

function argumentNames(tool: CatalogTool): Set<string> {
  const schema = tool.tool.inputSchema;
  return new Set(isPlainObject(schema) && isPlainObject(schema.properties) ? Object.keys(schema.properties) : []);
}

/** Whether the arguments mostly agree (both without arguments agrees too): `add_label(issue, labels)` and `create_label(name, color)` do not. */
function argumentsAgree(a: Set<string>, b: Set<string>): boolean {
  const smaller = Math.min(a.size, b.size);
  if (smaller === 0) return a.size === b.size;
  let shared = 0;
  for (const n of a) if (b.has(n)) shared++;
  return shared / smaller > SHARED_ARGUMENTS;
}

/** The words where two names of one key differ: the synonym verbs ("edit" / "update"). */
function differingVerbs(a: string[], b: string[]): string {
  const pairs: string[] = [];
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) pairs.push(`"${a[k]}" / "${b[k]}"`);
  return pairs.join(', ');
}

export const ovl005SynonymToolNames: CatalogRule = {
  id: 'OVL-005',
  slug: 'synonym-tool-names',
  category: 'overlap',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary: `Two tools of one server whose names differ only by verbs that mean the same (create/add/new, update/edit/modify/change, delete/remove/destroy/erase, get/fetch/retrieve, search/find) on the same object, and whose arguments mostly agree (more than ${SHARED_ARGUMENTS * 100}% of the smaller set shared).`,
    why:
      'An agent tells tools apart by their names first. `add_note` beside `create_note`, `edit_org_collection` beside `update_org_collection`: the verbs mean the same, so the names say the tools do the same thing, and the agent calls either. If they really differ (one replaces, one merges; one is deprecated), nothing in the names says so; if they do not, one is redundant and costs tokens on every request. ' +
      "Decisions: names are split into words (snake, kebab and camel case alike) and compared with each verb replaced by its group; names with the same verb and different objects (`list-images` / `list-files`) never match. Tools are indexed by that key, so a catalog costs one pass, not all pairs. Only tools of the same server are compared (a bundle's `github.create_issue` and `jira.add_issue` are different services). Verbs with a meaning of their own in some domain are not treated as synonyms: `insert` (at a position), `set`, `patch`, `read`, `show` and `describe` (git and kubectl commands), `list`. Pairs whose arguments mostly differ do different things (`add_label(issue_number, labels)` attaches, `create_label(name, color)` makes) and are left alone. One finding per tool, naming the others.",
    fix: 'Keep one tool, or rename them so each name says what sets it apart (`replace_collection` / `rename_collection`) and say in each description when to use it instead of the other.',
    notes:
      "**On the corpora** (`--preset all`): catalogs/ 0, catalogs-2/ 0, catalogs-3/ 2 (bitwarden `edit_org_collection` / `update_org_collection`, the reviewer's finding). Dropped while tuning: `show`, `describe`, `read` and `insert` as synonyms (they matched git `git_fetch` / `git_show`, `kubectl_get` / `kubectl_describe`, Google Docs `insertTable` / Sheets `createTable`). Not yet labelled by an independent reviewer.",
    bad: {
      tools: [
        {
          name: 'create_note',
          description: 'Create a note in the notebook.',
          inputSchema: { type: 'object', properties: { title: { type: 'string' }, body: { type: 'string' } } }
        },
        {
          name: 'add_note',
          description: 'Add a note to the notebook.',
          inputSchema: { type: 'object', properties: { title: { type: 'string' }, body: { type: 'string' } } }
        }
      ]
    },
    good: {
      tools: [
        {
          name: 'create_note',
          description: 'Create a note in the notebook.',
          inputSchema: { type: 'object', properties: { title: { type: 'string' }, body: { type: 'string' } } }
        }
      ]
    },
    severityRationale:
      'Warning: the agent may call the right tool by luck; the names cost selection accuracy, not correctness.'
  },
  messages: {
    synonymNames:
      '"{{tool}}" and {{others}} differ in name only by verbs that mean the same ({{verbs}}), and their arguments agree: nothing tells the agent which to call'
  },
  suggestions: {
    synonymNames: 'keep one tool, or rename them so each name says what sets it apart, and say when to use which'
  },
  checkCatalog({ tools }) {
    // Index by (server, key): one pass, then only tools that share a key are compared.
    const byKey = new Map<string, number[]>();
    const words: string[][] = new Array(tools.length);
    for (let i = 0; i < tools.length; i++) {
      words[i] = nameWords(tools[i].name);
      if (!words[i].some((w) => SYNONYMS.has(w))) continue;
      const key = `${tools[i].server ?? ''}\u0000${synonymKey(words[i])}`;
      const group = byKey.get(key);
      if (group) group.push(i);
      else byKey.set(key, [i]);
    }
    const out: CatalogRawFinding[] = [];
    const args = new Map<number, Set<string>>();
    const argsOf = (i: number) => args.get(i) ?? args.set(i, argumentNames(tools[i])).get(i)!;
    for (const group of byKey.values()) {
      if (group.length < 2) continue;
      // One tool per distinct spelling: a name repeated (OVL-001's finding) is compared once.
      const spellings = new Map<string, number>();
      for (const i of group) if (!spellings.has(words[i].join(' '))) spellings.set(words[i].join(' '), i);
      if (spellings.size < 2) continue;
      // Bounded: real names have one or two spellings; hostile ones must not make a group quadratic.
      const reps = [...spellings.values()].slice(0, MAX_SPELLINGS);
      for (const i of group) {
        const mine = words[i].join(' ');
        const others = reps.filter((j) => words[j].join(' ') !== mine && argumentsAgree(argsOf(i), argsOf(j)));
        if (others.length === 0) continue;
        const named = others.slice(0, NAMED_OTHERS);
        out.push({
          tool: i,
          messageId: 'synonymNames',
          data: {
            others: named.map((j) => toolLabel(tools[j])).join(', '),
            verbs: differingVerbs(words[i], words[named[0]])
          },
          pointer: '/name',
          related: named.map((j) => ({ tool: j, pointer: '/name' }))
        });
      }
    }
    return out.sort((a, b) => a.tool - b.tool);
  }
};
