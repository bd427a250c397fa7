/**
 * Picks the importer for an entry. Most entries are unambiguous (a `jsonrpc` member, `tool_calls`,
 * `tool_use` blocks, a `runs` list); a conversation with no tool call at all reads the same in
 * either chat format, so it is reported as uncertain and the caller keeps the file's format.
 */
import { anthropicImporter } from './anthropic.ts';
import { canonicalImporter } from './canonical.ts';
import { claudeCodeImporter } from './claude-code.ts';
import { mcpJsonRpcImporter } from './mcp-jsonrpc.ts';
import { openAiImporter } from './openai.ts';
import { openAiResponsesImporter } from './openai-responses.ts';
import { isPlainObject } from '../../source/values.ts';
import type { TraceFormat, TraceImporter } from './types.ts';

/**
 * Every importer by its format: the one list of trace formats. The Record type makes the compiler
 * reject a TraceFormat without an importer; the key order is the order help and docs list them in.
 */
const BY_FORMAT: Record<TraceFormat, TraceImporter> = {
  openai: openAiImporter,
  'openai-responses': openAiResponsesImporter,
  anthropic: anthropicImporter,
  'claude-code': claudeCodeImporter,
  'mcp-jsonrpc': mcpJsonRpcImporter,
  canonical: canonicalImporter
};

/** Every trace format toolgauge reads (`import --from`, the playground), in listing order. */
export const TRACE_FORMATS = Object.keys(BY_FORMAT) as readonly TraceFormat[];

/** The formats in detection order: the most distinctive marks first (a permutation of TRACE_FORMATS, tested). */
const DETECTION_ORDER: readonly TraceFormat[] = [
  'mcp-jsonrpc',
  'claude-code',
  'canonical',
  'openai-responses',
  'anthropic',
  'openai'
];

/** The importers in detection order. */
export const IMPORTERS: readonly TraceImporter[] = DETECTION_ORDER.map((f) => BY_FORMAT[f]);

export function importerFor(format: TraceFormat): TraceImporter {
  return BY_FORMAT[format];
}

export interface Detection {
  format: TraceFormat;
  /** False when the entry would read the same in another format (plain chat with no tools). */
  certain: boolean;
}

const SAMPLE = 50;

export function detectEntry(value: unknown, depth = 0): Detection | undefined {
  for (const importer of IMPORTERS) if (importer.detect(value)) return { format: importer.format, certain: true };
  // A list of conversations: the first distinctive item decides. One level only: entries nest
  // conversations in a list, never deeper, and hostile input may nest arrays 100,000 deep.
  if (Array.isArray(value) && depth === 0) {
    let fallback: Detection | undefined;
    for (const item of value.slice(0, SAMPLE)) {
      if (isPlainObject(item) && typeof item.role === 'string') break; // a message list, handled below
      const d = detectEntry(item, depth + 1);
      if (d?.certain) return d;
      fallback ??= d;
    }
    if (fallback) return fallback;
  }
  const messages = Array.isArray(value)
    ? value
    : isPlainObject(value)
      ? isPlainObject(value.request)
        ? value.request.messages
        : value.messages
      : undefined;
  if (Array.isArray(messages) && messages.every((m) => isPlainObject(m) && typeof m.role === 'string'))
    return { format: 'openai', certain: false };
  return undefined;
}
