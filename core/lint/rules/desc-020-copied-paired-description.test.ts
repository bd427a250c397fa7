import { describe, expect, it } from 'vitest';
import { desc020 as rule } from './desc-020-copied-paired-description.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (properties: Record<string, unknown>) => ({
  name: 'get_metrics',
  description: 'Get the metrics of a campaign over a date range.',
  inputSchema: { type: 'object', properties }
});
const str = (description?: string) => ({ type: 'string', ...(description === undefined ? {} : { description }) });

describe('DESC-020 copied-paired-description', () => {
  it('fires on the start argument described as the end, its partner a $ref to it (iterable)', () => {
    const description = 'End of the metrics date range (YYYY-MM-DD HH:MM:SS format).';
    const t = tool({ startDateTime: str(description), endDateTime: { $ref: '#/properties/startDateTime' } });
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'namesOtherSide', '/inputSchema/properties/startDateTime', {
        argument: 'startDateTime',
        partner: 'endDateTime',
        description
      })
    ]);
  });

  it.each([
    ['min_price', 'max_price', 'Maximum price in cents.'],
    ['created_after', 'created_before', 'Only items created before this date.'],
    ['fromDate', 'toDate', 'Optional end date in YYYY-MM-DD format'],
    ['startDate', 'endDate', '统计结束日期（YYYY-MM-DD）'],
    ['start_time', 'end_time', '検索の終了時刻']
  ])('fires on %s described as %s', (argument, partner, description) => {
    const t = tool({ [argument]: str(description), [partner]: str('Something else entirely.') });
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'namesOtherSide', `/inputSchema/properties/${argument}`, { argument, partner, description })
    ]);
  });

  it('fires on the side a copied description gets wrong, not on the side it fits', () => {
    const description = 'Start of the billing period (RFC 3339).';
    expect(runRule(rule, tool({ endTime: str(description), startTime: str(description) }))).toEqual([
      expected(rule, 'namesOtherSide', '/inputSchema/properties/endTime', {
        argument: 'endTime',
        partner: 'startTime',
        description
      })
    ]);
  });

  it("fires on the side that takes the other side's description by $ref", () => {
    const description = 'Start of the billing period (RFC 3339).';
    const t = tool({ startTime: str(description), endTime: { $ref: '#/properties/startTime' } });
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'inheritsOtherSide', '/inputSchema/properties/endTime', {
        argument: 'endTime',
        partner: 'startTime',
        description
      })
    ]);
  });

  it('reads nested objects, pairing only siblings', () => {
    const t = tool({
      range: { type: 'object', properties: { min: str('Maximum value'), max: str('Maximum value') } },
      other: { type: 'object', properties: { max: str('Maximum value') } }
    });
    expect(runRule(rule, t).map((f) => f.pointer)).toEqual(['/tools/0/inputSchema/properties/range/properties/min']);
  });

  it.each([
    ['each side described as itself', { startDate: str('Start date'), endDate: str('End date') }],
    [
      'identical text that names no side',
      { from: str('Date in YYYY-MM-DD format'), to: str('Date in YYYY-MM-DD format') }
    ],
    [
      'a description naming both sides',
      { startDate: str('Start date; must be before the end date'), endDate: str('End date') }
    ],
    [
      'identical text naming both sides',
      { start: str('The start must be before the end.'), end: str('The start must be before the end.') }
    ],
    ['sender and recipient (resend)', { from: str('Sender email address'), to: str('Recipient email addresses') }],
    ['at least and at most', { min: str('At most 10 of these'), max: str('At least 1 of these') }],
    [
      'pagination cursors (resend)',
      { after: str('Cursor for forward pagination.'), before: str('Cursor for backward pagination.') }
    ],
    ['a name with no partner', { endDate: str('Start of the range') }],
    ['first and last names are not a range', { firstName: str('Last name'), lastName: str('Last name') }],
    ['Chinese text naming its own side', { startTime: str('查询开始时间'), endTime: str('查询结束时间') }]
  ])('does not fire on %s', (_label, properties) => {
    expect(runRule(rule, tool(properties))).toEqual([]);
  });
});
