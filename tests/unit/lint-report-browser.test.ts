/**
 * The playground's report download is the CLI's report: for the same catalog text, the worker's
 * `lintReport` gives byte for byte what `toolgauge lint FILE --format F` writes (the docs base
 * set to the one the browser uses, since the CLI points its docs links at the local checkout).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCoreApi } from '../../core/api/core-api.ts';
import { DEFAULT_DOCS_BASE } from '../../core/lint/registry.ts';
import { REPO, runCli } from './helpers/cli.ts';

const api = createCoreApi();

describe('lintReport equals the CLI output', () => {
  it.each([
    ['github.json', 'html'],
    ['memory.json', 'html'],
    ['memory.json', 'markdown'],
    ['filesystem.json', 'json']
  ] as const)('%s as %s', async (name, format) => {
    const file = `examples/catalogs/${name}`;
    const text = readFileSync(path.join(REPO, file), 'utf8');
    const cli = await runCli(
      ['lint', file, '--format', format, '--fail-on', 'none', '--docs-base', DEFAULT_DOCS_BASE],
      { cwd: REPO }
    );
    expect(cli.code).toBe(0);
    const browser = await api.lintReport({ text, file, format });
    expect(browser).toMatchObject({ ok: true, text: cli.stdout });
  });

  it('a catalog that does not parse is a message with its position', async () => {
    const r = await api.lintReport({ text: '{"tools": [', file: 'x.json', format: 'html' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/does not parse/);
  });
});
