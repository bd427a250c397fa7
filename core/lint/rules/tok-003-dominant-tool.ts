/** TOK-003: one tool so large that it dominates its server's token cost. */
import type { CatalogRawFinding, CatalogRule } from '../types.ts';

/** A dominant tool costs this many times the per-tool budget (5,000 tokens at the default 1,000)... */
export const DOMINANT_BUDGET_FACTOR = 5;
/** ...and at least this share of its server's surface tokens. */
export const DOMINANT_SHARE = 0.2;

export const tok003DominantTool: CatalogRule = {
  id: 'TOK-003',
  slug: 'dominant-tool',
  category: 'budget',
  severity: 'warning',
  scope: 'catalog',
  docs: {
    summary: `One tool costs at least ${DOMINANT_BUDGET_FACTOR} times the per-tool budget (${DOMINANT_BUDGET_FACTOR * 1000} cl100k_base tokens at the default \`budgets.tool\` of 1,000) and at least ${DOMINANT_SHARE * 100}% of its server's surface tokens.`,
    why: 'Every tool is sent with every request. A single tool of ten thousand tokens (an inlined OpenAPI spec, a whole app manifest schema) costs more than forty ordinary tools, pushes the conversation out of the context window, and is truncated or deferred by clients that cap tool text, so the agent pays for a schema it then sees only in part. When one or two tools are most of a server, trimming them is the whole saving.',
    fix: 'Move the large schema behind a reference the agent reads when needed (a resource, or a `get_spec_schema` tool), keep only the fields agents actually set in the input schema, or split the tool by use (create from a template vs edit one field).',
    notes: [
      `**The threshold, measured on both corpora** (1,506 tools, cl100k_base): median 155 tokens, 99th percentile 1,913, 99.5th 2,606; the largest tools are 10,501 and 10,484 (digitalocean's apps-create-app-from-spec and apps-update, which inline the whole App spec: 40% of the server each), then 3,894 (paddle create_transaction, 7% of its server). ${DOMINANT_BUDGET_FACTOR}× the default budget (5,000) lies in that gap: only a tool far outside what real servers need reaches it, and the share of ${DOMINANT_SHARE * 100}% keeps a big tool in a big server of big tools (where TOK-001 and TOK-002 speak) from counting as dominant.`,
      '',
      'TOK-001 reports every tool over the per-tool budget and is off in the recommended preset; this rule reports only the outliers that dominate a server, and follows `budgets.tool` when a rules file changes it. Without token encoders the counts are unknown and the rule stays silent.'
    ].join('\n'),
    bad: {
      tools: [
        {
          name: 'create_app',
          description: `Create an app from a spec. ${'The spec holds services, workers, jobs, databases, domains, alerts and ingress rules. '.repeat(8)}`,
          inputSchema: { type: 'object', properties: { spec: { type: 'object' } } }
        },
        {
          name: 'get_app',
          description: 'Get an app by id.',
          inputSchema: { type: 'object', properties: { id: { type: 'string' } } }
        },
        { name: 'list_apps', description: 'List apps.', inputSchema: { type: 'object', properties: {} } }
      ]
    },
    good: {
      tools: [
        {
          name: 'create_app',
          description: 'Create an app from a spec (see the app-spec resource for its fields).',
          inputSchema: { type: 'object', properties: { spec: { type: 'object' } } }
        },
        {
          name: 'get_app',
          description: 'Get an app by id.',
          inputSchema: { type: 'object', properties: { id: { type: 'string' } } }
        },
        { name: 'list_apps', description: 'List apps.', inputSchema: { type: 'object', properties: {} } }
      ]
    },
    exampleBudgets: { tool: 30 },
    severityRationale: 'Warning: cost, not correctness; the threshold follows the configurable per-tool budget.'
  },
  messages: {
    dominant:
      '"{{tool}}" costs {{tokens}} tokens (cl100k_base), {{share}}% of its server\'s {{total}}: every request pays for it, and clients that cap tool text show the agent only part of it'
  },
  suggestions: {
    dominant:
      'move the large schema or reference text behind a resource or a separate tool, and keep only the fields agents set'
  },
  checkCatalog({ tools, tokens, budgets }) {
    const out: CatalogRawFinding[] = [];
    const totals = new Map<string, number>();
    tools.forEach((t, i) => {
      totals.set(t.server ?? '', (totals.get(t.server ?? '') ?? 0) + (tokens[i]?.cl100k ?? 0));
    });
    const threshold = budgets.tool * DOMINANT_BUDGET_FACTOR;
    tools.forEach((t, i) => {
      const n = tokens[i]?.cl100k ?? 0;
      const total = totals.get(t.server ?? '') ?? 0;
      if (n < threshold || total === 0 || n / total < DOMINANT_SHARE || n === total) return;
      out.push({
        tool: i,
        messageId: 'dominant',
        data: { tokens: n, share: Math.round((n / total) * 100), total },
        pointer: ''
      });
    });
    return out;
  }
};
