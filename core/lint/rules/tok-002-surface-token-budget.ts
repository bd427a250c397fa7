/** TOK-002: the whole catalog costs more context than the surface budget. */
import { defineCatalogRule } from '../types.ts';

/** How many of the heaviest tools the finding names. */
const NAMED = 5;

export const tok002SurfaceTokenBudget = defineCatalogRule({
  id: 'TOK-002',
  slug: 'surface-token-budget',
  category: 'budget',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary:
      'The tools of the catalog together cost more cl100k_base tokens than the surface budget: 20,000 by default, `budgets: { surface: N }` in the rules file. The finding sits on the heaviest tool and names the next heaviest.',
    why: 'The whole tool surface is sent with every request. Past a point it pushes out conversation and code, costs money on every turn, and makes selection worse; Claude Code stops loading MCP tools up front once their descriptions pass 10% of the context window and makes the agent search for them instead.',
    fix: 'Trim the heaviest tools first (the finding lists them), split the server into toolsets users enable as needed, or raise the budget in the rules file for a catalog that is meant to be large.',
    notes: [
      '**The default.** Claude Code defers MCP tools "when MCP tool descriptions exceed 10% of your context window" (https://code.claude.com/docs/en/mcp, Tool Search): 10% of a 200,000-token window is 20,000 tokens. On the corpus no single server reaches it (the largest, notion, costs 16,290 cl100k tokens; six servers cost more than 10,000); the bundle of all 43 servers costs far more.',
      '',
      'Without token encoders the counts are unknown and the rule stays silent.'
    ].join('\n'),
    bad: {
      tools: [
        {
          name: 'search_docs',
          description: `Search the documentation. ${'Use precise terms, filters and the section names listed here to narrow results. '.repeat(12)}`,
          inputSchema: { type: 'object', properties: {} }
        }
      ]
    },
    good: {
      tools: [
        {
          name: 'search_docs',
          description: 'Search the documentation and return the best-matching sections.',
          inputSchema: { type: 'object', properties: {} }
        }
      ]
    },
    exampleBudgets: { surface: 150 },
    severityRationale: 'Warning: cost, not correctness; the budget is a project choice, so it is configurable.'
  },
  messages: {
    overBudget:
      'the {{count}} tools cost {{total}} tokens (cl100k_base), over the surface budget of {{budget}}; the heaviest: {{heaviest}}'
  },
  suggestions: {
    overBudget:
      'trim the heaviest tools first, split the server into toolsets, or raise budgets.surface in the rules file'
  },
  checkCatalog({ tools, tokens, budgets }) {
    const total = tools.reduce((sum, _, i) => sum + (tokens[i]?.cl100k ?? 0), 0);
    if (total <= budgets.surface) return [];
    const order = tools.map((_, i) => i).sort((a, b) => (tokens[b]?.cl100k ?? 0) - (tokens[a]?.cl100k ?? 0) || a - b);
    const heaviest = order
      .slice(0, NAMED)
      .map((i) => `${tools[i].id} (${tokens[i].cl100k})`)
      .join(', ');
    return [
      {
        tool: order[0],
        messageId: 'overBudget',
        data: { count: tools.length, total, budget: budgets.surface, heaviest },
        pointer: '',
        related: order.slice(1, NAMED).map((i) => ({ tool: i }))
      }
    ];
  }
});
