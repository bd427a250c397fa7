/**
 * What `toolgauge call` prints: the result's content blocks as readable text, its
 * structuredContent as indented JSON, the outputSchema verdict with each failing field's JSON
 * pointer, and the time the call took. Everything the server sent is made terminal-safe (control
 * and bidi characters shown escaped); `--json` gives the same as one JSON object.
 */
import { terminalSafe } from '#core/report/formats/text';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { problemLines, type OutputCheck } from './schema-check.ts';

export interface CallRecord {
  server: string;
  tool: string;
  arguments: Record<string, unknown>;
  elapsedMs: number;
  result: CallToolResult;
  outputSchema: OutputCheck;
}

/** Exit 1 when the tool said isError or its structuredContent breaks its outputSchema. */
export function callFailed(r: Pick<CallRecord, 'result' | 'outputSchema'>): boolean {
  return r.result.isError === true || r.outputSchema.status === 'invalid' || r.outputSchema.status === 'bad-schema';
}

const indent = (text: string, pad = '  ') =>
  text
    .split('\n')
    .map((l) => pad + l)
    .join('\n');

function block(b: Record<string, unknown>, i: number): string {
  const head = `[${i}] ${terminalSafe(String(b.type))}`;
  const bytes = (data: unknown) =>
    typeof data === 'string' ? `${Math.floor((data.length * 3) / 4)} bytes` : 'no data';
  switch (b.type) {
    case 'text':
      return `${head}\n${indent(terminalSafe(String(b.text ?? '')), '    ')}`;
    case 'image':
    case 'audio':
      return `${head} ${terminalSafe(String(b.mimeType ?? ''))}, ${bytes(b.data)} (base64, not shown)`;
    case 'resource_link':
      return `${head} ${terminalSafe(String(b.uri ?? ''))}${b.name ? `  ${terminalSafe(String(b.name))}` : ''}`;
    case 'resource': {
      const r = (b.resource ?? {}) as Record<string, unknown>;
      const body =
        typeof r.text === 'string'
          ? `\n${indent(terminalSafe(r.text), '    ')}`
          : typeof r.blob === 'string'
            ? ` (${bytes(r.blob)} blob, not shown)`
            : '';
      return `${head} ${terminalSafe(String(r.uri ?? ''))}${body}`;
    }
    default:
      return `${head} ${terminalSafe(JSON.stringify(b))}`;
  }
}

export function outputVerdict(c: OutputCheck): string[] {
  switch (c.status) {
    case 'valid':
      return [`outputSchema: structuredContent matches (JSON Schema ${c.dialect})`];
    case 'invalid':
      return [
        `outputSchema: structuredContent does not match (JSON Schema ${c.dialect}):`,
        ...problemLines(c.problems).map((l) => '  ' + terminalSafe(l))
      ];
    case 'bad-schema':
      return [`outputSchema: the tool's outputSchema cannot be compiled: ${terminalSafe(c.error)}`];
    case 'error-result':
      return ['outputSchema: not checked (isError results are not held to it)'];
    default:
      return ['outputSchema: none declared'];
  }
}

export function formatCallText(r: CallRecord): string {
  const out: string[] = [];
  const content = (r.result.content ?? []) as Array<Record<string, unknown>>;
  out.push(content.length ? 'content:' : 'content: (none)');
  for (const [i, b] of content.entries()) out.push(indent(block(b, i)));
  if (r.result.structuredContent !== undefined)
    out.push('structuredContent:', indent(terminalSafe(JSON.stringify(r.result.structuredContent, null, 2))));
  if (r.result.isError === true) out.push('isError: true (the tool reported an error)');
  out.push(...outputVerdict(r.outputSchema));
  const verdict =
    r.result.isError === true
      ? 'the tool reported an error'
      : r.outputSchema.status === 'invalid'
        ? 'structuredContent breaks the outputSchema'
        : r.outputSchema.status === 'bad-schema'
          ? 'the outputSchema is unusable'
          : 'ok';
  out.push(`${terminalSafe(r.tool)} on ${terminalSafe(r.server)}: ${verdict} (${r.elapsedMs} ms)`);
  return out.join('\n') + '\n';
}

export function formatCallJson(r: CallRecord): string {
  return (
    JSON.stringify(
      {
        server: r.server,
        tool: r.tool,
        arguments: r.arguments,
        elapsedMs: r.elapsedMs,
        ok: !callFailed(r),
        result: r.result,
        outputSchema: r.outputSchema
      },
      null,
      2
    ) + '\n'
  );
}
