import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { NEAR_DUPLICATE, ovl002NearDuplicateDescriptions as rule } from './ovl-002-near-duplicate-descriptions.ts';
import { descriptionTerms, forEachCandidatePair, similarity } from './helpers/description-similarity.ts';

const t = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} }
});
const LISTING =
  'Get a detailed listing of all files and directories in a path. Entries are marked with FILE or DIR prefixes.';

describe('OVL-002 near-duplicate-descriptions', () => {
  it('fires on both tools of a confusable pair, naming each other and the words that set each apart', () => {
    const findings = runCatalogRule(rule, {
      tools: [
        t('list_directory', LISTING),
        t('list_directory_with_sizes', LISTING.replace('in a path', 'in a path, including sizes')),
        t('echo', 'Echo the text back unchanged.')
      ]
    });
    expect(findings.map((f) => [f.tool, f.messageId, f.pointer, f.related, f.data.others])).toEqual([
      [
        'list_directory',
        'nearDuplicate',
        '/tools/0/description',
        ['list_directory_with_sizes /tools/1/description'],
        '"list_directory_with_sizes"'
      ],
      [
        'list_directory_with_sizes',
        'nearDuplicate',
        '/tools/1/description',
        ['list_directory /tools/0/description'],
        '"list_directory"'
      ]
    ]);
    expect(findings[0].data.apart).toBe('its description says nothing that "list_directory_with_sizes"\'s does not');
    expect(findings[1].data.apart).toBe('only "including", "sizes" in its description set it apart');
    expect(findings[0].data.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE);
  });

  it.each([
    [
      'names with different action verbs',
      [
        t('kv_get', 'Read the value of a key in a KV namespace of the account.'),
        t('kv_put', 'Write the value of a key in a KV namespace of the account.')
      ]
    ],
    [
      'names that each carry the word that sets them apart',
      [
        t('generate_boxplot_chart', 'Generate a boxplot chart to show the distribution of numeric data across groups.'),
        t('generate_violin_chart', 'Generate a violin chart to show the distribution of numeric data across groups.')
      ]
    ],
    ['descriptions too short to compare', [t('a_x', 'Delete a bucket.'), t('a_y', 'Delete a bucket.')]],
    [
      'different descriptions',
      [
        t('read_text_file', 'Read a UTF-8 text file and return its contents.'),
        t('move_file', 'Move or rename a file; fails when the destination exists.')
      ]
    ]
  ])('does not fire on %s', (_label, tools) => {
    expect(runCatalogRule(rule, { tools })).toEqual([]);
  });

  it('defines similarity as weighted Jaccard: 1 for the same terms, 0 for none shared', () => {
    const index = descriptionTerms([
      { id: 'a', name: 'a', pointer: '', description: 'alpha beta gamma', tool: { name: 'a' } },
      { id: 'b', name: 'b', pointer: '', description: 'gamma beta alpha', tool: { name: 'b' } },
      { id: 'c', name: 'c', pointer: '', description: 'delta epsilon', tool: { name: 'c' } }
    ]);
    expect(similarity(index, 0, 1)).toBe(1);
    expect(similarity(index, 0, 2)).toBe(0);
    const pairs: Array<[number, number]> = [];
    forEachCandidatePair(index, (a, b) => pairs.push([a, b]));
    expect(pairs).toEqual([[0, 1]]);
  });
});
