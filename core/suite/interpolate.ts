/**
 * `${vars.NAME}` and `${env.NAME}` substitution in strings (deeply, in args). The caller passes the
 * environment in: the core reads none. `$${` writes a literal `${`. A string that is exactly one
 * placeholder takes the variable's own type, so `limit: ${vars.max}` stays a number.
 */
export type VarValue = string | number | boolean;

export interface Scope {
  vars: Record<string, VarValue>;
  env: Record<string, string | undefined>;
}

export interface Interpolated<T> {
  value: T;
  /** Placeholders with no value, as written: `vars.NAME` or `env.NAME`. */
  missing: string[];
}

const PLACEHOLDER = /\$(\$?)\{\s*(vars|env)\.([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;
const WHOLE = /^\$\{\s*(vars|env)\.([A-Za-z_][A-Za-z0-9_]*)\s*\}$/;

function lookup(scope: Scope, kind: string, name: string): VarValue | undefined {
  const table = kind === 'vars' ? scope.vars : scope.env;
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

export function interpolateString(text: string, scope: Scope): Interpolated<VarValue> {
  const missing: string[] = [];
  const whole = WHOLE.exec(text);
  if (whole) {
    const v = lookup(scope, whole[1], whole[2]);
    if (v === undefined) return { value: text, missing: [`${whole[1]}.${whole[2]}`] };
    return { value: v, missing };
  }
  const value = text.replace(PLACEHOLDER, (all, escaped: string, kind: string, name: string) => {
    if (escaped) return all.slice(1);
    const v = lookup(scope, kind, name);
    if (v === undefined) {
      missing.push(`${kind}.${name}`);
      return all;
    }
    return String(v);
  });
  return { value, missing };
}

/** Interpolates every string inside a JSON-like value (object keys stay as written). */
export function interpolateDeep(value: unknown, scope: Scope, depth = 0): Interpolated<unknown> {
  if (typeof value === 'string') return interpolateString(value, scope);
  if (depth > 64 || value === null || typeof value !== 'object') return { value, missing: [] };
  const missing: string[] = [];
  if (Array.isArray(value)) {
    const out = value.map((v) => {
      const r = interpolateDeep(v, scope, depth + 1);
      missing.push(...r.missing);
      return r.value;
    });
    return { value: out, missing };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const r = interpolateDeep(v, scope, depth + 1);
    missing.push(...r.missing);
    out[k] = r.value;
  }
  return { value: out, missing };
}

/** Every `vars.NAME` a value mentions, for the load-time check that each one is declared. */
export function varReferences(value: unknown): string[] {
  return references(value, 'vars');
}

/** Every `env.NAME` a value mentions: what the trust gate lists as sent to a server. */
export function envReferences(value: unknown): string[] {
  return [...new Set(references(value, 'env'))];
}

function references(value: unknown, kind: 'vars' | 'env', depth = 0): string[] {
  if (typeof value === 'string') {
    const names: string[] = [];
    for (const m of value.matchAll(PLACEHOLDER)) if (!m[1] && m[2] === kind) names.push(m[3]);
    return names;
  }
  if (depth > 64 || value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap((v) => references(v, kind, depth + 1));
}
