/**
 * Where the rule pages (docs/rules/<ID>.md) are on this machine: beside the sources in a checkout,
 * at the package root once installed (package.json `files` ships them). Found by walking up from
 * this module, which esbuild places in build/ or build/cli-chunks/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_DOCS_BASE } from '#core/lint/registry';

/** The docs/rules folder, or undefined when this copy of toolgauge has none. */
export function rulePagesDir(from: string = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'docs', 'rules');
    if (existsSync(path.join(candidate, 'README.md'))) return candidate;
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return undefined;
}

/** The file:// URL prefix of the rule pages (with a trailing slash), or undefined. */
export function rulePagesBase(): string | undefined {
  const dir = rulePagesDir();
  return dir ? pathToFileURL(dir).href + '/' : undefined;
}

/**
 * The docs base a command links findings to: its --docs-base (with a trailing slash), else the rule
 * pages that ship with toolgauge, else the repository-relative path.
 */
export function docsBaseOf(values: { 'docs-base'?: unknown }): string {
  const given = values['docs-base'];
  return typeof given === 'string' ? given.replace(/\/?$/, '/') : (rulePagesBase() ?? DEFAULT_DOCS_BASE);
}
