import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSuiteText } from '../../suite/load.ts';
import { report, test, toolSelection } from '../../../tests/fixtures/reports/build-report.ts';
import { exampleSuites, REPO, reportOf, suiteSlug } from '../../../tests/fixtures/reports/example-reports.ts';
import { checkXml, findAll, type XmlElement } from '../../../tests/fixtures/reports/xml-wellformed.ts';
import { formatJUnitReports, formatSuiteJUnit, xmlAttr, xmlText } from './junit.ts';

function parsed(xml: string): XmlElement {
  const r = checkXml(xml);
  if (!r.ok) throw new Error(`not well-formed XML: ${r.error} at offset ${r.offset}`);
  return r.root;
}

const cases = (xml: string) => findAll(parsed(xml), 'testcase');
const outcome = (c: XmlElement) =>
  c.children.find((x) => ['failure', 'error', 'skipped'].includes(x.name))?.name ?? 'pass';

/**
 * Testcases a suite must produce, read from the suite file rather than the report: one per test,
 * and one per run for an agent test with `runs:` above 1 and a tool_selection floor (whose per-run
 * detail the report keeps); a dispatched agent test has a row per run already, and a group row.
 */
function expectedTestcases(suiteFile: string): number {
  const loaded = loadSuiteText(readFileSync(path.join(REPO, suiteFile), 'utf8'), { file: suiteFile });
  if (!loaded.ok) throw new Error(`${suiteFile} does not load`);
  return loaded.suite.tests.reduce((n, t) => {
    if (t.kind !== 'agent') return n + 1;
    // A dispatched agent test: a row per (model, run), and a group row per model when it has several runs.
    const models = t.trace !== undefined ? 0 : (t.models?.length ?? (t.model !== undefined ? 1 : 0));
    if (models > 0) return n + models * t.runs + (t.runs > 1 ? models : 0);
    return n + (t.runs > 1 && t.blocks.tool_selection ? t.runs : 1);
  }, 0);
}

describe('JUnit XML', () => {
  describe.each(exampleSuites())('%s', (suite) => {
    it('matches the snapshot', async () => {
      await expect(formatSuiteJUnit(await reportOf(suite))).toMatchFileSnapshot(
        `./__snapshots__/${suiteSlug(suite)}.junit.xml`
      );
    });

    it('is well-formed XML with a testcase per test, and per run for multi-run tests; the counts add up', async () => {
      const r = await reportOf(suite);
      const root = parsed(formatSuiteJUnit(r));
      expect(root.name).toBe('testsuites');
      const suites = findAll(root, 'testsuite');
      expect(suites).toHaveLength(1);
      const tc = findAll(root, 'testcase');
      expect(tc).toHaveLength(expectedTestcases(suite));
      const s = suites[0].attrs;
      expect(Number(s.tests)).toBe(tc.length);
      expect(Number(s.failures)).toBe(tc.filter((c) => outcome(c) === 'failure').length);
      expect(Number(s.errors)).toBe(tc.filter((c) => outcome(c) === 'error').length);
      expect(Number(s.skipped)).toBe(tc.filter((c) => outcome(c) === 'skipped').length);
      // CI goes red exactly when the run did.
      expect(Number(s.failures) + Number(s.errors) > 0).toBe(r.summary.fail + r.summary.error > 0);
    });
  });

  it('counts 6 testcases for the model matrix (two models, runs: 3 each) and 10 for the breached floor (runs: 10)', async () => {
    expect(cases(formatSuiteJUnit(await reportOf('tests/fixtures/reports/suites/model-matrix.yml')))).toHaveLength(6);
    expect(cases(formatSuiteJUnit(await reportOf('examples/suites/floor-breach.yml')))).toHaveLength(10);
  });

  it('names run testcases `name #1` … `name #N` and fails the runs that missed a breached floor', async () => {
    const tc = cases(formatSuiteJUnit(await reportOf('examples/suites/floor-breach.yml')));
    expect(tc.map((c) => c.attrs.name)).toEqual(Array.from({ length: 10 }, (_, i) => `weather selection #${i + 1}`));
    const failed = tc.filter((c) => outcome(c) === 'failure');
    expect(failed.length).toBeGreaterThan(0);
    for (const c of failed)
      expect(c.children.find((x) => x.name === 'failure')!.text).toContain('FLOOR weather selection');
  });

  it('puts expected vs actual in the failure', () => {
    const t = test('needs rust', {
      verdict: 'fail',
      assertions: [
        {
          kind: 'assertion',
          target: 'result.content[0].text',
          origin: 'test',
          expected: { contains: 'rust' },
          actual: 'go',
          pass: false,
          weight: 1,
          reason: 'no',
          pointer: '/tools/0/expect/0'
        }
      ]
    });
    const [c] = cases(formatSuiteJUnit(report([t])));
    const f = c.children.find((x) => x.name === 'failure')!;
    expect(f.attrs.message).toBe('result.content[0].text: expected contains "rust", got "go"');
    expect(f.text).toContain('expected contains "rust", got "go"');
  });

  it('writes skipped and error elements with the reason', () => {
    const xml = formatSuiteJUnit(
      report([
        test('later', { verdict: 'skip', reason: 'needs a live server' }),
        test('broken', { verdict: 'error', reason: 'trace t.json:3:4: bad' })
      ])
    );
    const [skip, error] = cases(xml);
    expect(skip.children[0]).toMatchObject({ name: 'skipped', attrs: { message: 'needs a live server' } });
    expect(error.children[0]).toMatchObject({ name: 'error', attrs: { message: 'trace t.json:3:4: bad' } });
  });

  it.each([
    [
      'a passing multi-run test passes every run; a tolerated miss is noted',
      'pass',
      'yyyyyyyyyn',
      true,
      Array(10).fill('pass')
    ],
    [
      'a breached floor fails exactly the runs that missed',
      'fail',
      'yyn$y',
      false,
      ['pass', 'pass', 'failure', 'failure', 'pass']
    ],
    [
      'an aggregate failure with no run missing on its own fails every run',
      'fail',
      'yyy',
      true,
      ['failure', 'failure', 'failure']
    ],
    ['a skipped multi-run test skips every run', 'skip', 'yyy', true, ['skipped', 'skipped', 'skipped']]
  ] as const)('%s', (_label, verdict, pattern, floorPass, expected) => {
    const t = test('weather selection', {
      kind: 'agent',
      verdict,
      ...(verdict === 'skip' ? { reason: 'no trace' } : {}),
      metrics: { tool_selection: toolSelection(pattern, floorPass) },
      floors: [
        {
          block: 'tool_selection',
          pass: floorPass,
          line: `tool-selection floor [${floorPass ? 'PASS' : 'FAIL'}] weather selection`,
          details: floorPass ? [] : ['FLOOR weather selection: below the floor']
        }
      ],
      ...(verdict === 'fail' && floorPass ? { score: 0.2, threshold: 0.5 } : {})
    });
    const tc = cases(formatSuiteJUnit(report([t])));
    expect(tc.map(outcome)).toEqual(expected);
    if (verdict === 'pass')
      expect(tc[9].children.find((x) => x.name === 'system-out')!.text).toContain(
        'run 10: did not select get_weather, called search'
      );
  });

  it('escapes markup and drops characters XML 1.0 forbids, so hostile names and tool output stay well-formed', () => {
    const evil = 'a<b>&"\'\u0000\u0007\u001b[31m\ud800\uffff]]> \n\t end';
    const t = test(evil, {
      verdict: 'fail',
      assertions: [
        {
          kind: 'assertion',
          target: evil,
          origin: 'test',
          expected: { exact: evil },
          actual: evil,
          pass: false,
          weight: 1,
          reason: evil,
          pointer: '/tools/0'
        }
      ]
    });
    const xml = formatSuiteJUnit(report([t], { name: evil, file: `${evil}.yml` }));
    const [c] = cases(xml);
    expect(c.attrs.name).toBe('a<b>&"\'[31m]]> \n\t end');
    expect(c.children[0].name).toBe('failure');
  });

  it('writes one testsuite per suite file when given several reports', () => {
    const root = parsed(
      formatJUnitReports([
        report([test('a')], { name: 'one', file: 'one.yml' }),
        report([test('b', { verdict: 'fail' }), test('c')], { file: 'two.yml' })
      ])
    );
    expect(findAll(root, 'testsuite').map((s) => [s.attrs.name, s.attrs.tests])).toEqual([
      ['one', '1'],
      ['two.yml', '2']
    ]);
    expect(root.attrs.tests).toBe('3');
  });

  it.each([
    ['&', '&amp;', '&amp;'],
    ['<>', '&lt;&gt;', '&lt;&gt;'],
    ['"\'', '"\'', '&quot;&apos;'],
    ['a\nb', 'a\nb', 'a&#10;b'],
    ['\u0001\ufffe', '', '']
  ])('escapes %j for text and attributes', (input, text, attr) => {
    expect(xmlText(input)).toBe(text);
    expect(xmlAttr(input)).toBe(attr);
  });
});

describe('the XML well-formedness checker the JUnit tests rely on', () => {
  it.each([
    ['<a><b></a></b>', 'does not match'],
    ['<a x=1/>', 'malformed attribute'],
    ['<a x="1" x="2"/>', 'duplicate attribute'],
    ['<a>&nbsp;</a>', 'unknown entity'],
    ['<a>1 & 2</a>', 'unterminated reference'],
    ['<a>\u0001</a>', 'illegal character'],
    ['<a/><b/>', 'more than one root'],
    ['<a>', 'unclosed element'],
    ['<a x="<"/>', 'raw <'],
    ['<a>&#1;</a>', 'illegal character']
  ])('rejects %j', (xml, error) => {
    const r = checkXml(xml);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(error);
  });

  it('accepts a declaration, comments, references and nesting', () => {
    const r = checkXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- c --><a k=\'v&amp;\'><b>&lt;x&#65;&#x42;</b><c/></a>\n'
    );
    expect(r.ok && r.root.children[0].text).toBe('<xAB');
  });
});
