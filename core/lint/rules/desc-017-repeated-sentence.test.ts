import { describe, expect, it } from 'vitest';
import { desc017 as rule } from './desc-017-repeated-sentence.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (description: string, properties: Record<string, unknown> = {}) => ({
  name: 'move_folder',
  description,
  inputSchema: { type: 'object', properties }
});

describe('DESC-017 repeated-sentence', () => {
  it.each([
    [
      'the same sentence twice in a row (webflow)',
      'Provides guidelines. ALWAYS CALL THIS TOOL FIRST BEFORE CALLING ANY OTHER TOOLS.  ALWAYS CALL THIS TOOL FIRST BEFORE CALLING ANY OTHER TOOLS. ',
      'twice',
      'ALWAYS CALL THIS TOOL FIRST BEFORE CALLING ANY OTHER TOOLS.'
    ],
    [
      'the opening line repeated as the next paragraph (cloudinary)',
      'Uploads media assets (images, videos, raw files) to your product environment\n\nUploads media assets (images, videos, raw files) to your product environment. The file is stored.',
      'twice',
      'Uploads media assets (images, videos, raw files) to your product environment.'
    ],
    [
      'the opening restated with a few more words (creem)',
      'Upgrade a subscription to a different product\n\nUpgrade a subscription to a different product or plan. Handle proration seamlessly.',
      'opening',
      'Upgrade a subscription to a different product or plan.'
    ],
    [
      'the opening said again in other words as the next paragraph (cloudinary generate-archive)',
      'Creates an archive (ZIP or TGZ file) that contains a set of assets from your product environment.\n\nCreates a downloadable ZIP or other archive format containing the specified resources.',
      'opening',
      'Creates a downloadable ZIP or other archive format containing the specified resources.'
    ],
    [
      'a paraphrase that opens a longer paragraph (cloudinary asset-update)',
      "Updates an existing asset's metadata, tags, and other attributes using its asset ID\n\nUpdates one or more attributes of a specified resource (asset) by its asset ID. This enables you to update details.",
      'opening',
      'Updates one or more attributes of a specified resource (asset) by its asset ID.'
    ],
    [
      'a Chinese sentence said twice',
      '查询指定城市的天气预报信息。查询指定城市的天气预报信息。',
      'twice',
      '查询指定城市的天气预报信息。'
    ]
  ])('fires on %s', (_label, description, messageId, sentence) => {
    expect(runRule(rule, tool(description))).toEqual([
      expected(rule, messageId, '/description', { where: 'the description', sentence })
    ]);
  });

  it('reads argument descriptions too', () => {
    const t = tool('Move a folder to a new location.', {
      to: { type: 'string', description: 'The folder to move it into. The folder to move it into.' }
    });
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'twice', '/inputSchema/properties/to/description', {
        where: 'the description of "to"',
        sentence: 'The folder to move it into.'
      })
    ]);
  });

  it.each([
    ['one sentence', 'Renames or moves an entire folder to a new location.'],
    [
      'a paraphrase, not a restatement',
      'Creates an archive (ZIP or TGZ file) of assets.\n\nCreates a downloadable ZIP or other archive format containing the specified resources.'
    ],
    [
      'parallel list items that end the same way (paddle)',
      'Include related entities:\n- adjustments: An array of adjustments. Only returned if adjustments have been created against the transaction.\n- adjustments_totals: Totals of adjustments. Only returned if adjustments have been created against the transaction.'
    ],
    [
      'an example caption that restates the opening (smartbear)',
      'Get the network endpoint grouping rules for a project\n\n**Examples:**\n1. Get network grouping rules for a project'
    ],
    [
      'two sentences that differ in one word',
      'The input file of the example prediction, if set by the author. The output file of the example prediction, if set by the author.'
    ],
    ['short repeats', 'Lists folders. Lists folders.'],
    [
      'repeated code in a fenced block',
      'Create an automation from steps.\n```\n{ key: "trigger", next: "send" }\n{ key: "trigger", next: "send" }\n```'
    ],
    ['two short CJK sentences', '查询天气。查询天气。']
  ])('does not fire on %s', (_label, description) => {
    expect(runRule(rule, tool(description))).toEqual([]);
  });

  it.each([
    [
      'parallel paragraphs that differ in a key word',
      'Copies the input file to the backup folder of the project.\n\nCopies the output file to the backup folder of the project.'
    ],
    [
      'a later paragraph with another verb',
      'Creates an archive (ZIP or TGZ file) that contains a set of assets from your product environment.\n\nDownloads a ZIP or other archive format containing the specified resources.'
    ],
    [
      'a similar sentence inside the same paragraph',
      'Creates an archive (ZIP or TGZ file) that contains a set of assets from your product environment. Creates a downloadable ZIP or other archive format containing the specified resources.'
    ],
    ['short sentences that share a few words', 'Creates a ZIP archive of assets.\n\nCreates a ZIP of the folder.'],
    [
      'a later paragraph that goes on to something else',
      'Creates an archive (ZIP or TGZ file) that contains a set of assets from your product environment.\n\nCreates the archive asynchronously; poll the returned job ID for its download URL and expiry.'
    ]
  ])('does not take %s for a restated opening', (_label, description) => {
    expect(runRule(rule, tool(description))).toEqual([]);
  });
});
