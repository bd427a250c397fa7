/**
 * A reviewer's packet for one rule: per sampled firing, the finding's message and suggestion, the
 * tool's whole JSON and its siblings (names and descriptions), and nothing of the rule's code or
 * docs reasoning (../shared/LABELLING.md, "Who labels"). Pure: scripts/label-packet.ts gathers the
 * firings and catalogs and writes the files.
 */
import type { FiringKey } from './precision-labels.ts';

export interface PacketItem {
  firing: FiringKey;
  message: string;
  suggestion?: string;
  /** The tool as the server listed it. */
  tool: unknown;
  siblings: Array<{ name: string; description?: string }>;
}

/** A code fence longer than any run of backticks in the text, so pasted text cannot close it. */
export function fenced(text: string, lang = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${text}\n${fence}`;
}

const oneLine = (s: string, max = 240) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** "Its N sibling tools on server:" and one line per sibling: name and description, on one line. */
export function siblingLines(server: string, siblings: PacketItem['siblings']): string[] {
  return [
    `Its ${siblings.length} sibling tools on ${server}:`,
    '',
    ...siblings.map(
      (s) =>
        `- \`${s.name.replace(/`/g, "'")}\`${s.description ? `: ${oneLine(s.description).replace(/`/g, "'")}` : ' (no description)'}`
    )
  ];
}

/** The Markdown a reviewer reads for one rule's sample. */
export function packetMarkdown(rule: string, set: string, items: readonly PacketItem[]): string {
  const out = [
    `# ${rule}: ${items.length} finding${items.length === 1 ? '' : 's'} to judge (${set} set)`,
    '',
    'Judge each finding as ../shared/LABELLING.md says (read it first): would fixing it make the tool easier for an agent to pick or to call correctly, or make the catalog measurably better? Read the whole tool and its siblings. Fill in `verdict` ("TP" or "FP") and a one-sentence `reason` naming the evidence for each entry of the labels file beside this page, in the same order.',
    ''
  ];
  items.forEach((it, i) => {
    const f = it.firing;
    out.push(
      `## ${i + 1}. ${f.server} / ${f.tool}`,
      '',
      `Where: \`${f.pointer}\` (message id \`${f.messageId}\`)`,
      '',
      'Finding:',
      '',
      fenced(it.message, 'text')
    );
    if (it.suggestion) out.push('', 'Suggested fix:', '', fenced(it.suggestion, 'text'));
    out.push(
      '',
      'The tool:',
      '',
      fenced(JSON.stringify(it.tool, null, 2), 'json'),
      '',
      ...siblingLines(f.server, it.siblings)
    );
    out.push('');
  });
  return out.join('\n');
}

/** The labels file the reviewer fills in: one entry per item, verdict and reason empty. */
export function emptyLabels(items: readonly PacketItem[]): string {
  const rows = items.map((it) =>
    JSON.stringify({
      server: it.firing.server,
      tool: it.firing.tool,
      rule: it.firing.rule,
      messageId: it.firing.messageId,
      pointer: it.firing.pointer,
      verdict: '',
      reason: ''
    })
  );
  return `[\n${rows.map((r) => `  ${r}`).join(',\n')}\n]\n`;
}
