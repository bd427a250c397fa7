/**
 * The shared corpus of real catalogs (../shared/corpus/catalogs beside the repository), read the
 * same way by the reference snapshot, the precision labels and their scripts. Tests skip when it
 * is absent (a clone without ../shared). TOOLGAUGE_CORPUS points elsewhere, as it does for the
 * benchmarks: `TOOLGAUGE_CORPUS=/nonexistent npx vitest run ...` shows that every corpus test
 * skips cleanly without it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import type { Catalog } from '#core/catalog/types';
import { lintCatalog } from '#core/lint/lint';
import type { PresetName } from '#core/lint/types';
import type { Encoders } from '#core/tokens/encoders';
import type { LabelSet } from '#core/lint/evidence/precision-labels';
import type { SetFirings } from '#core/lint/evidence/precision';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CORPUS_DIR = process.env.TOOLGAUGE_CORPUS || path.resolve(here, '../../../../shared/corpus/catalogs');
/** The two labelled sets: tune on catalogs/, check on catalogs-2/ (../shared/LABELLING.md). */
export const SET_DIRS: Record<LabelSet, string> = {
  tuning: path.resolve(here, '../../../../shared/corpus/catalogs'),
  checking: path.resolve(here, '../../../../shared/corpus/catalogs-2')
};

/**
 * Every checking set, by folder name: catalogs-2 (labelled for precision) and catalogs-3 (30 more
 * servers no rule had seen; its blind labels measure recall, tests/fixtures/blind-labels/catalogs-3.json).
 */
export const CHECKING_SET_DIRS: Record<string, string> = {
  'catalogs-2': SET_DIRS.checking,
  'catalogs-3': path.resolve(here, '../../../../shared/corpus/catalogs-3')
};

export const corpusPresent = (dir = CORPUS_DIR) => existsSync(dir);

/** The corpus catalog files, sorted by name. */
export function listCorpus(dir = CORPUS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

export function loadCatalogFile(file: string): Catalog {
  const parsed = parseCatalogText(readFileSync(file, 'utf8'), { file });
  if (!parsed.ok) throw new Error(`${file} does not parse: ${parsed.errors.map((e) => e.message).join('; ')}`);
  return parsed.catalog;
}

export interface CorpusRecord {
  /** `"<catalog file> <tool pointer>"` -> `["RULE <pointer in the tool> <messageId>", ...]`. */
  findings: Record<string, string[]>;
  /** The same key -> TDQS. */
  scores: Record<string, number>;
}

export function corpusRecord(files: string[], preset: PresetName): CorpusRecord {
  const out: CorpusRecord = { findings: {}, scores: {} };
  for (const file of files) {
    const report = lintCatalog(loadCatalogFile(file), { preset });
    for (const t of report.tools) {
      const key = `${path.basename(file)} ${t.pointer}`;
      out.findings[key] = t.findings.map((f) => `${f.rule} ${f.pointer.slice(t.pointer.length) || '/'} ${f.messageId}`);
      out.scores[key] = t.score;
    }
  }
  return out;
}

/** Runs every rule, at 'hint' where the preset turns it off. */
export const everyRuleOn = (_rule: unknown, _tool: unknown, base?: 'critical' | 'warning' | 'hint' | 'off') =>
  base === undefined || base === 'off' ? 'hint' : base;

/** A catalog file's server name, as labels spell it: the file name without `.json`. */
export const serverOf = (file: string) => path.basename(file).replace(/\.json$/, '');

/**
 * Every firing on one set's catalogs: by default the `all` preset with every rule on; with
 * `preset: 'recommended'`, what the default preset reports (its rules at their severities).
 */
export function setFirings(dir: string, encoders?: Encoders, preset: 'all' | 'recommended' = 'all'): SetFirings {
  const files = listCorpus(dir);
  const firings: SetFirings['firings'] = [];
  let tools = 0;
  for (const file of files) {
    const server = serverOf(file);
    for (const t of lintCatalog(loadCatalogFile(file), {
      preset,
      ...(preset === 'all' ? { severityFor: everyRuleOn } : {}),
      ...(encoders ? { encoders } : {})
    }).tools) {
      tools++;
      for (const f of t.findings)
        firings.push({ server, tool: t.name, rule: f.rule, messageId: f.messageId, pointer: f.pointer });
    }
  }
  return { tools, servers: files.length, firings };
}

/** On how many corpus tools each rule fires in a preset (the precision table's firing rate). */
export function firingCounts(
  files: string[],
  preset: PresetName,
  encoders?: Encoders
): { tools: number; firedOn: Record<string, number> } {
  const firedOn: Record<string, number> = {};
  let tools = 0;
  for (const file of files) {
    // A rule the preset leaves out still runs with its preset definition: its firing rate is measured either way.
    for (const t of lintCatalog(loadCatalogFile(file), {
      preset,
      severityFor: everyRuleOn,
      ...(encoders ? { encoders } : {})
    }).tools) {
      tools++;
      for (const rule of new Set(t.findings.map((f) => f.rule))) firedOn[rule] = (firedOn[rule] ?? 0) + 1;
    }
  }
  return { tools, firedOn };
}

/**
 * The checking set as the precision table counts it: every checking folder present (catalogs-2 and
 * catalogs-3), their firings, tools and servers added up. Server names differ across the folders.
 */
export function checkingFirings(encoders?: Encoders): SetFirings {
  const parts = Object.values(CHECKING_SET_DIRS)
    .filter((dir) => corpusPresent(dir))
    .map((dir) => setFirings(dir, encoders));
  return {
    tools: parts.reduce((n, p) => n + p.tools, 0),
    servers: parts.reduce((n, p) => n + p.servers, 0),
    firings: parts.flatMap((p) => p.firings)
  };
}
