/**
 * `--share-url BASE` for lint, bench and run (or `share-url:` in toolgauge.config.yml): after the
 * report, a link to it in the playground served at BASE (the static build on GitHub Pages, or
 * `toolgauge serve`). The payloads and the link are core/share/links.ts, the same codec the
 * playground's share dialog uses; nothing is sent anywhere, the report travels in the fragment.
 *
 * Where the link goes: into the report itself for text (a `share:` line) and Markdown (an "Open
 * the full report" link under the heading: the PR comment), on stderr for the formats a machine
 * reads (JSON, SARIF, JUnit, GitLab, HTML) and whenever the report is written to --out.
 */
import { lintSharePayload, parseShareBase, shareLink, type CliSharePayload } from '#core/share/links';
import { shareTextLines, withShareMarkdown, type FileLink } from '#core/share/report-links';
import type { ProjectConfig } from '#core/config/project-config';
import type { OptionSpec, ParsedOptions } from './args.ts';
import path from 'node:path';
import { UsageError } from './errors.ts';
import type { Io } from './io.ts';

export const SHARE_OPTION: Record<string, OptionSpec> = {
  'share-url': {
    type: 'string',
    description:
      'print a link to the report in the playground served at BASE (e.g. https://you.github.io/toolgauge); the report travels in the link, nothing is uploaded (config: share-url)',
    value: 'BASE'
  }
};

/** The base from --share-url, else the project config's share-url; a bad one is a usage error naming where it came from. */
export function shareBase(values: ParsedOptions, config: ProjectConfig = {}): string | undefined {
  const flag = values['share-url'];
  const raw = typeof flag === 'string' ? flag : config['share-url'];
  if (raw === undefined) return undefined;
  const parsed = parseShareBase(raw);
  if (!parsed.ok)
    throw new UsageError(
      `${typeof flag === 'string' ? '--share-url' : 'share-url (toolgauge.config.yml)'}: ${parsed.message}`
    );
  return parsed.base;
}

/** A file as the link names it: relative to the working directory when it is under it (never the sender's home path). */
export function linkPath(io: Pick<Io, 'cwd'>, file: string): string {
  if (!path.isAbsolute(file)) return file;
  const rel = path.relative(io.cwd, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : path.basename(file);
}

/** Links for each report (in order), made at `base`. */
export async function makeLinks(
  base: string,
  reports: ReadonlyArray<{ file: string; payload: CliSharePayload | undefined }>,
  htmlHint: string
): Promise<FileLink[]> {
  const out: FileLink[] = [];
  for (const r of reports) {
    out.push({
      file: r.file,
      link: r.payload
        ? await shareLink(base, r.payload, htmlHint)
        : {
            ok: false,
            chars: 0,
            reason: 'not shareable as a link (its files do not fit in one workspace)',
            message: `the report is not shareable as a link (its catalog_path climbs above the spec's folder tree); share the HTML report instead (${htmlHint})`
          }
    });
  }
  return out;
}

/** The report text with its links where they belong (see the top of this file); the rest goes to stderr. */
export function placeLinks(
  io: Io,
  format: string,
  text: string,
  out: string | undefined,
  links: readonly FileLink[]
): string {
  if (links.length === 0) return text;
  const lines = shareTextLines(links);
  if (out !== undefined || (format !== 'text' && format !== 'markdown')) io.stderr(lines);
  if (format === 'markdown') return withShareMarkdown(text, links);
  if (format === 'text') return `${text}${text.endsWith('\n') ? '' : '\n'}${lines}`;
  return text;
}

/**
 * `toolgauge lint --share-url`: a payload per linted input (its catalog and the rules in effect),
 * then the links placed in the report. Undefined without a share base.
 */
export function lintShare(
  io: Io,
  base: string | undefined,
  rules: { path: string; text: string } | undefined
): LintShare | undefined {
  if (base === undefined) return undefined;
  const payloads: Array<CliSharePayload | undefined> = [];
  return {
    add(input) {
      payloads.push(
        lintSharePayload(
          { path: linkPath(io, input.file), text: input.text },
          rules && { path: linkPath(io, rules.path), text: rules.text }
        )
      );
    },
    async place(format, text, out, entries) {
      const links = await makeLinks(
        base,
        entries.map((e, i) => ({ file: e.file, payload: payloads[i] })),
        'toolgauge lint ... --format html --out report.html'
      );
      return placeLinks(io, format, text, out, links);
    }
  };
}

export interface LintShare {
  /** Adds the payload of one linted input, in report order. */
  add(input: { file: string; text: string }): void;
  /** The report text with the links in it (or beside it, on stderr). */
  place(
    format: string,
    text: string,
    out: string | undefined,
    entries: ReadonlyArray<{ file: string }>
  ): Promise<string>;
}
