import { describe, expect, it } from 'vitest';
import { CLAUDE_CODE_DESCRIPTION_LIMIT, cmp004DescriptionTruncated as rule } from './cmp-004-description-truncated.ts';
import { runRule } from './testing/one-tool.ts';

const tool = (description: unknown) => ({ name: 'q', description, inputSchema: { type: 'object', properties: {} } });

describe('CMP-004 description-truncated', () => {
  it('fires past 2,048 characters and quotes where the cut falls', () => {
    const text = 'a'.repeat(CLAUDE_CODE_DESCRIPTION_LIMIT - 5) + 'HERE IS THE CUT' + 'b'.repeat(10);
    const [f] = runRule(rule, tool(text), 'reference');
    expect(f).toMatchObject({
      messageId: 'truncated',
      pointer: '/tools/0/description',
      data: { length: text.length, limit: 2048, lost: text.length - 2048 }
    });
    expect(f.data.cut).toContain('HERE IS THE CUT');
  });

  it.each([
    ['exactly 2,048 characters', 'a'.repeat(2048)],
    ['a short text', 'Run a query.'],
    ['no description', undefined]
  ])('does not fire on %s', (_label, d) => {
    expect(runRule(rule, tool(d))).toEqual([]);
  });
});

describe('CMP-004 in the tuned presets: only when the cut drops what the agent needs (catalogs-2 patterns)', () => {
  const head = 'Update a price. '.repeat(128);
  const withInputs = (description: string) => ({
    name: 'update_price',
    description,
    inputSchema: { type: 'object', properties: { prorationBillingMode: { type: 'string' } } }
  });
  it.each([
    [
      'a response-field gloss (paddle list_notifications)',
      head + '\n- timesAttempted: How many times delivery of this notification has been attempted.\n'
    ],
    [
      'boilerplate and a result line (paddle update_price)',
      head +
        '\nIf anything is ambiguous, unknown, or unclear, ask the user for clarification or details before you proceed.\n\nIf successful, the response includes a copy of the updated price entity.\n'
    ],
    [
      'response fields in backticks (replicate list_predictions)',
      head +
        '\n`version` will be the unique ID of model version used to create the prediction.\n\n`data_removed` will be `true` if the input and output data has been deleted.\n'
    ]
  ])('does not fire on %s', (_label, description) => {
    expect(runRule(rule, withInputs(description))).toEqual([]);
    expect(runRule(rule, withInputs(description), 'reference')).toHaveLength(1);
  });
  it.each([
    ['a rule about an input argument', head + '\n- prorationBillingMode: must be sent when changing items or dates.\n'],
    [
      'a destructive side effect',
      head +
        '\nThis replaces all existing patterns - include all patterns you want to keep, or they are lost for good.\n'
    ],
    [
      'the next step of a workflow',
      head + '\nAfter calling this tool, call complete_database_migration to apply the migration to the main branch.\n'
    ]
  ])('fires on %s', (_label, description) => {
    expect(runRule(rule, withInputs(description))).toHaveLength(1);
  });
});
