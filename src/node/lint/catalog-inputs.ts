/**
 * The catalogs `toolgauge lint` reads, in order: a live server (--stdio, --url, --client-config),
 * then each file, directory and glob named, a recorded session read as the catalog it listed. An
 * input that cannot be read is named on stderr and counted, so the command can exit 2 after
 * reporting the rest. Also where a report entry names its file for code scanning.
 */
import type { LintEntry } from '#core/lint/formats/context';
import type { Diagnostic } from '#core/source/diagnostic';
import { formatDiagnostic } from '#core/source/diagnostic';
import type { ParsedOptions } from '../cli/args.ts';
import { UsageError } from '../cli/errors.ts';
import { expandInputs } from '../cli/inputs.ts';
import { readInput, type Io } from '../cli/io.ts';
import { repoRelative, repoRoot } from '../config/repo-root.ts';
import { LIVE_LINT_OPTIONS, looksLikeTranscript } from './lint-flags.ts';

/** The live-server and recorded-session paths, loaded only when used (they pull in the MCP SDK). */
const liveInputs = () => import('./lint-input.ts');
/** What a directory or a `**` glob yields to lint. */
const CATALOG_EXTENSIONS = ['.json', '.yaml', '.yml'];

export interface CatalogInput {
  text: string;
  file: string;
  /** The file's full path, when the input is a file on disk. */
  path?: string;
}

export interface InputsRead {
  /** Inputs that could not be read or listed (each already named on stderr). */
  unusable: number;
  /** A live source's servers that could not be listed. */
  liveFailed: number;
}

/** Calls `each` on every input in order; an exit code when the live source ends the command first. */
export async function forEachCatalogInput(
  io: Io,
  values: ParsedOptions,
  positionals: string[],
  each: (input: CatalogInput) => Promise<void>
): Promise<InputsRead | number> {
  const wantsLive = Object.keys(LIVE_LINT_OPTIONS).some((k) => values[k] !== undefined);
  const live = wantsLive ? await (await liveInputs()).liveLintInput(io, values, positionals) : undefined;
  if (typeof live === 'number') return live;
  if (!live && positionals.length === 0) await readInput(io, undefined, 'catalog');
  if (live) await each(live);
  const { files, problems } = live
    ? { files: [], problems: [] }
    : await expandInputs(io.cwd, positionals, CATALOG_EXTENSIONS);
  for (const p of problems) io.stderr(`toolgauge lint: ${p}\n`);
  let unusable = problems.length;
  for (const arg of files) {
    let input: CatalogInput;
    try {
      input = await readInput(io, arg, 'catalog');
    } catch (e) {
      if (!(e instanceof UsageError) || files.length === 1) throw e;
      io.stderr(`toolgauge lint: ${e.message}\n`);
      unusable++;
      continue;
    }
    if (looksLikeTranscript(input.text, input.file)) {
      const fromSession = (await liveInputs()).transcriptCatalog(io, input.text, input.file);
      if (typeof fromSession === 'number') {
        unusable++;
        continue;
      }
      input = fromSession;
    }
    await each(input);
  }
  return { unusable, liveFailed: live?.failed ?? 0 };
}

/** Prints an input's parse problems (file:line:col) or warnings. */
export function printDiagnostics(io: Io, file: string, diagnostics: readonly Diagnostic[], prefix = ''): void {
  for (const d of diagnostics) io.stderr(`${prefix}${formatDiagnostic(d, file)}\n`);
}

/**
 * The entries as the report names their files: SARIF and GitLab resolve a result's path against
 * the repository root, not the folder toolgauge ran in; other formats keep the name given.
 */
export function entriesAsNamed(
  cwd: string,
  format: string,
  entries: LintEntry[],
  fullPaths: ReadonlyMap<LintEntry, string>
): LintEntry[] {
  const root = format === 'sarif' || format === 'gitlab' ? repoRoot(cwd) : undefined;
  return root ? entries.map((e) => ({ ...e, file: repoRelative(fullPaths.get(e) ?? '', root) ?? e.file })) : entries;
}
