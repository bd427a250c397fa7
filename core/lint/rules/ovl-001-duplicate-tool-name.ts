/** OVL-001: the same tool name on two servers (or twice in one catalog). */
import type { CatalogRawFinding, CatalogRule } from '../types.ts';
import { descriptionTerms, distinguishing, quoteTerms } from './helpers/description-similarity.ts';

/** "server.tool" for a bundled tool, else the plain name in quotes. */
export const toolLabel = (t: { id: string; name: string; server?: string }) =>
  t.server !== undefined ? t.id : `"${t.name}"`;

export const ovl001DuplicateToolName: CatalogRule = {
  id: 'OVL-001',
  slug: 'duplicate-tool-name',
  category: 'overlap',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary:
      'Two tools in the catalog have the same name: two servers both expose `search_issues`, or one catalog lists a name twice.',
    why: 'The model calls a tool by name. With two `search_issues` in view it cannot say which one it means, and clients resolve the clash differently: some prefix the server name, some keep the first, some drop both. The agent then searches the wrong tracker, or the call fails.',
    fix: 'Rename one tool so the name says what sets it apart (`jira_search_issues`), or, for a bundle you assemble, enable only one of the two. The finding lists the other tools (the first five of a larger set, and how many more) and the words that tell their descriptions apart.',
    bad: {
      servers: {
        github: [
          {
            name: 'search_issues',
            description: 'Search issues in GitHub repositories. Returns matching issues.',
            inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
          }
        ],
        jira: [
          {
            name: 'search_issues',
            description: 'Search Jira issues with JQL. Returns matching issues.',
            inputSchema: { type: 'object', properties: { jql: { type: 'string' } } }
          }
        ]
      }
    },
    good: {
      servers: {
        github: [
          {
            name: 'github_search_issues',
            description: 'Search issues in GitHub repositories. Returns matching issues.',
            inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
          }
        ],
        jira: [
          {
            name: 'jira_search_issues',
            description: 'Search Jira issues with JQL. Returns matching issues.',
            inputSchema: { type: 'object', properties: { jql: { type: 'string' } } }
          }
        ]
      }
    },
    severityRationale:
      'Warning: the collision is certain, but whether it breaks anything depends on the client (several prefix server names); the agent still has to guess which tool a name means.'
  },
  messages: {
    duplicate: '"{{name}}" is also the name of {{others}}; {{apart}}'
  },
  suggestions: {
    duplicate: 'rename one of them so the name says what sets it apart, or enable only one'
  },
  checkCatalog({ tools }) {
    const byName = new Map<string, number[]>();
    for (let i = 0; i < tools.length; i++) {
      const group = byName.get(tools[i].name);
      if (group) group.push(i);
      else byName.set(tools[i].name, [i]);
    }
    const groups = [...byName.values()].filter((g) => g.length > 1);
    if (groups.length === 0) return [];
    const index = descriptionTerms(tools);
    const out: CatalogRawFinding[] = [];
    for (const group of groups) {
      for (const i of group) {
        // Each finding names at most NAMED_OTHERS of the set and counts the rest: naming every
        // other member grows the report with the square of the set (10,000 copies of one tool
        // were 10^8 names and ran V8 out of memory).
        const others = firstOthers(group, i, NAMED_OTHERS);
        const more = group.length - 1 - others.length;
        const own = distinguishing(index, i, others[0]);
        const apart =
          own.length > 0
            ? `only its description's ${quoteTerms(index, i, own)} tell it apart`
            : 'nothing in its description tells it apart';
        const named = others.map((j) => toolLabel(tools[j])).join(', ');
        out.push({
          tool: i,
          messageId: 'duplicate',
          data: {
            name: tools[i].name,
            others:
              more > 0
                ? `${named} and ${more.toLocaleString('en-US')} more (${group.length.toLocaleString('en-US')} tools share the name)`
                : named,
            apart
          },
          pointer: '/name',
          related: others.map((j) => ({ tool: j, pointer: '/name' }))
        });
      }
    }
    return out.sort((a, b) => a.tool - b.tool);
  }
};

/** How many other members of a set one finding names (the rest are counted). */
export const NAMED_OTHERS = 5;

/** Up to `limit` members of `group` other than `self`, in catalog order. */
function firstOthers(group: number[], self: number, limit: number): number[] {
  const out: number[] = [];
  for (const j of group) {
    if (out.length === limit) break;
    if (j !== self) out.push(j);
  }
  return out;
}
