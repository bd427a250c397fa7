/** TOK-001: one tool costs more context than the per-tool budget. */
import type { CatalogRawFinding, CatalogRule } from '../types.ts';

export const tok001ToolTokenBudget: CatalogRule = {
  id: 'TOK-001',
  slug: 'tool-token-budget',
  category: 'budget',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary:
      'A tool costs more cl100k_base tokens (name + description + input schema, as toolgauge counts surface tokens) than the per-tool budget: 1,000 by default, `budgets: { tool: N }` in the rules file.',
    why: 'Every tool is paid for on every request, whether the agent uses it or not. One tool of several thousand tokens costs as much context as a dozen ordinary ones, crowds out the conversation, and in clients that truncate descriptions (CMP-004) is partly lost anyway.',
    fix: 'Cut repetition and reference material from the description, move long formats into a resource, and keep the schema lean (shared definitions, no prose duplicated in every property). Raise the budget in the rules file if the tool really needs it.',
    notes: [
      '**The default, measured on the corpus** (732 tools, cl100k_base): median 151 tokens, 90th percentile 556, 95th 675, 99th 1,259, largest 2,831. A budget of 1,000 flags 14 tools (1.9%), the heaviest tools of desktop-commander, notion, azure-devops and a few more.',
      '',
      'Labelled precision on the corpus: 12 of 14 firings true (86%, `tests/fixtures/lint-labels/TOK-001.yml`); the two false alarms are tools barely over (1,047 tokens) with nothing obvious to cut. That is below the 90% bar, so the rule is **off in the recommended preset**: turn it on with `TOK-001: warning` in a rules file, next to your own `budgets:`.',
      '',
      'Without token encoders (the playground before they load, or a caller that passes none) the counts are unknown and the rule stays silent.'
    ].join('\n'),
    bad: {
      tools: [
        {
          name: 'search_docs',
          description: `Search the documentation. ${'Use precise terms, filters and the section names listed here to narrow results. '.repeat(12)}`,
          inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
        }
      ]
    },
    good: {
      tools: [
        {
          name: 'search_docs',
          description: 'Search the documentation and return the five best-matching sections with their URLs.',
          inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
        }
      ]
    },
    exampleBudgets: { tool: 100 },
    severityRationale: 'Warning: cost, not correctness; the budget is a project choice, so it is configurable.'
  },
  messages: {
    overBudget: '"{{tool}}" costs {{tokens}} tokens (cl100k_base), over the per-tool budget of {{budget}}'
  },
  suggestions: {
    overBudget: 'shorten the description and schema, or raise budgets.tool in the rules file'
  },
  checkCatalog({ tools, tokens, budgets }) {
    const out: CatalogRawFinding[] = [];
    tools.forEach((_, i) => {
      const n = tokens[i]?.cl100k ?? 0;
      if (n > budgets.tool)
        out.push({ tool: i, messageId: 'overBudget', data: { tokens: n, budget: budgets.tool }, pointer: '' });
    });
    return out;
  }
};
