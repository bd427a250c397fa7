/**
 * A blind review packet: tools drawn from each server with no finding shown, so a reviewer lists
 * the defects they find rather than judging ours (recall, measured as precision is). Pure:
 * scripts/label-packet.ts --blind reads the catalogs and writes the files.
 */
import { mulberry32 } from '../../stats/mulberry32.ts';
import { fenced, siblingLines } from './label-packet.ts';

export interface BlindServer {
  server: string;
  tools: Array<{ name: string; description?: string; tool: unknown }>;
}

export interface BlindItem {
  server: string;
  name: string;
  tool: unknown;
  siblings: Array<{ name: string; description?: string }>;
}

/**
 * `perServer` tools from each server, drawn with a seeded generator (the same seed draws the same
 * tools), in catalog order within a server; servers in the order given.
 */
export function drawBlindTools(servers: readonly BlindServer[], perServer: number, seed: number): BlindItem[] {
  const random = mulberry32(seed);
  return servers.flatMap((s) => {
    const order = s.tools.map((_, i) => i);
    // Fisher-Yates, then the first perServer in catalog order.
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order
      .slice(0, perServer)
      .sort((a, b) => a - b)
      .map((i) => ({
        server: s.server,
        name: s.tools[i].name,
        tool: s.tools[i].tool,
        siblings: s.tools
          .filter((_, j) => j !== i)
          .map((t) => ({ name: t.name, ...(t.description !== undefined ? { description: t.description } : {}) }))
      }));
  });
}

/** The page a reviewer reads: each drawn tool's JSON and its siblings, and nothing a rule said. */
export function blindPacketMarkdown(set: string, items: readonly BlindItem[]): string {
  const out = [
    `# ${items.length} tools to review blind (${set} set)`,
    '',
    'For each tool, list every defect you find that would make it harder for an agent to pick it or to call it correctly, ' +
      'or that costs context for nothing. Read the whole tool and its siblings; no linter output is shown, on purpose. ' +
      'In the defects file beside this page, give each defect a `kind` (kebab-case, e.g. `param-undocumented`, ' +
      '`description-vague`, `missing-annotations`), the JSON `pointer` inside the tool (`/inputSchema/properties/q`, ' +
      '`/description`, or `""` for the whole tool), an `impact` (`high`, `medium` or `low`) and one sentence of `evidence`. ' +
      'Leave `defects` empty for a tool you find clean.',
    ''
  ];
  items.forEach((it, i) => {
    out.push(`## ${i + 1}. ${it.server} / ${it.name}`, '', fenced(JSON.stringify(it.tool, null, 2), 'json'), '');
    out.push(...siblingLines(it.server, it.siblings), '');
  });
  return out.join('\n');
}

/**
 * The defects file the reviewer fills in: one entry per drawn tool, `defects: null` until reviewed
 * (a list, empty for a clean tool, once it is), so a file imported unfilled is refused, not read
 * as "every tool clean".
 */
export function emptyBlindLabels(items: readonly BlindItem[]): string {
  const rows = items.map((it) => JSON.stringify({ server: it.server, tool: it.name, defects: null }));
  return `[\n${rows.map((r) => `  ${r}`).join(',\n')}\n]\n`;
}
