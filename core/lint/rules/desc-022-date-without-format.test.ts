import { describe, expect, it } from 'vitest';
import { desc022 as rule, isDateName } from './desc-022-date-without-format.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (
  properties: Record<string, unknown>,
  description = 'Search discounts of the store.',
  name = 'discounts-search'
) => ({
  name,
  description,
  inputSchema: { type: 'object', properties }
});
const str = (extra: Record<string, unknown> = {}) => ({ type: 'string', ...extra });

describe('DESC-022 date-without-format', () => {
  it.each([
    // creem discounts-search, as published.
    ['a bare createdAfter', 'createdAfter', str()],
    [
      'a snake-case start_date with a describing sentence',
      'start_date',
      str({ description: 'The start date of the plan.' })
    ],
    ['since', 'since', str()],
    ['a nullable expires_at', 'expires_at', { type: ['string', 'null'] }],
    ['a value described as a date', 'when', str({ description: 'Date the invoice is due' })],
    ['a CJK description with no form', 'begin', str({ description: '开始日期' })]
  ])('fires on %s', (_label, argument, schema) => {
    expect(runRule(rule, tool({ [argument]: schema }))).toEqual([
      expected(rule, 'dateWithoutFormat', `/inputSchema/properties/${argument}`, { argument })
    ]);
  });

  it('reads nested arguments', () => {
    const t = tool({ hits_settings: { type: 'object', properties: { from_date: str() } } });
    expect(runRule(rule, t).map((f) => f.pointer)).toEqual([
      '/tools/0/inputSchema/properties/hits_settings/properties/from_date'
    ]);
  });

  it.each([
    ['a format', str({ format: 'date-time' })],
    ['a pattern', str({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })],
    ['an example', str({ examples: ['2024-05-01'] })],
    ['ISO 8601 in the description', str({ description: 'Only discounts created after this ISO 8601 instant' })],
    ['a pattern in the description', str({ description: 'Start date (YYYY-MM-DD)' })],
    ['relative syntax', str({ description: 'Start of the window (default: now-1h)' })],
    ['a unit', str({ description: 'Start of the window, in seconds' })],
    ['格式 in a CJK description', str({ description: '开始日期，格式为 2024-01-01' })],
    ['an integer', { type: 'integer' }]
  ])('does not fire on %s', (_label, schema) => {
    expect(runRule(rule, tool({ createdAfter: schema }))).toEqual([]);
  });

  it('reads the form from an enclosing argument and from the tool text', () => {
    const nested = tool({
      window: { type: 'object', description: 'Dates as YYYY-MM-DD', properties: { since: str() } }
    });
    expect(runRule(rule, nested)).toEqual([]);
    expect(runRule(rule, tool({ since: str() }, 'List issues updated since an ISO 8601 timestamp.'))).toEqual([]);
  });

  it('does not take "formatted" in the tool text for the form of a date', () => {
    expect(runRule(rule, tool({ from_date: str() }, 'Show the rulebase. Returns a formatted table.'))).toHaveLength(1);
  });

  it.each([
    [
      'what the server records, on a write tool',
      'lastUpdated',
      str({ description: 'Date when the item was last updated.' }),
      'update_items'
    ],
    ['a flag about timestamps', 'track_commit_timestamp', str(), 'update_config'],
    [
      "an existing item's stamp",
      'timestamp',
      str({ description: 'The timestamp of the message to react to' }),
      'add_reaction'
    ]
  ])('does not fire on %s', (_label, argument, schema, name) => {
    expect(runRule(rule, tool({ [argument]: schema }, 'Change it.', name))).toEqual([]);
  });

  it.each([
    ['createdAt', true],
    ['due_date', true],
    ['createdBefore', true],
    ['at', true],
    ['time', false],
    ['timezone', false],
    ['timeout', false],
    ['runtime', false],
    ['waitUntil', false],
    ['timesheetID', false],
    ['format', false],
    ['candidate', false]
  ])('isDateName(%s) is %s', (name, result) => {
    expect(isDateName(name)).toBe(result);
  });
});
