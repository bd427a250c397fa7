/**
 * The suite validators, compiled ahead of time for the browser. ajv compiles a schema into a
 * function with `new Function`, which the playground's Content-Security-Policy forbids (no
 * 'unsafe-eval', in the page or its workers). The suite schema and the draft-07 meta-schema are
 * fixed, so Vite compiles them at build time (ajv's standalone code) into the virtual module
 * `virtual:toolgauge/suite-validators`, which the core worker passes to the suite loader.
 *
 * The compiled code carries copies of the schema objects; core/suite/validate.ts tells anyOf
 * branches apart by the identity of the schema objects in ajv's errors, so every copy that equals
 * a node of `suiteSchema` is replaced by a reference to that node (`S.definitions.assertion`).
 */
import Ajv, { type AnySchema } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { suiteSchema } from '../../../core/suite/schema-v1.ts';

export const VIRTUAL_ID = 'virtual:toolgauge/suite-validators';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
const META_SCHEMA_ID = 'http://json-schema.org/draft-07/schema';

/** Where each object node of `root` sits, as a JS access path, keyed by its JSON. */
function nodePaths(root: unknown, base: string, out = new Map<string, string>()): Map<string, string> {
  if (root === null || typeof root !== 'object') return out;
  const key = JSON.stringify(root);
  if (!out.has(key)) out.set(key, base);
  for (const [k, v] of Object.entries(root))
    nodePaths(v, `${base}[${JSON.stringify(Array.isArray(root) ? Number(k) : k)}]`, out);
  return out;
}

/** The end of the JSON value starting at `start` (an object or array), strings respected. */
function jsonEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"') {
      for (i++; code[i] !== '"'; i++) if (code[i] === '\\') i++;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      if (--depth === 0) return i + 1;
    }
  }
  throw new Error('suite-validators: unterminated schema literal in ajv standalone code');
}

/** Rebinds the schema literals to `S` and turns `require(...)` into imports. */
function rebind(code: string, prefix: string, root: unknown, rootExpr: string): { code: string; imports: string[] } {
  const paths = nodePaths(root, rootExpr);
  let out = '';
  let at = 0;
  for (const m of code.matchAll(/const (schema\d+) = (?=[{[])/g)) {
    const start = m.index + m[0].length;
    const end = jsonEnd(code, start);
    const path = paths.get(JSON.stringify(JSON.parse(code.slice(start, end))));
    out += code.slice(at, start) + (path ?? code.slice(start, end));
    at = end;
  }
  out += code.slice(at);
  const imports: string[] = [];
  out = out.replace(/require\("([^"]+)"\)/g, (_all, spec: string) => {
    const name = `${prefix}req${imports.length}`;
    imports.push(
      `import * as ${name}_ns from ${JSON.stringify(spec)};\nconst ${name} = ${name}_ns.default && typeof ${name}_ns.default === 'object' && 'default' in ${name}_ns.default ? ${name}_ns.default : ${name}_ns;`
    );
    return name;
  });
  // ajv names its functions validate10, schema11, ... in both units: keep them apart.
  out = out.replace(/\b(validate|schema|func|pattern|formats)(\d+)\b/g, `${prefix}$1$2`);
  return { code: out, imports };
}

function unit(
  ajv: Ajv,
  schema: AnySchema | undefined,
  ref: string,
  prefix: string,
  root: unknown,
  rootExpr: string
): { body: string; imports: string[]; name: string } {
  const validate = schema !== undefined ? ajv.compile(schema) : ajv.getSchema(ref);
  if (!validate) throw new Error(`suite-validators: ajv has no schema ${ref}`);
  const code = standaloneCode(ajv, validate);
  // `"use strict";module.exports = validate10;module.exports.default = validate10;...`
  const head = code.match(/^"use strict";module\.exports = (validate\d+);module\.exports\.default = validate\d+;/);
  if (!head) throw new Error('suite-validators: unexpected ajv standalone header');
  const r = rebind(code.slice(head[0].length), prefix, root, rootExpr);
  return { body: r.code, imports: r.imports, name: `${prefix}${head[1]}` };
}

/** The virtual module's source: `validateSuite` and `validateJsonSchema` as ajv's ValidateFunctions. */
export function suiteValidatorsSource(): string {
  // The same options as core/suite/validate.ts and core/suite/checks.ts use at run time.
  const suite = unit(
    new Ajv({ allErrors: true, verbose: true, strict: false, code: { source: true } }),
    suiteSchema as unknown as AnySchema,
    '',
    's_',
    suiteSchema,
    'S'
  );
  const metaAjv = new Ajv({ strict: false, validateSchema: true, code: { source: true } });
  const metaSchema = metaAjv.getSchema(META_SCHEMA_ID)?.schema;
  const meta = unit(metaAjv, undefined, META_SCHEMA_ID, 'm_', metaSchema, 'M');
  return [
    `import { suiteSchema as S } from '#core/suite/schema-v1';`,
    ...suite.imports,
    ...meta.imports,
    `const M = ${JSON.stringify(metaSchema)};`,
    suite.body,
    meta.body,
    `export const validateSuite = ${suite.name};`,
    `export const validateJsonSchema = ${meta.name};`
  ].join('\n');
}

/** Serves `virtual:toolgauge/suite-validators` (built once per build or dev server). */
export function suiteValidatorsPlugin(): Plugin {
  let source: string | undefined;
  return {
    name: 'toolgauge-suite-validators',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      source ??= suiteValidatorsSource();
      return source;
    }
  };
}
