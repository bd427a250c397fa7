/** Small readers shared by the importers: argument parsing, result flattening (the type guards are core/source/values.ts). */
import type { Diagnostic } from '../../source/diagnostic.ts';
import { joinPointer } from '../../source/pointer.ts';
import { isPlainObject } from '../../source/values.ts';
import type { TraceRun, TraceTokens } from '../types.ts';

export type Obj = Record<string, unknown>;

export function problem(pointer: string, message: string, expected?: string): Diagnostic {
  return expected === undefined ? { message, pointer } : { message, expected, pointer };
}

export function ptr(base: string, ...segments: Array<string | number>): string {
  return joinPointer(base, ...segments);
}

/** Numbers only when they are finite and non-negative: usage blocks are sometimes partial. */
export function count(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
}

/** Adds token counts field by field, keeping fields no source reported undefined. */
export function addTokens(a: TraceTokens | undefined, b: TraceTokens | undefined): TraceTokens | undefined {
  if (!a) return b;
  if (!b) return a;
  const sum = (x?: number, y?: number) => (x === undefined ? y : y === undefined ? x : x + y);
  return { input: sum(a.input, b.input), output: sum(a.output, b.output), total: sum(a.total, b.total) };
}

export function cleanTokens(t: TraceTokens): TraceTokens | undefined {
  const out: TraceTokens = {};
  if (t.input !== undefined) out.input = t.input;
  if (t.output !== undefined) out.output = t.output;
  if (t.total !== undefined) out.total = t.total;
  else if (t.input !== undefined && t.output !== undefined) out.total = t.input + t.output;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Tool-call arguments arrive as a JSON string from chat APIs. Models do emit invalid JSON; that is
 * the agent's parameter error, not a malformed trace, so the raw string is kept and a warning
 * raised (the atlas scorer counts a string where an object belongs as a parameter error).
 */
export function parseArguments(raw: unknown, pointer: string, warnings: Diagnostic[]): unknown {
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    warnings.push(
      problem(
        pointer,
        'tool-call arguments are not valid JSON; kept as the raw string',
        'a JSON object encoded as a string'
      )
    );
    return raw;
  }
}

/** Text of a content value that is a string or a list of `{type:'text', text}` parts. */
export function textOf(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return undefined;
  const parts: string[] = [];
  for (const part of content) {
    if (typeof part === 'string') parts.push(part);
    else if (
      isPlainObject(part) &&
      typeof part.text === 'string' &&
      (part.type === undefined || part.type === 'text' || part.type === 'output_text')
    )
      parts.push(part.text);
  }
  return parts.length > 0 ? parts.join('\n') : undefined;
}

/** Drops undefined optional fields so runs compare and serialise cleanly. */
export function tidyRun(run: TraceRun): TraceRun {
  for (const key of Object.keys(run)) if (run[key] === undefined) delete run[key];
  return run;
}
