import { describe, expect, it, test } from 'vitest';
import { benchSharePayload, lintSharePayload, runSharePayload } from '#core/share/links';
import { REPORT_VERSION } from '#core/suite/report-types';
import { readSharePayload } from './payload.ts';

const catalog = { path: 'tools.json', text: '{"tools":[]}', kind: 'catalog' };
const rules = { path: 'rules.yaml', text: 'rules:\n  DESC-009: off\n', kind: 'rules' };

describe('readSharePayload: the rules file a shared report was linted with', () => {
  test.each([
    ['a rules file in the workspace is kept', [catalog, rules], 'rules.yaml', 'rules.yaml'],
    ['no rules named: none', [catalog, rules], undefined, undefined],
    ['a path that is not in the workspace is dropped', [catalog], 'rules.yaml', undefined],
    ['the catalog itself cannot be its own rules', [catalog, rules], 'tools.json', undefined],
    ['a rules value that is not a string is dropped', [catalog, rules], 42, undefined]
  ])('%s', (_name, files, named, kept) => {
    const r = readSharePayload({
      workspace: { files, active: 'tools.json', view: 'lint' },
      view: { page: 'lint', expanded: [], rules: named }
    });
    expect(r.ok).toBe(true);
    expect(r.ok && r.value.view.rules).toBe(kept === undefined ? undefined : kept);
  });
});

describe('readSharePayload', () => {
  it('keeps the workspace through parseWorkspace: paths that climb out are dropped', () => {
    const r = readSharePayload({
      workspace: {
        files: [
          { path: '../../etc/passwd', text: 'x' },
          { path: 'ok.json', text: '{}' }
        ],
        active: '../../etc/passwd',
        view: 'lint'
      },
      view: { expanded: [1, -1, 'x', 2.5] }
    });
    expect(r).toEqual({
      ok: true,
      value: {
        workspace: {
          files: [{ path: 'ok.json', text: '{}', kind: expect.any(String) }],
          active: 'ok.json',
          view: 'lint'
        },
        view: { page: 'lint', expanded: [1] }
      }
    });
  });
  it.each([
    [null],
    [[]],
    [{}],
    [{ workspace: { files: [] } }],
    [{ workspace: { files: [{ path: 'a', text: '' }] }, view: { page: 'suites' } }],
    [{ workspace: { files: [{ path: 'a', text: '' }] }, view: { page: 'run', report: { version: '1.0.0' } } }]
  ])('%j is a shape error', (v) => {
    const r = readSharePayload(v);
    expect(r.ok || r.error.code).toBe('shape');
  });
});

describe('payloads the CLI makes (core/share/links.ts) read back as they were made', () => {
  const report = {
    version: REPORT_VERSION,
    suite: { name: 's', file: 's.yml' },
    summary: { total: 0, pass: 0, fail: 0, skip: 0, error: 0, floors_breached: 0 },
    tests: [],
    rollups: {}
  };
  it.each([
    [
      'lint',
      lintSharePayload(
        { path: 'examples/tools.json', text: '{"tools":[]}' },
        { path: 'rules.yml', text: 'rules: {}\n' }
      )
    ],
    [
      'bench',
      benchSharePayload(
        { path: 'bench/fs.yml', text: 'catalog_path: ../catalogs/fs.json\n' },
        { ref: '../catalogs/fs.json', text: '{"tools":[]}' }
      )!
    ],
    ['run', runSharePayload({ path: 'suite.yml', text: 'tests: []\n' }, report)]
  ])('%s', (_page, payload) => {
    const r = readSharePayload(JSON.parse(JSON.stringify(payload)));
    expect(r).toEqual({ ok: true, value: payload });
  });
});
