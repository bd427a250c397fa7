/** The playground's targets (lint page picker): the same verdicts the CLI's `lint --target` gives on a real catalog. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCatalogText } from '../catalog/parse-catalog.ts';
import { lintCatalog } from '../lint/lint.ts';
import { LintSession } from './lint-session.ts';

const FILE = new URL('../../examples/catalogs/kubernetes.json', import.meta.url);
const text = readFileSync(FILE, 'utf8');

describe('LintSession targets', () => {
  it('answers with the report the CLI makes for the same targets', () => {
    const targets = ['openai-strict', 'anthropic-strict', 'gemini'] as const;
    const update = new LintSession().update(text, { file: 'kubernetes.json', targets });
    if (!update.ok) throw new Error('does not parse');
    const parsed = parseCatalogText(text, { file: 'kubernetes.json' });
    if (!parsed.ok) throw new Error('does not parse');
    const report = lintCatalog(parsed.catalog, { targets });
    expect(update.targetsView?.catalog).toEqual(report.targets);
    expect(update.targetsView?.tools).toEqual(report.tools.map((t) => ({ id: t.id, targets: t.targets })));
  });
  it('says nothing of targets when none is chosen', () => {
    const plain = new LintSession().update(text, { file: 'k.json' });
    expect(plain.ok && plain.targetsView).toBeUndefined();
  });
});
