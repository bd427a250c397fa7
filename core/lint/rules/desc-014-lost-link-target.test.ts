import { describe, expect, it } from 'vitest';
import { expected, runRule } from './testing/one-tool.ts';
import { desc014 as rule, lostLinks } from './desc-014-lost-link-target.ts';

const tool = (description: string, param?: string) => ({
  name: 'send_message',
  description,
  inputSchema: {
    type: 'object',
    properties: { receive_id: { type: 'string', ...(param === undefined ? {} : { description: param }) } }
  }
});

describe('DESC-014 lost-link-target', () => {
  it.each([
    // Lark's tools, as published: the link text of its web docs without the addresses.
    ['a page title after "see"', 'For how to obtain it, see [How to get Open ID].', '[How to get Open ID]'],
    [
      'a page title with no cue',
      'Open ID of the user. [How to get Open ID?]**Note**: up to 50 users.',
      '[How to get Open ID?]'
    ],
    ['"click [here]"', 'The document id. Click [here] to find it.', '[here]'],
    [
      'two words after "refer to"',
      'Filter syntax: refer to [Record filter development].',
      '[Record filter development]'
    ],
    ['a guide', 'Field definitions, see the [Field Editing Guide] for types.', '[Field Editing Guide]'],
    ['a reference link with no definition', 'Token of the folder, see [the docs][1].', '[the docs][1]'],
    ['"click here" with no URL in the text', 'The document id. To find it, click here.', 'click here']
  ])('fires on %s', (_label, text, first) => {
    expect(lostLinks(text)[0]?.text).toBe(first);
    expect(runRule(rule, tool('Send a message. Returns its id.', text))).toEqual([
      expected(rule, 'lostLink', '/inputSchema/properties/receive_id/description', {
        where: 'the description of "receive_id"',
        first,
        count: 1
      })
    ]);
  });

  it('reports once per tool, at the first text, counting every lost link', () => {
    const t = tool(
      'Send a message. See [Send message content] for the format.',
      'See [How to get Open ID] and [Union ID overview].'
    );
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'lostLink', '/description', {
        where: 'the description',
        first: '[Send message content]',
        count: 3
      })
    ]);
  });

  it.each([
    ['a link with its URL', 'See [How to get Open ID](https://open.example.com/open-id).'],
    ['a reference link with its definition', 'See [the docs][1].\n\n[1]: https://example.com/docs'],
    ['a path placeholder', 'Format: projects/[PROJECT_ID]/locations/[LOCATION_ID]'],
    ['an all-caps tag', '[IMPORTANT] Call list_tabs first. Marks entries with [FILE] and [DIR].'],
    ['JSON and array examples', "Such as [{ value: 4, text: 'a' }] or ['google', 'facebook']."],
    ['a sort suffix', 'Sort by id[ASC] or created_at[DESC].'],
    ['a regex character class', 'Keys must match [A-Z][A-Z0-9_]*.'],
    ['an option grammar', 'Viewport as <width>x<height>[,mobile][,touch].'],
    ['a one-word bracket without a cue', 'Messages from [Feishu/Lark] groups.'],
    ['"click here" next to a URL', 'Click here: https://example.com/signup']
  ])('does not fire on %s', (_label, text) => {
    expect(runRule(rule, tool('Send a message. Returns its id.', text))).toEqual([]);
  });
});
