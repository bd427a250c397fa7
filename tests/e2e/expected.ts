/**
 * What the page should show, computed by running the same core in Node on the same text. Tests
 * compare the page with this instead of hard-coding numbers that change as rules land.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lintText, type LintView } from '../../core/api/lint-view.ts';
import { loadEncoders } from '../../core/tokens/encoders.ts';

export function exampleText(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../../examples/catalogs/${name}`, import.meta.url)), 'utf8');
}

export async function expectedView(text: string, file: string): Promise<LintView> {
  return lintText(text, { file, encoders: await loadEncoders() });
}

export async function expectedOk(text: string, file: string): Promise<Extract<LintView, { ok: true }>> {
  const view = await expectedView(text, file);
  if (!view.ok) throw new Error(`${file} does not parse: ${view.errors[0]?.message}`);
  return view;
}

export const count = (n: number): string => n.toLocaleString('en-US');

export function findingCount(view: Extract<LintView, { ok: true }>): number {
  return view.tools.reduce((sum, t) => sum + t.findings.length, 0);
}
