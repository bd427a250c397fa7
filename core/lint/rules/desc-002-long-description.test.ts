import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { desc002 as rule } from './desc-002-long-description.ts';
import { pastedExamples, schemaRepeat, sharedSentences } from './helpers/redundancy.ts';

const t = (name: string, description: unknown, inputSchema?: unknown) => ({
  name,
  description,
  ...(inputSchema ? { inputSchema } : {})
});
const run = (tools: unknown[], preset?: 'reference') => runCatalogRule(rule, { tools }, preset ? { preset } : {});

describe('DESC-002, reference preset: any description over 500 characters', () => {
  it.each([
    ['501 characters', 'x'.repeat(501), { length: 501, maximum: 500 }],
    ['a megabyte', 'Search. '.repeat(131_072), { length: 8 * 131_072 - 1, maximum: 500 }]
  ])('fires once: %s', (_label, description, data) => {
    expect(run([t('search_tickets', description)], 'reference')).toEqual([
      { tool: 'search_tickets', messageId: 'tooLong', data, pointer: '/tools/0/description', related: [] }
    ]);
  });

  it.each([
    ['exactly 500 characters', 'x'.repeat(500)],
    ['500 characters plus surrounding whitespace', '  ' + 'x'.repeat(500) + '\n\n'],
    ['absent', undefined],
    ['not a string', ['x'.repeat(900)]]
  ])('does not fire: %s', (_label, description) => {
    expect(run([t('search_tickets', description)], 'reference')).toEqual([]);
  });
});

describe('DESC-002, tuned presets: long and redundant, not merely long', () => {
  const boiler =
    'Ensure you have all the information you need before calling this tool, and ask the user for anything missing. ';
  const own = (n: number) =>
    `Tool ${n} does its own specific thing with the given record and explains the procedure the agent follows. `;
  it('fires on a paragraph pasted into three tools of a server (paddle)', () => {
    const tools = [1, 2, 3].map((n) =>
      t(
        `tool_${n}`,
        own(n) +
          boiler +
          'Every call is billed to the account that owns the API key in use; check the plan first. ' +
          'Rate limits apply per key and the error names the delay to wait. ' +
          own(n).repeat(3)
      )
    );
    const findings = run(tools);
    expect(findings.map((f) => [f.tool, f.messageId, f.data.what])).toEqual([
      ['tool_1', 'redundant', 'text pasted into 2 other tools of the server'],
      ['tool_2', 'redundant', 'text pasted into 2 other tools of the server'],
      ['tool_3', 'redundant', 'text pasted into 2 other tools of the server']
    ]);
  });

  it('fires on a Parameters block that repeats the schema (smartbear)', () => {
    const schema = {
      type: 'object',
      properties: {
        projectId: { type: 'string', description: 'ID of the project to query' },
        traceId: { type: 'string', description: 'The trace whose spans to list' }
      }
    };
    const description =
      'List the spans of one trace, ordered by start time, with their durations and attributes. Use it after finding a slow trace. '.repeat(
        3
      ) +
      '\n\n**Parameters:**\n- projectId (string): ID of the project to query\n- traceId (string): The trace whose spans to list\n- filter (string): optional filters applied to the span list before paging\n- perPage (number): how many spans to return on one page of results';
    expect(run([t('list_spans', description, schema)]).map((f) => f.data.what)).toEqual([
      'a parameters block that repeats the input schema'
    ]);
  });

  it('fires on a pasted curl example (replicate)', () => {
    const description =
      'Update a deployment: its hardware, version and instance counts. '.repeat(6) +
      '\n\n```\ncurl -s -X PATCH -H "Authorization: Bearer $REPLICATE_API_TOKEN" -H "Content-Type: application/json" -d \'{"min_instances": 3}\' https://api.replicate.com/v1/deployments/acme/my-app/with/a/longer/path\n```';
    expect(run([t('update_deployments', description)]).map((f) => f.data.what)).toEqual([
      'pasted shell or HTTP examples (curl, headers, tokens)'
    ]);
  });

  it.each([
    [
      'a long procedure the agent needs (hostinger, bitbucket)',
      [
        t(
          'complete_setup',
          'Completes the domain setup. '.concat(
            'Use the default WHOIS profile unless the user names another; TLD rules differ and success is asynchronous, so poll the status. '.repeat(
              5
            )
          )
        )
      ]
    ],
    ['just over 500 characters of selection guidance', [t('list_segments', 'x'.repeat(514))]]
  ])('does not fire on %s', (_label, tools) => {
    expect(run(tools)).toEqual([]);
  });

  it('does not fire on the same paragraph in tools of different servers', () => {
    const servers = Object.fromEntries(
      [1, 2, 3].map((n) => [`s${n}`, { tools: [t(`tool_${n}`, own(n) + boiler + own(n).repeat(4))] }])
    );
    expect(runCatalogRule(rule, { servers })).toEqual([]);
  });
});

describe('the redundancy measures', () => {
  it('sharedSentences counts only sentences of 40+ characters found in 3+ tools of the same server', () => {
    const s = 'This sentence is long enough to count as boilerplate text.';
    const tools = [s, s, s + ' Short one.', 'Other.'].map((d, i) => ({
      id: `t${i}`,
      name: `t${i}`,
      pointer: `/tools/${i}`,
      description: d,
      tool: { name: `t${i}`, description: d }
    }));
    expect(sharedSentences(tools)).toEqual([
      { chars: s.length, others: 2 },
      { chars: s.length, others: 2 },
      { chars: s.length, others: 2 },
      { chars: 0, others: 0 }
    ]);
  });
  it('schemaRepeat counts the lines of a Parameters block', () => {
    const tool = {
      name: 'x',
      inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'The search text' } } }
    };
    expect(schemaRepeat(tool, 'Search.\nParameters:\n- q: The search text\n\nMore.')).toBe(
      'Parameters:'.length + '- q: The search text'.length
    );
  });
  it('pastedExamples counts curl lines and code blocks', () => {
    expect(pastedExamples('Do it.\ncurl -X POST https://x.example/api')).toBe(
      'curl -X POST https://x.example/api'.length
    );
    expect(pastedExamples('Do it.')).toBe(0);
  });
});
