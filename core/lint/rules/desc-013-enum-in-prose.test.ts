import { describe, expect, it } from 'vitest';
import { couldDeclareEnum, desc013 as rule, listedValues } from './desc-013-enum-in-prose.ts';
import { expected, runRule } from './testing/one-tool.ts';

const withProps = (properties: unknown) => ({
  name: 'set_status',
  description: 'Change a ticket status. Returns it.',
  inputSchema: { type: 'object', properties }
});

describe('DESC-013 fires once per string argument that lists values in prose without an enum', () => {
  it('fires for each offending argument', () => {
    const props = {
      status: { type: 'string', description: 'The new status, one of open, pending, or closed' },
      order: { description: "Sort order: 'asc' | 'desc'" },
      note: { type: 'string', description: 'Free text shown to the customer' },
      channel: { type: ['string', 'null'], description: 'Either email or sms' },
      size: { type: 'integer', description: 'One of 10, 20 or 50' }
    };
    expect(runRule(rule, withProps(props))).toEqual([
      expected(rule, 'valuesInProse', '/inputSchema/properties/status', {
        argument: 'status',
        values: 'open, pending, closed'
      }),
      expected(rule, 'valuesInProse', '/inputSchema/properties/order', { argument: 'order', values: 'asc, desc' }),
      expected(rule, 'valuesInProse', '/inputSchema/properties/channel', { argument: 'channel', values: 'email, sms' })
    ]);
  });

  it.each([
    ['one of a, b, or c', 'The new status, one of open, pending, or closed', ['open', 'pending', 'closed']],
    ['must be one of with a colon', 'Must be one of: low, normal, high.', ['low', 'normal', 'high']],
    ['one of with slashes', 'Priority, one of low/medium/high', ['low', 'medium', 'high']],
    ['one of trailing into prose', 'One of asc or desc order', ['asc', 'desc']],
    ['allowed values', 'Allowed values: json, csv, xlsx', ['json', 'csv', 'xlsx']],
    ['valid values are', 'Valid values are p1, p2 and p3. Default p2.', ['p1', 'p2', 'p3']],
    ['possible values with backticks', 'Possible values: `in_progress`, `done`', ['in_progress', 'done']],
    ['options are the following', 'Options are the following: daily, weekly', ['daily', 'weekly']],
    ['either x or y', 'Either ascending or descending', ['ascending', 'descending']],
    ['either at the end of a sentence', 'Send by either email or sms.', ['email', 'sms']],
    ['either with quotes', 'Either "public" or "private"', ['public', 'private']],
    ['quoted alternatives with pipes', "Sort order: 'asc' | 'desc'", ['asc', 'desc']],
    ['quoted alternatives with or', 'Use "json" or "csv".', ['json', 'csv']],
    ['quoted list with commas', 'Format: "json", "csv", or "xml"', ['json', 'csv', 'xml']],
    ['a trigger list even after "include"', 'Valid values include: open, closed', ['open', 'closed']],
    ['locale-like values', 'One of en-US, fr-FR', ['en-US', 'fr-FR']]
  ])('lists values: %s', (_label, text, values) => {
    expect(listedValues(text)).toEqual(values);
  });

  it.each([
    ['one of + prose', 'One of the projects you can access'],
    ['one of + a single item', 'One of yours.'],
    ['either + articles', 'Either a file path or a URL'],
    ['a single quoted value', "Defaults to 'open'"],
    ['apostrophes', "The user's name or the team's handle"],
    ['a path with slashes', 'Path like src/lib/index.ts'],
    ['a URL', 'See https://example.com/a|b for details'],
    ['plain prose', 'Free text shown to the customer, in any language'],
    ['quoted examples after e.g.', 'Country code (e.g., "us", "uk")'],
    ['quoted examples after such as', 'Time window, such as `24h`, `7d` or `30d`'],
    ['quoted examples after include', "Common values include 'edge_logs', 'postgres_logs'"],
    ['either after for example', 'For example either asc or desc'],
    ['quoted examples after e.g. with a space', "Relative path (e.g. 'temp' or 'downloads')"],
    ['quoted formats', "The assignee in format 'user:ID' or 'team:SLUG'"],
    ['bare pipes (not read)', 'Output format (json|csv|xml)'],
    ['a URL pattern', 'Found in figma.com/(file|design)/<key>'],
    ['empty', '']
  ])('lists no values: %s', (_label, text) => {
    expect(listedValues(text)).toEqual([]);
  });

  it.each([
    [
      'an enum declared',
      { status: { type: 'string', enum: ['open', 'closed'], description: 'One of open or closed' } }
    ],
    [
      'a malformed enum (schema rules cover it)',
      { status: { type: 'string', enum: 'open,closed', description: 'One of open or closed' } }
    ],
    ['a const', { status: { const: 'open', description: 'One of open or closed' } }],
    ['a oneOf', { status: { oneOf: [{ const: 'open' }, { const: 'closed' }], description: 'One of open or closed' } }],
    ['a number argument', { n: { type: 'number', description: 'One of 1, 2 or 3' } }],
    ['an array argument', { tags: { type: 'array', items: { type: 'string' }, description: 'Any of bug, billing' } }],
    ['an untyped object-like argument', { filter: { properties: {}, description: 'One of open or closed' } }],
    ['no description', { status: { type: 'string' } }],
    ['description not a string', { status: { type: 'string', description: ['open', 'closed'] } }]
  ])('does not fire: %s', (_label, props) => {
    expect(runRule(rule, withProps(props))).toEqual([]);
  });

  it('ignores lists that name sibling arguments', () => {
    expect(listedValues('Provide either text or regex, not both', ['text', 'regex'])).toEqual([]);
    expect(listedValues('Provide either text or regex, not both', ['query'])).toEqual(['text', 'regex']);
    const props = {
      text: { type: 'string', description: 'Provide either text or regex' },
      regex: { type: 'string', description: 'Either regex or text' }
    };
    expect(runRule(rule, withProps(props))).toEqual([]);
  });

  it('stays fast on hostile text', () => {
    const hostile = 'one of '.repeat(50_000) + "'a' | ".repeat(50_000) + 'a|'.repeat(50_000);
    listedValues(hostile);
  });

  it('treats string, nullable string and untyped arguments as enum candidates', () => {
    expect(couldDeclareEnum({ type: 'string' })).toBe(true);
    expect(couldDeclareEnum({ type: ['string', 'null'] })).toBe(true);
    expect(couldDeclareEnum({})).toBe(true);
    expect(couldDeclareEnum({ type: 'boolean' })).toBe(false);
  });
});

describe('DESC-013, recommended preset: not a closed set', () => {
  it.each([
    ['a pattern is declared', { type: 'string', pattern: '^(asc|desc)$', description: "Sort order: 'asc' or 'desc'" }],
    ['a format is declared', { type: 'string', format: 'date', description: "One of 'today', 'yesterday'" }],
    ['a negation', { type: 'string', description: "Position, one of 'left', 'right'; do NOT use 'top'" }],
    ['an open set', { type: 'string', description: "Language, one of 'en', 'de', 'fr' and many others" }],
    ['a mixed set', { type: 'string', description: "An integer, 'none', or 'any'" }]
  ])('does not fire when %s', (_label, prop) => {
    expect(runRule(rule, withProps({ status: prop }))).toEqual([]);
  });

  it('still fires on a plain closed list', () => {
    expect(
      runRule(
        rule,
        withProps({ status: { type: 'string', description: 'The new status, one of open, pending, or closed' } })
      )
    ).toHaveLength(1);
  });
});

describe('DESC-013 in the tuned presets: only closed sets of values (hubspot, azure-devops, gcp-observability, paddle patterns)', () => {
  const arg = (name: string, description: string) => ({
    name: 't',
    description: 'Does a thing.',
    inputSchema: { type: 'object', properties: { [name]: { type: 'string', description } } }
  });
  it.each([
    [
      'an open set ("valid values include")',
      arg('objectType', 'The object type. Valid values include: contacts, companies, deals, tickets')
    ],
    ['date formats', arg('commitStartDate', 'Start date, one of YYYY-MM-DD, YYYY-MM-DDTHH:MM:SS')],
    ['templates', arg('projectName', 'The project, one of projects/{projectID}, projects/{projectNumber}')],
    [
      'an id whose prose lists states of something else',
      arg('transactionId', 'The transaction; its status must be one of billed, past_due')
    ]
  ])('does not fire on %s', (_label, tool) => {
    expect(runRule(rule, tool)).toEqual([]);
  });
  it('still fires on a closed set in prose (codacy provider: one of gh, gl, bb)', () => {
    expect(runRule(rule, arg('provider', 'Git provider, one of gh, gl, bb'))).toHaveLength(1);
  });
});
