/**
 * Reads every shape people paste as a tool catalog:
 *   { "tools": [...] }  (other top-level fields kept in `meta`)
 *   [ ...tools ]
 *   { "jsonrpc": "2.0", "id": 1, "result": { "tools": [...] } }
 *   the same in YAML
 *   { "servers": { "<name>": <any of the above> } }  -> ids `name.tool`
 * Bad input comes back as diagnostics with a JSON pointer (and line:column when from text).
 */
import { readContextItems, type ContextItem } from './context-items.ts';
import type { Diagnostic } from '../source/diagnostic.ts';
import { joinPointer } from '../source/pointer.ts';
import { parseText, type ParsedText, type TextFormat } from '../source/parse-text.ts';
import { checkStructure, tooManyTools } from '../source/limits.ts';
import { isPlainObject, describeType } from '../source/values.ts';
import type { Catalog, CatalogTool, JsonObject, ServerInstructions, Tool } from './types.ts';

export type CatalogResult =
  | { ok: true; catalog: Catalog; warnings: Diagnostic[]; source?: ParsedText }
  | { ok: false; errors: Diagnostic[]; format?: TextFormat };

const SHAPES =
  'a tools/list result: an object with a "tools" array, a bare array of tools, a JSON-RPC response whose result has "tools", or { "servers": { "<name>": catalog } }';

/** Parse catalog text (JSON or YAML). */
export function parseCatalogText(text: string, options: { file?: string; format?: TextFormat } = {}): CatalogResult {
  const parsed = parseText(text, options);
  if (!parsed.ok) return { ok: false, errors: [parsed.error], format: parsed.format };
  const result = parseCatalogValue(parsed.value, { structureChecked: true });
  const named = result.ok ? result.warnings : result.errors;
  parsed.prepare?.(named.flatMap((d) => (d.pointer !== undefined ? [d.pointer] : [])));
  const place = (d: Diagnostic): Diagnostic => {
    const pos = d.pointer !== undefined ? parsed.locate(d.pointer) : undefined;
    return { ...d, ...(pos ?? {}), file: options.file };
  };
  if (!result.ok) return { ok: false, errors: result.errors.map(place), format: parsed.format };
  return { ...result, warnings: result.warnings.map(place), source: parsed };
}

/** Normalize an already-parsed value (parseText has checked the nesting of values from text). */
export function parseCatalogValue(value: unknown, options: { structureChecked?: boolean } = {}): CatalogResult {
  if (!options.structureChecked) {
    const structure = checkStructure(value);
    if (structure) return { ok: false, errors: [structure] };
  }
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const tools: CatalogTool[] = [];
  let meta: JsonObject = {};
  const instructions: ServerInstructions[] = [];

  // A catalog object (top level, or a bundle's server) may carry the server's initialize instructions.
  const readInstructions = (node: JsonObject, base: string, server: string | undefined) => {
    if (!('instructions' in node) || node.instructions === undefined || node.instructions === null) return;
    const pointer = joinPointer(base, 'instructions');
    if (typeof node.instructions === 'string')
      instructions.push({ ...(server !== undefined ? { server } : {}), pointer, text: node.instructions });
    else
      warnings.push({
        message: `"instructions" is ${describeType(node.instructions)}; it is treated as absent`,
        expected: "a string (the initialize result's instructions)",
        pointer
      });
  };
  const context: ContextItem[] = [];

  const readTools = (list: unknown[], base: string, server: string | undefined) => {
    list.forEach((raw, index) => {
      const pointer = joinPointer(base, index);
      if (!isPlainObject(raw)) {
        errors.push({
          message: `tool ${index} is ${describeType(raw)}`,
          expected: 'a tool object with a "name"',
          pointer
        });
        return;
      }
      const name = raw.name;
      if (typeof name !== 'string' || name.trim() === '') {
        errors.push({
          message:
            name === undefined
              ? `tool ${index} has no "name"`
              : `tool ${index} has a name that is ${describeType(name)}`,
          expected: 'a non-empty string name',
          pointer: name === undefined ? pointer : joinPointer(pointer, 'name')
        });
        return;
      }
      const description = raw.description;
      if (description !== undefined && description !== null && typeof description !== 'string') {
        warnings.push({
          message: `"${name}" has a description that is ${describeType(description)}; it is treated as absent`,
          expected: 'a string',
          pointer: joinPointer(pointer, 'description')
        });
      }
      tools.push({
        id: server === undefined ? name : `${server}.${name}`,
        name,
        server,
        pointer,
        description: typeof description === 'string' ? description : undefined,
        tool: raw as Tool
      });
    });
  };

  const readShape = (node: unknown, base: string, server: string | undefined, allowServers: boolean): boolean => {
    if (Array.isArray(node)) {
      readTools(node, base, server);
      return true;
    }
    if (!isPlainObject(node)) {
      errors.push({ message: `the catalog is ${describeType(node)}`, expected: SHAPES, pointer: base });
      return false;
    }
    if ('jsonrpc' in node && !('tools' in node)) {
      if (isPlainObject(node.error)) {
        const msg = typeof node.error.message === 'string' ? node.error.message : 'unknown error';
        errors.push({
          message: `the JSON-RPC response is an error: ${msg}`,
          expected: 'a response with a "result"',
          pointer: joinPointer(base, 'error')
        });
        return false;
      }
      if (!('result' in node)) {
        errors.push({
          message: 'the JSON-RPC message has no "result"',
          expected: 'a tools/list response with "result": { "tools": [...] }',
          pointer: base
        });
        return false;
      }
      return readShape(node.result, joinPointer(base, 'result'), server, false);
    }
    if (allowServers && !('tools' in node) && isPlainObject(node.servers)) {
      const { servers, ...rest } = node;
      if (base === '') meta = rest;
      readInstructions(node, base, server);
      for (const [name, inner] of Object.entries(servers as JsonObject)) {
        if (name.trim() === '') {
          errors.push({
            message: 'a server has an empty name',
            expected: 'a non-empty server name',
            pointer: joinPointer(base, 'servers', name)
          });
          continue;
        }
        readShape(inner, joinPointer(base, 'servers', name), name, false);
      }
      return true;
    }
    if (!('tools' in node)) {
      errors.push({ message: 'no "tools" found', expected: SHAPES, pointer: base });
      return false;
    }
    if (!Array.isArray(node.tools)) {
      errors.push({
        message: `"tools" is ${describeType(node.tools)}`,
        expected: 'an array of tool objects',
        pointer: joinPointer(base, 'tools')
      });
      return false;
    }
    if (base === '') {
      const { tools: _tools, ...rest } = node;
      meta = rest;
    }
    readInstructions(node, base, server);
    readTools(node.tools, joinPointer(base, 'tools'), server);
    context.push(...readContextItems(node, base, server));
    return true;
  };

  readShape(value, '', undefined, true);
  if (errors.length > 0) return { ok: false, errors };
  const tooMany = tooManyTools(tools.length);
  if (tooMany) return { ok: false, errors: [tooMany] };

  const seen = new Map<string, CatalogTool>();
  for (const t of tools) {
    const first = seen.get(t.id);
    if (first)
      warnings.push({
        message: `duplicate tool id "${t.id}" (first at ${first.pointer})`,
        expected: 'unique tool names',
        pointer: t.pointer
      });
    else seen.set(t.id, t);
  }
  return {
    ok: true,
    catalog: {
      tools,
      meta,
      ...(instructions.length > 0 ? { instructions } : {}),
      ...(context.length > 0 ? { context } : {})
    },
    warnings
  };
}

// core/lint/rules/helpers/description-text.ts reads it from here.
export { describeType };
