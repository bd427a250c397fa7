import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import { descriptionSimilarity, findRenames } from './renames.ts';

const tools = (list: unknown[]) => {
  const parsed = parseCatalogValue({ tools: list });
  if (!parsed.ok) throw new Error('unreachable');
  return parsed.catalog.tools;
};
const schema = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };

describe('findRenames', () => {
  it.each([
    [
      'same schema, similar description: a rename',
      [{ name: 'read_file', description: 'Read a file from disk and return its text.', inputSchema: schema }],
      [{ name: 'read_text_file', description: 'Read a text file from disk and return its text.', inputSchema: schema }],
      [{ from: 'read_file', to: 'read_text_file' }]
    ],
    [
      'same schema, unrelated description: no rename',
      [{ name: 'read_file', description: 'Read a file from disk and return its text.', inputSchema: schema }],
      [{ name: 'delete_file', description: 'Delete the named path permanently.', inputSchema: schema }],
      []
    ],
    [
      'similar description, another schema: no rename',
      [{ name: 'read_file', description: 'Read a file from disk and return its text.', inputSchema: schema }],
      [
        {
          name: 'read_text_file',
          description: 'Read a file from disk and return its text.',
          inputSchema: { type: 'object' }
        }
      ],
      []
    ],
    [
      'two candidates: the closer description wins, each tool pairs once',
      [{ name: 'get', description: 'Get one issue by number.', inputSchema: schema }],
      [
        { name: 'fetch', description: 'Get one issue.', inputSchema: schema },
        { name: 'get_issue', description: 'Get one issue by number.', inputSchema: schema }
      ],
      [{ from: 'get', to: 'get_issue' }]
    ]
  ])('%s', (_name, removed, added, expected) => {
    expect(findRenames(tools(removed), tools(added)).map(({ from, to }) => ({ from, to }))).toEqual(expected);
  });
  it('similarity is the Jaccard of the terms, 1 for two empty descriptions', () => {
    expect(descriptionSimilarity(undefined, '')).toBe(1);
    expect(descriptionSimilarity('search issues', 'search pulls')).toBeCloseTo(1 / 3);
  });
});
