/**
 * What a workspace file is, guessed from its name and a cheap look at its text: the main thread
 * must not load the YAML parser or the trace importers (they live in the worker), so this reads
 * JSON with JSON.parse and YAML by its top-level keys only. The pages parse for real in the
 * worker; a wrong guess only files a file under the wrong label, and the strip lets people fix it.
 */
import type { FileKind } from './file-kinds.ts';
import { isPlainObject } from '#core/source/values';

const SUITE_KEYS = ['tests', 'agents', 'tool_quality', 'defaultTest', 'hooks', 'vars', 'env'];
const RULES_KEYS = ['rules', 'overrides', 'budgets', 'preset'];
const TRACE_KEYS = ['runs', 'messages', 'request', 'output', 'jsonrpc', 'calls', 'conversation'];

/** Top-level mapping keys of YAML text (lines that start at column 0 with `key:`). */
function yamlTopKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const m of text.matchAll(/^(["']?)([A-Za-z_][\w.-]*)\1[ \t]*:(?:[ \t]|$)/gm)) keys.add(m[2]);
  return keys;
}

function looksLikeTool(v: unknown): boolean {
  return (
    isPlainObject(v) && typeof v.name === 'string' && ('inputSchema' in v || 'description' in v || 'input_schema' in v)
  );
}

function kindOfKeys(keys: Set<string>, text: string): FileKind | undefined {
  const has = (list: string[]) => list.some((k) => keys.has(k));
  if (keys.has('intents')) return 'bench';
  if (has(SUITE_KEYS)) return 'suite';
  // A suite of only tools: tests has `tool:` entries; a catalog's tools have schemas.
  if (keys.has('tools'))
    return /^\s*-?\s*tool:/m.test(text) && !/inputSchema|input_schema/.test(text) ? 'suite' : 'catalog';
  if (keys.has('servers')) return /\btools:/.test(text) ? 'catalog' : 'suite';
  if (has(RULES_KEYS)) return 'rules';
  // A trace may carry its task's id; a task has a prompt and no conversation.
  if (has(TRACE_KEYS)) return 'trace';
  if (keys.has('task_id') || keys.has('prompt')) return 'task';
  if (keys.has('content') && keys.size <= 3) return 'recorded';
  return undefined;
}

function kindOfJson(value: unknown, text: string): FileKind | undefined {
  if (Array.isArray(value)) {
    const first = value.find((v) => v !== null && v !== undefined);
    if (looksLikeTool(first)) return 'catalog';
    if (isPlainObject(first) && 'task_id' in first && 'prompt' in first) return 'task';
    return first === undefined ? undefined : 'trace';
  }
  if (!isPlainObject(value)) return undefined;
  const result = value.result;
  if (Array.isArray(value.tools) && (value.tools.length === 0 || looksLikeTool(value.tools[0]))) return 'catalog';
  if (isPlainObject(result) && Array.isArray(result.tools)) return 'catalog';
  if (Array.isArray(value.content) && !('role' in value)) return 'recorded';
  return kindOfKeys(new Set(Object.keys(value)), text);
}

/** The kind of a file, from its path and text; `other` when nothing fits. */
export function detectKind(path: string, text: string): FileKind {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (/\.suite\.ya?ml$/.test(name)) return 'suite';
  if (/\.tasks?\.json$/.test(name)) return 'task';
  if (/(^|[.-])rules\.(ya?ml|json)$/.test(name)) return 'rules';
  if (/\.jsonl$/.test(name)) return 'trace';
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.startsWith('{') || body.startsWith('[')) {
    try {
      return kindOfJson(JSON.parse(body), body) ?? 'other';
    } catch {
      // JSON Lines with a .json name, or broken JSON: one record per line is a trace log.
      const line = body.split('\n', 1)[0];
      try {
        return isPlainObject(JSON.parse(line)) ? 'trace' : 'other';
      } catch {
        return /\.json$/.test(name) ? 'catalog' : 'other';
      }
    }
  }
  return kindOfKeys(yamlTopKeys(body), body) ?? 'other';
}
