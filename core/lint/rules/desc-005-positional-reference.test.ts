import { describe, expect, it } from 'vitest';
import { desc005 as rule, positionalPhrase } from './desc-005-positional-reference.ts';
import { expected, runRule } from './testing/one-tool.ts';

describe('DESC-005 fires on positional phrases in the tool or argument descriptions', () => {
  it.each([
    ['see above', 'Create a comment. See above for the format.', 'see above'],
    ['see below', 'Create a comment (see below).', 'see below'],
    ['same as above', 'Filters work the same as above.', 'same as above'],
    ['mentioned earlier', 'Uses the token mentioned earlier.', 'mentioned earlier'],
    ['the previous tool', 'Takes the output of the previous tool.', 'the previous tool'],
    ['next step', 'Run this before the next step.', 'the next step'],
    ['the tool above', 'Like the tool above, but for users.', 'the tool above'],
    ['above-mentioned', 'Uses the above-mentioned id.', 'above-mentioned'],
    ['mixed case and line break', 'Works like the PREVIOUS\nTool.', 'the previous tool']
  ])('fires once on the description: %s', (_label, description, phrase) => {
    expect(runRule(rule, { name: 't', description }, 'reference')).toEqual([
      expected(rule, 'inDescription', '/description', { phrase })
    ]);
  });

  it('fires once per offending argument, naming it', () => {
    const tool = {
      name: 'add_comment',
      description: 'Add a comment to a ticket. Returns the comment.',
      inputSchema: {
        type: 'object',
        properties: {
          ticket: { type: 'string', description: 'Ticket id from the previous call' },
          body: { type: 'string', description: 'Markdown text' },
          'a/b': { type: 'string', description: 'See above' }
        }
      }
    };
    expect(runRule(rule, tool, 'reference')).toEqual([
      expected(rule, 'inArgument', '/inputSchema/properties/ticket', {
        argument: 'ticket',
        phrase: 'the previous call'
      }),
      expected(rule, 'inArgument', '/inputSchema/properties/a~1b', { argument: 'a/b', phrase: 'see above' })
    ]);
  });

  it.each([
    ['a self-contained description', 'Add a comment to a ticket. Returns the comment.'],
    ['"above" as a quantity', 'List tickets with priority above 3.'],
    ['"following" without a tool noun', 'Returns the following fields: id, title.'],
    ['"previous" without a tool noun', 'Returns the previous version of the ticket.'],
    ['absent', undefined],
    ['not a string', { text: 'see above' }]
  ])('does not fire: %s', (_label, description) => {
    expect(runRule(rule, { name: 't', description, inputSchema: { properties: 'see above' } }, 'reference')).toEqual(
      []
    );
  });

  it('ignores phrases past the scanned prefix of a huge description', () => {
    expect(positionalPhrase('Ticket data. '.repeat(2_000) + 'See above.')).toBeUndefined();
  });
});

describe('DESC-005, recommended preset: only phrases that point outside the text', () => {
  // From real servers: mastra-docs, mobile-mcp and mongodb, all false alarms under the reference's list.
  it.each([
    ['Advances to the next step in the current Mastra Course lesson.'],
    ['Use this as the next step after listing packages.'],
    ['Filters to apply, as described below. Each filter is an object.'],
    ['If true, list elements after the last step.'],
    ['An array of stages, see below.'],
    // Back-references to the conversation (gcp-observability, google-docs on catalogs-2): an earlier call, not a neighbour.
    ['Lists logs. Pass the nextPageToken from the previous call to this method.'],
    ['Copies a file. Use the file id from a Google Drive URL or a previous tool result.'],
    ['Returns the rows. The cursor comes from the prior response.'],
    ['Lists tickets. Filters work as described above.']
  ])('does not fire on %j', (description) => {
    expect(runRule(rule, { name: 't', description })).toEqual([]);
  });

  it.each([
    ['A value returned by the preceding call to this method.'],
    ['The ID of the file, from a previous tool result.'],
    ['Same as above.']
  ])('does not fire on the argument description %j', (description) => {
    expect(
      runRule(rule, {
        name: 't',
        description: 'Reads a page of entries.',
        inputSchema: { type: 'object', properties: { token: { type: 'string', description } } }
      })
    ).toEqual([]);
  });

  it.each([
    ['Same options as the previous tool.', 'the previous tool'],
    ['Uses the id returned above; see above.', 'see above'],
    ['The format is described earlier.', 'described earlier'],
    ['Same as above, but for branches.', 'same as above'],
    ['Takes the output shape of the tool above.', 'the tool above']
  ])('still fires on %j', (description, phrase) => {
    expect(runRule(rule, { name: 't', description })).toEqual([
      expected(rule, 'inDescription', '/description', { phrase })
    ]);
  });
});
