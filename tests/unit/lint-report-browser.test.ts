/**
 * The playground's report download: the worker's `lintReport` runs the lint use case the CLI runs
 * (core/lint/lint-input.ts, tested there), so its report is the CLI's by construction.
 */
import { describe, expect, it } from 'vitest';
import { createCoreApi } from '../../core/api/core-api.ts';

const api = createCoreApi();

describe("the worker's lintReport", () => {
  it('a catalog that does not parse is a message with its position', async () => {
    const r = await api.lintReport({ text: '{"tools": [', file: 'x.json', format: 'html' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/does not parse/);
  });
});
