/**
 * The live panel's call form, generated from a tool's inputSchema: one field per top-level
 * property (text, a choice for an enum, a number, true/false, or JSON for objects, arrays and
 * anything else), and the arguments read back from what was typed. Empty optional fields are left
 * out of the call; a value that cannot be read names its field.
 */
import { isPlainObject } from '#core/source/values';
export type FieldKind = 'string' | 'enum' | 'number' | 'integer' | 'boolean' | 'json';

export interface FormField {
  name: string;
  kind: FieldKind;
  required: boolean;
  description?: string;
  /** For enum fields: the choices as shown (JSON text for non-strings), and their values. */
  options?: string[];
  choices?: unknown[];
}

type Obj = Record<string, unknown>;

function kindOf(prop: Obj): { kind: FieldKind; options?: string[]; choices?: unknown[] } {
  if (Array.isArray(prop.enum) && prop.enum.length > 0)
    return {
      kind: 'enum',
      options: prop.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      choices: prop.enum
    };
  const types = (Array.isArray(prop.type) ? prop.type : [prop.type]).filter((t) => t !== 'null');
  if (
    types.length === 1 &&
    (types[0] === 'string' || types[0] === 'number' || types[0] === 'integer' || types[0] === 'boolean')
  )
    return { kind: types[0] };
  return { kind: 'json' };
}

export function formFields(inputSchema: unknown): FormField[] {
  if (!isPlainObject(inputSchema) || !isPlainObject(inputSchema.properties)) return [];
  const required = new Set(
    Array.isArray(inputSchema.required) ? inputSchema.required.filter((r): r is string => typeof r === 'string') : []
  );
  return Object.entries(inputSchema.properties).map(([name, raw]) => {
    const prop = isPlainObject(raw) ? raw : {};
    const { kind, options, choices } = kindOf(prop);
    return {
      name,
      kind,
      required: required.has(name),
      ...(typeof prop.description === 'string' ? { description: prop.description } : {}),
      ...(options ? { options, choices } : {})
    };
  });
}

export type FormArgs = { ok: true; args: Record<string, unknown> } | { ok: false; field: string; error: string };

/** The call's arguments from the typed values (every value is the field's text). */
export function argsFromForm(fields: FormField[], values: Record<string, string>): FormArgs {
  const args: Record<string, unknown> = {};
  for (const f of fields) {
    const text = values[f.name] ?? '';
    if (text.trim() === '' && !(f.required && f.kind === 'string')) {
      if (f.required) return { ok: false, field: f.name, error: `${f.name} is required` };
      continue;
    }
    if (f.kind === 'string') args[f.name] = text;
    else if (f.kind === 'enum') {
      const i = (f.options ?? []).indexOf(text);
      if (i < 0) return { ok: false, field: f.name, error: `${f.name} must be one of ${(f.options ?? []).join(', ')}` };
      args[f.name] = (f.choices ?? [])[i];
    } else if (f.kind === 'number' || f.kind === 'integer') {
      const n = Number(text);
      if (!Number.isFinite(n)) return { ok: false, field: f.name, error: `${f.name} must be a number` };
      args[f.name] = n;
    } else if (f.kind === 'boolean') {
      if (text !== 'true' && text !== 'false')
        return { ok: false, field: f.name, error: `${f.name} must be true or false` };
      args[f.name] = text === 'true';
    } else {
      try {
        args[f.name] = JSON.parse(text) as unknown;
      } catch (e) {
        return { ok: false, field: f.name, error: `${f.name} must be JSON: ${(e as Error).message}` };
      }
    }
  }
  return { ok: true, args };
}

/** The tools a listing offers, with the server each belongs to (a config lists several). */
export function toolsOfListing(
  text: string
): Array<{ id: string; name: string; server?: string; inputSchema?: unknown; description?: string }> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isPlainObject(v)) return [];
  const read = (node: unknown, server?: string) =>
    isPlainObject(node) && Array.isArray(node.tools)
      ? node.tools
          .filter(isPlainObject)
          .filter((t) => typeof t.name === 'string')
          .map((t) => ({
            id: server ? `${server}.${t.name as string}` : (t.name as string),
            name: t.name as string,
            ...(server ? { server } : {}),
            inputSchema: t.inputSchema,
            ...(typeof t.description === 'string' ? { description: t.description } : {})
          }))
      : [];
  if (isPlainObject(v.servers)) return Object.entries(v.servers).flatMap(([name, node]) => read(node, name));
  return read(v);
}
