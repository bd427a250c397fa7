/**
 * `loadSuiteText`: YAML (or JSON) text to a validated, normalized suite, or positioned diagnostics
 * (file, line:column, JSON pointer). Never throws on bad input.
 */
import type { Diagnostic } from '../source/diagnostic.ts';
import { parseText, type ParsedText } from '../source/parse-text.ts';
import { checkSuite } from './checks.ts';
import type { Scope, VarValue } from './interpolate.ts';
import type { Suite, SuiteFileRef } from './model.ts';
import { normalizeSuite } from './normalize.ts';
import type { SuiteDoc } from './types.ts';
import { validateSuiteValue } from './validate.ts';
import { joinPointer } from '../source/pointer.ts';

export interface LoadOptions {
  file?: string;
  /** The environment `${env.NAME}` reads; the core reads none of its own. */
  env?: Record<string, string | undefined>;
}

export type LoadResult = { ok: true; suite: Suite; source: ParsedText } | { ok: false; errors: Diagnostic[] };

function position(source: ParsedText, d: Diagnostic, file: string | undefined): Diagnostic {
  const pos = d.pointer !== undefined ? source.locate(d.pointer) : undefined;
  return { ...d, ...(pos ? { line: pos.line, column: pos.column } : {}), ...(file !== undefined ? { file } : {}) };
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

export function loadSuiteText(text: string, options: LoadOptions = {}): LoadResult {
  const parsed = parseText(text, { file: options.file, format: 'yaml' });
  if (!parsed.ok)
    return { ok: false, errors: [{ ...parsed.error, ...(options.file !== undefined ? { file: options.file } : {}) }] };
  if (parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
    return {
      ok: false,
      errors: [
        {
          message: 'a suite is a mapping of keys (name, servers, tools, agents, tool_quality, ...)',
          expected: 'a YAML mapping',
          pointer: '',
          line: 1,
          column: 1,
          ...(options.file !== undefined ? { file: options.file } : {})
        }
      ]
    };
  }
  const schemaErrors = validateSuiteValue(parsed.value);
  if (schemaErrors.length > 0)
    return { ok: false, errors: schemaErrors.map((d) => position(parsed, d, options.file)).sort(byPosition) };
  const doc = parsed.value as SuiteDoc;
  const semantic = checkSuite(doc);
  if (semantic.length > 0)
    return { ok: false, errors: semantic.map((d) => position(parsed, d, options.file)).sort(byPosition) };
  const scope: Scope = { vars: (doc.vars ?? {}) as Record<string, VarValue>, env: options.env ?? {} };
  return { ok: true, suite: normalizeSuite(doc, scope, options.file), source: parsed };
}

/** The files a suite refers to, relative to its folder, for the caller to read and pass back in. */
export function suiteFiles(suite: Suite): SuiteFileRef[] {
  const out: SuiteFileRef[] = [];
  for (const t of suite.tests) {
    if (t.kind === 'tool' && t.recorded && 'path' in t.recorded)
      out.push({ path: t.recorded.path, kind: 'recorded', pointer: joinPointer(t.pointer, 'recorded') });
    if (t.kind === 'agent') {
      if (t.trace !== undefined) out.push({ path: t.trace, kind: 'trace', pointer: joinPointer(t.pointer, 'trace') });
      if (t.task !== undefined) out.push({ path: t.task, kind: 'task', pointer: joinPointer(t.pointer, 'task') });
      const cat = t.blocks.token_efficiency?.catalog;
      if (cat !== undefined)
        out.push({ path: cat, kind: 'catalog', pointer: joinPointer(t.pointer, 'token_efficiency', 'catalog') });
    }
    if (t.kind === 'tool_quality' && t.catalog !== undefined)
      out.push({ path: t.catalog, kind: 'catalog', pointer: joinPointer(t.pointer, 'catalog') });
  }
  return out;
}
