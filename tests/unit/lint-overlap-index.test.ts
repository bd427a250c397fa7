/**
 * OVL-004 finds names through one matcher per catalog (core/text/substring-set.ts) instead of
 * every description against every other server's names. The pairwise version, kept here as the
 * reference, must give the same findings: on random catalogs built to collide, and on the real
 * corpus bundled as one multi-server catalog (skipped without ../shared).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCatalogValue } from '#core/catalog/parse-catalog';
import type { CatalogTool } from '#core/catalog/types';
import type { CatalogRawFinding, CatalogRuleContext } from '#core/lint/types';
import {
  distinctiveName,
  ovl004NamesOtherServerTool,
  referencesTool
} from '#core/lint/rules/ovl-004-names-other-server-tool';
import { scanText } from '#core/lint/rules/helpers/description-text';
import { CORPUS_DIR, corpusPresent, listCorpus } from './helpers/corpus.ts';

/** OVL-004 as it was: each description, each candidate name of another server, `includes` then the regex. */
function pairwiseOvl004(tools: readonly CatalogTool[]): CatalogRawFinding[] {
  if (new Set(tools.map((t) => t.server)).size < 2) return [];
  const namesByServer = new Map<string | undefined, Set<string>>();
  for (const t of tools) namesByServer.set(t.server, (namesByServer.get(t.server) ?? new Set()).add(t.name));
  const candidates = tools.map((t, i) => ({ t, i })).filter(({ t }) => distinctiveName(t.name));
  const out: CatalogRawFinding[] = [];
  tools.forEach((t, i) => {
    if (t.description === undefined) return;
    const text = scanText(t.description);
    const own = namesByServer.get(t.server)!;
    const named = candidates.filter(
      ({ t: u }) => u.server !== t.server && !own.has(u.name) && text.includes(u.name) && referencesTool(text, u.name)
    );
    if (named.length === 0) return;
    out.push({
      tool: i,
      messageId: 'namesOther',
      data: { others: [...new Set(named.map(({ t: u }) => u.id))].join(', ') },
      pointer: '/description',
      related: named.map(({ i: j }) => ({ tool: j, pointer: '/name' }))
    });
  });
  return out;
}

function bothWays(catalog: unknown): { indexed: CatalogRawFinding[]; pairwise: CatalogRawFinding[] } {
  const parsed = parseCatalogValue(catalog);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  const tools = parsed.catalog.tools;
  const ctx = { tools, tokens: [], meta: {}, preset: 'recommended', budgets: {} } as unknown as CatalogRuleContext;
  return { indexed: ovl004NamesOtherServerTool.checkCatalog(ctx), pairwise: pairwiseOvl004(tools) };
}

const NAMES = [
  'send_email',
  'send_email_log',
  'getIssue',
  'get_issue',
  'read_file',
  'list-items',
  'search',
  'x.y_z',
  'email'
];
const WORDS = [
  'call',
  'use',
  'Run',
  'the',
  'tool',
  'function',
  'then',
  '`',
  '"',
  "'",
  '.',
  ',',
  '-',
  'and',
  'SEND_EMAIL'
];

describe('OVL-004 through the name index', () => {
  it('finds what the pairwise scan finds, on random multi-server catalogs', () => {
    const token = fc.constantFrom(...NAMES, ...WORDS);
    const description = fc
      .array(token, { maxLength: 12 })
      .map((ws) => ws.join(fc.sample(fc.constantFrom(' ', ''), 1)[0]));
    const tool = fc.record({
      name: fc.constantFrom(...NAMES),
      description: fc.option(description, { nil: undefined })
    });
    const servers = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.array(tool, { maxLength: 5 }), {
      minKeys: 1
    });
    let firings = 0;
    fc.assert(
      fc.property(servers, (byServer) => {
        const catalog = {
          servers: Object.fromEntries(
            Object.entries(byServer).map(([s, ts]) => [s, ts.map((t) => ({ ...t, inputSchema: { type: 'object' } }))])
          )
        };
        const { indexed, pairwise } = bothWays(catalog);
        expect(indexed).toEqual(pairwise);
        firings += indexed.length;
      }),
      { numRuns: 400 }
    );
    // Not vacuous: the random catalogs do name other servers' tools.
    expect(firings).toBeGreaterThan(20);
  });

  it.skipIf(!corpusPresent())(
    'finds what the pairwise scan finds on the corpus as one bundle, (where it finds nothing)',
    () => {
      const servers: Record<string, unknown> = {};
      for (const file of listCorpus())
        servers[path.basename(file, '.json')] = {
          tools: (JSON.parse(readFileSync(file, 'utf8')) as { tools: unknown[] }).tools
        };
      const second = path.resolve(CORPUS_DIR, '../catalogs-2');
      for (const file of listCorpus(second))
        servers[path.basename(file, '.json')] = {
          tools: (JSON.parse(readFileSync(file, 'utf8')) as { tools: unknown[] }).tools
        };
      const { indexed, pairwise } = bothWays({ servers });
      expect(indexed).toEqual(pairwise);
    }
  );
});
