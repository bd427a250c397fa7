/**
 * Share links inside the reports the CLI prints: a line per report in the text output, and the
 * "open the full report" link in the Markdown (the PR comment). A report too big for a link says
 * so and names the HTML report instead of carrying a link that would not open.
 */
import { escapeMarkdown } from '../render/markdown.ts';
import { terminalSafe } from '../report/formats/terminal-safe.ts';
import type { ShareLink } from './links.ts';

export interface FileLink {
  /** The report's file as the report names it. */
  file: string;
  link: ShareLink;
}

/** `share: URL` (or why there is none), one line per report, for the text output or stderr. */
export function shareTextLines(links: readonly FileLink[]): string {
  return links
    .map(
      ({ file, link }) =>
        `share${links.length > 1 ? ` (${terminalSafe(file)})` : ''}: ${link.ok ? link.url : terminalSafe(link.message)}\n`
    )
    .join('');
}

/** The Markdown block: "Open the full report" links (angle-bracket targets: any URL character is safe there but `<`, `>` and spaces, which parseShareBase refuses). */
export function shareMarkdown(links: readonly FileLink[]): string {
  const one = (l: FileLink) => {
    const label = links.length > 1 ? ` (${escapeMarkdown(l.file)})` : '';
    return l.link.ok
      ? `[Open the full report${label}](<${l.link.url}>) in the toolgauge playground (the report travels in the link; nothing is uploaded).`
      : `The full report${label} is ${escapeMarkdown(l.link.reason)}; see the HTML report attached to this run instead.`;
  };
  return links.map((l) => `> ${one(l)}\n`).join('>\n');
}

/** The Markdown report with the block under its first heading (or on top when it has none). */
export function withShareMarkdown(markdown: string, links: readonly FileLink[]): string {
  if (links.length === 0) return markdown;
  const block = shareMarkdown(links);
  const m = /^#{1,6} [^\n]*\n/.exec(markdown);
  return m ? `${m[0]}\n${block}\n${markdown.slice(m[0].length).replace(/^\n/, '')}` : `${block}\n${markdown}`;
}
