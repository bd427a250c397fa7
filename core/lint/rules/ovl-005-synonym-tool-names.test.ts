import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { nameWords } from './helpers/description-text.ts';
import { ovl005SynonymToolNames as rule } from './ovl-005-synonym-tool-names.ts';

const t = (name: string, args: string[] = ['title', 'body'], description = `Do ${name}.`) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: Object.fromEntries(args.map((a) => [a, { type: 'string' }])) }
});
const fired = (tools: unknown[]) => runCatalogRule(rule, { tools }).map((f) => [f.tool, f.data.verbs]);

describe('OVL-005 synonym-tool-names', () => {
  it('puts one finding on each of create_note / add_note, naming the other', () => {
    expect(runCatalogRule(rule, { tools: [t('create_note'), t('add_note'), t('list_notes')] })).toEqual([
      {
        tool: 'create_note',
        messageId: 'synonymNames',
        data: { others: '"add_note"', verbs: '"create" / "add"' },
        pointer: '/tools/0/name',
        related: ['add_note /tools/1/name']
      },
      {
        tool: 'add_note',
        messageId: 'synonymNames',
        data: { others: '"create_note"', verbs: '"add" / "create"' },
        pointer: '/tools/1/name',
        related: ['create_note /tools/0/name']
      }
    ]);
  });

  it('flags bitwarden edit_org_collection / update_org_collection (arguments a subset)', () => {
    expect(
      fired([
        t('edit_org_collection', ['collectionId', 'externalId', 'groups', 'name', 'organizationId']),
        t('update_org_collection', ['collectionId', 'externalId', 'groups'])
      ])
    ).toEqual([
      ['edit_org_collection', '"edit" / "update"'],
      ['update_org_collection', '"update" / "edit"']
    ]);
  });

  it('matches names across snake, kebab and camel case', () => {
    expect(fired([t('deleteFile'), t('remove-file')]).map(([tool]) => tool)).toEqual(['deleteFile', 'remove-file']);
  });

  it.each([
    ['the same verb on different objects (cloudinary)', ['list-images', 'list-files']],
    ['different verbs', ['create_note', 'delete_note']],
    ['verbs with a domain meaning (git)', ['git_fetch', 'git_show']],
    ['kubectl commands', ['kubectl_get', 'kubectl_describe']],
    ['insert at a position beside create', ['insertTable', 'createTable']]
  ])('does not fire on %s', (_label, names) => {
    expect(fired(names.map((n) => t(n)))).toEqual([]);
  });

  it('leaves synonyms whose arguments differ: attaching a label is not making one', () => {
    expect(
      fired([
        t('add_label', ['owner', 'repo', 'issue_number', 'labels']),
        t('create_label', ['owner', 'repo', 'name', 'color', 'description'])
      ])
    ).toEqual([]);
  });

  it('compares tools of one server only', () => {
    const findings = runCatalogRule(rule, { servers: { a: [t('create_note')], b: [t('add_note')] } });
    expect(findings).toEqual([]);
  });

  it('compares a repeated name once (OVL-001 reports the repeat)', () => {
    const tools = [t('add_note'), t('add_note'), t('add_note'), t('create_note')];
    expect(fired(tools).map(([tool]) => tool)).toEqual(['add_note', 'add_note', 'add_note', 'create_note']);
    expect(fired([t('add_note'), t('add_note')])).toEqual([]);
  });

  it('splits names into words', () => {
    expect(nameWords('editOrgCollection')).toEqual(['edit', 'org', 'collection']);
    expect(nameWords('management__show_objects')).toEqual(['management', 'show', 'objects']);
  });
});
