import { describe, expect, it } from 'vitest';
import { desc018 as rule } from './desc-018-restates-schema.ts';
import { expected, runRule } from './testing/one-tool.ts';

const code = { type: 'string', minLength: 1, description: 'Airport IATA or ICAO code.' };
const tool = (description: string, properties: Record<string, unknown> = { code }, required = ['code']) => ({
  name: 'get_airport_info',
  description,
  inputSchema: { type: 'object', properties, required }
});

describe('DESC-018 restates-schema', () => {
  it.each([
    [
      'flightradar24',
      'Returns airport codes. REQUIRED: code must be provided and non-empty.',
      'REQUIRED: code must be provided and non-empty.',
      'code'
    ],
    [
      'a trailing noun after the name',
      'Returns airline codes. REQUIRED: icao code must be provided and non-empty.',
      'REQUIRED: icao code must be provided and non-empty.',
      'icao'
    ],
    [
      'plain "is required"',
      'Returns airport codes. The `code` parameter is required.',
      'The `code` parameter is required.',
      'code'
    ],
    ['Chinese', '返回机场信息。code 为必填参数。', 'code 为必填参数。', 'code']
  ])('fires on %s', (_label, description, sentence, names) => {
    const properties = names === 'icao' ? { icao: { type: 'string', minLength: 1 } } : { code };
    expect(runRule(rule, tool(description, properties, [names]))).toEqual([
      expected(rule, 'restates', '/description', { where: 'the description', sentence, names })
    ]);
  });

  it('names every argument of a joint sentence', () => {
    const properties = { flight_ids: { type: 'string', minLength: 1 }, event_types: { type: 'array', minItems: 1 } };
    const description = 'Returns flight events. REQUIRED: flight_ids and event_types must be provided and non-empty.';
    expect(runRule(rule, tool(description, properties, ['flight_ids', 'event_types']))).toEqual([
      expected(rule, 'restates', '/description', {
        where: 'the description',
        sentence: 'REQUIRED: flight_ids and event_types must be provided and non-empty.',
        names: 'flight_ids, event_types'
      })
    ]);
  });

  it.each([
    ['an argument the schema does not require', tool('Returns codes. REQUIRED: code must be provided.', { code }, [])],
    [
      'non-empty that the schema does not enforce',
      tool('Returns codes. code must be provided and non-empty.', { code: { type: 'string' } })
    ],
    ['a condition (smartbear)', tool("Returns codes. When using 'snooze' operation, code is required.")],
    ['one of several (todoist)', tool('Returns codes. Exactly one of code or name must be provided.')],
    ['an argument that does not exist', tool('Returns codes. REQUIRED: airport must be provided.')],
    ['a sentence with more in it', tool('Returns codes. The code is required to look up the timezone.')]
  ])('does not fire on %s', (_label, t) => {
    expect(runRule(rule, t)).toEqual([]);
  });
});
