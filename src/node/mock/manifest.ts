/**
 * Reads a mock manifest (YAML or JSON), validates it against the manifest schema and reports each
 * problem as file:line:column with what was expected.
 */
import Ajv, { type ErrorObject } from 'ajv';
import type { Diagnostic } from '#core/source/diagnostic';
import { parseText } from '#core/source/parse-text';
import { nearest } from '#core/source/nearest';
import { mockManifestSchema } from './manifest-schema.ts';

export type Fault = 'hang' | 'crash' | 'malformed' | 'oversized';

export interface MockResponse {
  content?: Array<Record<string, unknown>>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

export interface MockScenario {
  when?: { args?: Record<string, unknown> };
  response?: MockResponse;
  error?: { code?: number; message: string };
  fault?: Fault;
  latency_ms?: number;
}

export interface MockTool {
  name: string;
  title?: string;
  description?: string;
  input_schema?: Record<string, unknown>;
  output_schema?: Record<string, unknown>;
  allow_invalid_output?: boolean;
  annotations?: Record<string, unknown>;
  latency_ms?: number;
  response?: MockResponse;
  fault?: Fault;
  scenarios?: MockScenario[];
}

export interface MockManifest {
  name: string;
  version?: string;
  instructions?: string;
  start_delay_ms?: number;
  page_size?: number;
  oversized_bytes?: number;
  initialize_fault?: Fault;
  list_fault?: Fault;
  tools: MockTool[];
}

export type ManifestResult = { ok: true; manifest: MockManifest } | { ok: false; errors: Diagnostic[] };

let validate: ReturnType<Ajv['compile']> | undefined;

function describe(e: ErrorObject): { message: string; expected: string; pointer: string } {
  const pointer = e.instancePath;
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const known = Object.keys(
        (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}
      );
      const near = nearest(key, known);
      return {
        pointer: `${pointer}/${key}`,
        message: `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ''}`,
        expected: known.length > 0 ? `one of ${known.join(', ')}` : 'one of the keys the mock manifest schema lists'
      };
    }
    case 'required':
      return {
        pointer,
        message: `missing "${String(p.missingProperty)}"`,
        expected: `a "${String(p.missingProperty)}" key`
      };
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const near = typeof e.data === 'string' ? nearest(e.data, allowed) : undefined;
      return {
        pointer,
        message: `unknown value${typeof e.data === 'string' ? ` "${e.data}"` : ''}${near ? ` (did you mean "${near}"?)` : ''}`,
        expected: `one of ${allowed.join(', ')}`
      };
    }
    case 'type':
      return { pointer, message: `wrong type`, expected: `${String(p.type)}` };
    default:
      return { pointer, message: e.message ?? 'invalid', expected: 'a value the mock manifest schema allows' };
  }
}

export function parseManifest(text: string, file: string): ManifestResult {
  const parsed = parseText(text, { file });
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  validate ??= new Ajv({ allErrors: true, strict: false, verbose: true }).compile(mockManifestSchema);
  if (!validate(parsed.value)) {
    const seen = new Set<string>();
    const errors: Diagnostic[] = [];
    for (const e of validate.errors ?? []) {
      const d = describe(e);
      const key = d.pointer + d.message;
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push({ ...d, file, ...(parsed.locate(d.pointer) ?? {}) });
    }
    return { ok: false, errors };
  }
  const manifest = (parsed.value as { mock_server: MockManifest }).mock_server;
  const errors: Diagnostic[] = [];
  const names = new Set<string>();
  manifest.tools.forEach((t, i) => {
    if (names.has(t.name)) {
      const pointer = `/mock_server/tools/${i}/name`;
      errors.push({
        message: `duplicate tool name "${t.name}"`,
        expected: 'tool names unique within the server',
        pointer,
        file,
        ...(parsed.locate(pointer) ?? {})
      });
    }
    names.add(t.name);
    if (t.input_schema) {
      try {
        new Ajv({ strict: false }).compile(t.input_schema);
      } catch (e) {
        const pointer = `/mock_server/tools/${i}/input_schema`;
        errors.push({
          message: `input_schema is not a usable JSON Schema: ${(e as Error).message}`,
          expected: 'a JSON Schema object',
          pointer,
          file,
          ...(parsed.locate(pointer) ?? {})
        });
      }
    }
  });
  return errors.length ? { ok: false, errors } : { ok: true, manifest };
}
