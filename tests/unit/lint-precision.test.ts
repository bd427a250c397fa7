/**
 * The precision labels (tests/fixtures/lint-labels/), the table generated from them and the corpus
 * (docs/rules/precision.json, rendered into docs/rules/), and the default preset's membership: the
 * table is what the labels and today's rules give, and every member of the recommended preset meets
 * the evidence policy in it. Corpus checks skip when ../shared is absent.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgePolicy } from '#core/lint/evidence/evidence-policy';
import { precisionRows, wilson, type PrecisionRow } from '#core/lint/evidence/precision';
import { readFixtureLabels, readRuleLabelFile, type Label } from '#core/lint/evidence/precision-labels';
import { presetSeverity } from '#core/lint/presets';
import { RECOMMENDED_RULE_IDS } from '#core/lint/recommended-rules';
import { getRule, RULE_LIST } from '#core/lint/registry';
import { loadEncoders } from '#core/tokens/encoders';
import { checkingFirings, corpusPresent, SET_DIRS, setFirings } from './helpers/corpus.ts';
import { readAllLabels } from './helpers/labels.ts';

const table = JSON.parse(
  readFileSync(new URL('../../docs/rules/precision.json', import.meta.url), 'utf8')
) as PrecisionRow[];
const labels = readAllLabels();

describe('the default preset follows the evidence policy (core/lint/recommended-rules.ts)', () => {
  it('every member is a registered rule and meets the policy in the generated table', () => {
    const failing = RECOMMENDED_RULE_IDS.map(
      (id) =>
        table.find((r) => r.rule === id) ?? ({ rule: id, meetsPolicy: false, why: 'not in the table' } as PrecisionRow)
    ).filter((r) => !r.meetsPolicy);
    expect(failing.map((r) => `${r.rule}: ${r.why}`)).toEqual([]);
    for (const id of RECOMMENDED_RULE_IDS) expect(getRule(id), id).toBeDefined();
  });

  it('a rule outside the list is off by default and on in the all preset', () => {
    for (const rule of RULE_LIST) {
      const member = RECOMMENDED_RULE_IDS.includes(rule.id);
      expect(presetSeverity(rule, 'recommended') === 'off', rule.id).toBe(!member);
      expect(presetSeverity(rule, 'all'), rule.id).not.toBe('off');
    }
  });

  it('the table lists one row per registered rule and says which are members', () => {
    expect(table.map((r) => r.rule)).toEqual(RULE_LIST.map((r) => r.id).sort());
    for (const r of table) expect(r.recommended !== 'off', r.rule).toBe(RECOMMENDED_RULE_IDS.includes(r.rule));
  });
});

describe('judgePolicy', () => {
  const heuristic = (labelled: number, tp: number, servers: number, firingRate = 0.1) =>
    judgePolicy({
      rule: 'DESC-002',
      firingRate,
      tools: 1500,
      tuning: { labelled: 0, truePositives: 0, firings: 0 },
      checking: { labelled, truePositives: tp, labelledServers: servers, firings: 100 }
    });
  it.each([
    ['10 of 10 right from 4 servers', heuristic(10, 10, 4), true, ''],
    ['9 of 10 right (90%)', heuristic(10, 9, 4), true, ''],
    ['8 of 10 right', heuristic(10, 8, 4), false, 'precision under 90%'],
    ['9 labels', heuristic(9, 9, 4), false, '9 of 10 labels'],
    ['3 servers', heuristic(12, 12, 3), false, '3 of 4 servers'],
    ['19 of 20 on a rule firing on most tools (95%)', heuristic(20, 19, 6, 0.6), true, ''],
    ['18 of 20 on a rule firing on most tools', heuristic(20, 18, 6, 0.6), false, 'precision under 95%']
  ])('heuristic rule, %s', (_name, v, meets, why) => {
    expect([v.meets, v.why]).toEqual([meets, why]);
  });
  it.each([
    ['no firings', 0, 0, 0, true, ''],
    ['every firing labelled, one false alarm in 1,500 tools', 3, 3, 2, true, ''],
    ['one firing unlabelled', 3, 2, 2, false, '1 firings unlabelled'],
    ['two false alarms in 1,500 tools', 2, 2, 0, false, '1.3 false alarms per 1,000 tools']
  ])('exact-premise rule (SEC), %s', (_name, firings, labelled, tp, meets, why) => {
    const v = judgePolicy({
      rule: 'SEC-001',
      firingRate: 0,
      tools: 1500,
      tuning: { labelled: 0, truePositives: 0, firings: 0 },
      checking: { labelled, truePositives: tp, labelledServers: 1, firings }
    });
    expect([v.meets, v.why, v.exact]).toEqual([meets, why, true]);
  });
});

describe('wilson', () => {
  it.each([
    [11, 11, [0.7412, 1]],
    [8, 15, [0.3012, 0.7519]],
    [0, 15, [0, 0.2039]]
  ])('%i of %i', (k, n, interval) => {
    expect(wilson(k, n)).toEqual(interval);
  });
});

describe('precisionRows', () => {
  const label = (over: Partial<Label>): Label => ({
    set: 'checking',
    server: 's',
    tool: 't',
    rule: 'DESC-012',
    messageId: 'missing',
    pointer: '/tools/0',
    verdict: 'TP',
    reason: 'r',
    ...over
  });
  const rule = [getRule('DESC-012')!];
  const firing = (server: string, tool: string) => ({
    server,
    tool,
    rule: 'DESC-012',
    messageId: 'missing',
    pointer: '/tools/0'
  });
  it('counts only labels whose firing still happens; the rest are stale', () => {
    const sets = {
      tuning: { tools: 10, servers: 1, firings: [] },
      checking: { tools: 4, servers: 2, firings: [firing('a', 'x'), firing('b', 'y')] }
    };
    const [row] = precisionRows(
      rule,
      [
        label({ server: 'a', tool: 'x' }),
        label({ server: 'b', tool: 'y', verdict: 'FP' }),
        label({ server: 'c', tool: 'z' })
      ],
      sets
    );
    expect(row.checking).toMatchObject({
      firedOn: 2,
      firingRate: 0.5,
      firings: 2,
      servers: 2,
      labelled: 2,
      truePositives: 1,
      precision: 0.5,
      labelledServers: 2,
      stale: 1
    });
    expect(row.tuning).toMatchObject({ firedOn: 0, labelled: 0, precision: null, interval: null });
  });
});

describe('label files', () => {
  it.each([
    ['not a list', {}, 'x.json: expected a JSON list of { server, tool, rule, messageId, pointer, verdict, reason }'],
    [
      'a label without a reason',
      [{ server: 's', tool: 't', rule: 'R', messageId: 'm', pointer: '/tools/0', verdict: 'TP' }],
      'x.json: label 0 (/0) lacks reason'
    ],
    [
      'a lower-case verdict',
      [{ server: 's', tool: 't', rule: 'R', messageId: 'm', pointer: '/tools/0', verdict: 'tp', reason: 'r' }],
      'x.json: label 0 (/0/verdict) is "tp"; expected TP or FP'
    ],
    [
      'an empty verdict (a packet not filled in)',
      [{ server: 's', tool: 't', rule: 'R', messageId: 'm', pointer: '/tools/0', verdict: '', reason: '' }],
      'x.json: label 0 (/0) lacks verdict, reason'
    ]
  ])('the fixture format rejects %s', (_l, value, message) => {
    const r = readFixtureLabels(value, 'x.json', 'checking');
    expect(r.ok ? [] : r.errors).toContain(message);
  });
  it('the first-round YAML format reads tp/fp as TP/FP and the catalog file as the server', () => {
    const r = readRuleLabelFile(
      {
        rule: 'DESC-002',
        preset: 'recommended',
        labels: [
          {
            catalog: 'a.json',
            tool: 't',
            pointer: '/tools/0/description',
            messageId: 'tooLong',
            verdict: 'fp',
            reason: 'r'
          }
        ]
      },
      'x.yml'
    );
    expect(r.ok && r.labels).toEqual([
      {
        set: 'tuning',
        server: 'a',
        tool: 't',
        rule: 'DESC-002',
        pointer: '/tools/0/description',
        messageId: 'tooLong',
        verdict: 'FP',
        reason: 'r'
      }
    ]);
  });
  it('every label in the fixtures names a registered rule', () => {
    expect(labels.filter((l) => !getRule(l.rule)).map((l) => `${l.set} ${l.rule}`)).toEqual([]);
  });
});

describe.skipIf(!corpusPresent(SET_DIRS.tuning) || !corpusPresent(SET_DIRS.checking))(
  'docs/rules/precision.json against the corpus (npm run docs:precision)',
  () => {
    it("is what the labels and today's rules give, on both sets", async () => {
      const encoders = await loadEncoders();
      const rows = precisionRows(RULE_LIST, labels, {
        tuning: setFirings(SET_DIRS.tuning, encoders),
        checking: checkingFirings(encoders)
      });
      expect(rows).toEqual(table);
    });
  }
);
