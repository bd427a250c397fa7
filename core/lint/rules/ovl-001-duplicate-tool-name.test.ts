import { describe, expect, it } from 'vitest';
import { runCatalogRule } from './testing/one-catalog.ts';
import { ovl001DuplicateToolName as rule } from './ovl-001-duplicate-tool-name.ts';

const t = (name: string, description = `Do ${name}.`) => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} }
});

describe('OVL-001 duplicate-tool-name', () => {
  it('puts one finding on each tool of a cross-server collision, naming the others and what tells them apart', () => {
    const findings = runCatalogRule(rule, {
      servers: {
        github: [t('search_issues', 'Search GitHub issues by text.')],
        jira: [t('search_issues', 'Search Jira issues with JQL.')],
        slack: [t('post')]
      }
    });
    expect(findings).toEqual([
      {
        tool: 'github.search_issues',
        messageId: 'duplicate',
        data: {
          name: 'search_issues',
          others: 'jira.search_issues',
          apart: 'only its description\'s "github", "text" tell it apart'
        },
        pointer: '/servers/github/0/name',
        related: ['jira.search_issues /servers/jira/0/name']
      },
      {
        tool: 'jira.search_issues',
        messageId: 'duplicate',
        data: {
          name: 'search_issues',
          others: 'github.search_issues',
          apart: 'only its description\'s "jira", "jql" tell it apart'
        },
        pointer: '/servers/jira/0/name',
        related: ['github.search_issues /servers/github/0/name']
      }
    ]);
  });

  it('names every other tool when three servers share a name, and says when the descriptions are the same', () => {
    const findings = runCatalogRule(rule, {
      servers: {
        a: [t('fetch_url', 'Fetch a URL.')],
        b: [t('fetch_url', 'Fetch a URL.')],
        c: [t('fetch_url', 'Fetch a URL.')]
      }
    });
    expect(findings.map((f) => [f.tool, f.data.others, f.related.length])).toEqual([
      ['a.fetch_url', 'b.fetch_url, c.fetch_url', 2],
      ['b.fetch_url', 'a.fetch_url, c.fetch_url', 2],
      ['c.fetch_url', 'a.fetch_url, b.fetch_url', 2]
    ]);
    expect(findings[0].data.apart).toBe('nothing in its description tells it apart');
  });

  it('fires on a name listed twice in one catalog', () => {
    expect(runCatalogRule(rule, { tools: [t('echo'), t('echo')] }).map((f) => f.pointer)).toEqual([
      '/tools/0/name',
      '/tools/1/name'
    ]);
  });

  it.each([
    ['distinct names across servers', { servers: { a: [t('a_search')], b: [t('b_search')] } }],
    ['names that differ only in case (clients treat them as different tools)', { tools: [t('Search'), t('search')] }],
    ['a single tool', { tools: [t('echo')] }],
    ['an empty catalog', { tools: [] }]
  ])('does not fire on %s', (_label, catalog) => {
    expect(runCatalogRule(rule, catalog)).toEqual([]);
  });
});

describe('OVL-001 on a large set', () => {
  it('names five others and counts the rest, so the report grows linearly with the set', () => {
    const sizes = [7, 70, 700].map((n) => {
      const findings = runCatalogRule(rule, { tools: Array.from({ length: n }, () => t('echo')) });
      expect(findings).toHaveLength(n);
      expect(findings[0].related).toHaveLength(5);
      expect(findings[0].data.others).toBe(
        `"echo", "echo", "echo", "echo", "echo" and ${(n - 6).toLocaleString('en-US')} more (${n.toLocaleString('en-US')} tools share the name)`
      );
      return JSON.stringify(findings).length / n;
    });
    // Bytes per finding stay flat (within the digits of the counts) from 7 to 700 copies.
    expect(sizes[2] / sizes[0]).toBeLessThan(1.1);
  });

  it('keeps naming every other tool when the set is small', () => {
    const findings = runCatalogRule(rule, { tools: Array.from({ length: 6 }, () => t('echo')) });
    expect(findings[5].related).toEqual([
      'echo /tools/0/name',
      'echo /tools/1/name',
      'echo /tools/2/name',
      'echo /tools/3/name',
      'echo /tools/4/name'
    ]);
    expect(findings[5].data.others).toBe('"echo", "echo", "echo", "echo", "echo"');
  });
});
