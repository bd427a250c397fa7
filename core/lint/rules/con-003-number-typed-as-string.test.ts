import { describe, expect, it } from 'vitest';
import { con003NumberTypedAsString as rule } from './con-003-number-typed-as-string.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (properties: Record<string, unknown>) => ({
  name: 'list_projects',
  description: 'List projects. Returns keys and names.',
  inputSchema: { type: 'object', properties }
});
const str = (description?: string, extra: Record<string, unknown> = {}) => ({
  type: 'string',
  ...(description === undefined ? {} : { description }),
  ...extra
});

describe('CON-003 number-typed-as-string', () => {
  it.each([
    // SonarQube's list tools and DigitalOcean's Kafka topics, as published.
    ['page beside page_size, no description (sonarqube)', { page: str(), page_size: str() }, ['page', 'page_size']],
    ['replication_factor (digitalocean)', { replication_factor: str('Replication factor') }, ['replication_factor']],
    ['a camelCase page size', { pageSize: str('Results per page') }, ['pageSize']],
    ['a *_count name', { retry_count: str('Retries before giving up') }, ['retry_count']],
    ['a num_* name', { num_results: str() }, ['num_results']],
    ['a port', { port: str() }, ['port']],
    ['a bare page described as a page number', { page: str('Page number for pagination (optional)') }, ['page']],
    ['a description opening "How many"', { top: str('How many results to return') }, ['top']],
    ['a digit default', { limit: str('Maximum results', { default: '20' }) }, ['limit']]
  ])('fires on %s', (_label, properties, names) => {
    expect(runRule(rule, tool(properties)).map((f) => f.data.argument)).toEqual(names);
  });

  it('reads nested arguments and names the pointer', () => {
    const t = tool({ paging: { type: 'object', properties: { limit: str('Maximum results') } } });
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'numberAsString', '/inputSchema/properties/paging/properties/limit', {
        argument: 'limit',
        sample: 2
      })
    ]);
  });

  it.each([
    ['an integer page', { page: { type: 'integer' } }],
    ['a page that is a web page (no page size beside it)', { page: str(), pages: str() }],
    [
      'a description that says string (digitalocean)',
      { page: str('Page number for pagination (optional, integer as string)') }
    ],
    ['"(string)"', { page: str('Page number (string)') }],
    [
      'a duration with units (kubernetes)',
      { timeout: str("The length of time to wait before giving up (e.g., '30s', '1m')") }
    ],
    ['a limit that also takes a keyword', { limit: str("Maximum results, or 'all'") }],
    ['an identifier that looks numeric', { page_id: str('Page to read'), account_number: str() }],
    ['a pagination token', { page: str('Page token from the last response'), limit: { type: 'integer' } }],
    ['an enum', { limit: str(undefined, { enum: ['10', '50'] }) }],
    ['a pattern', { port: str(undefined, { pattern: '^[0-9]+$' }) }],
    ['a size slug', { size: str('The size slug (e.g., db-s-2vcpu-4gb)') }],
    ['a non-numeric example', { depth: str('Clone depth', { examples: ['full'] }) }],
    ['an argument CON-001 already reports', { partition_count: str('Number of partitions') }]
  ])('does not fire on %s', (_label, properties) => {
    expect(runRule(rule, tool(properties))).toEqual([]);
  });
});
