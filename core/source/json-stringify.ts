/**
 * JSON.stringify, compact, that never fails on depth. JSON.stringify recurses and throws a
 * RangeError a few thousand levels down; the token cost of a schema is defined on its exact
 * serialisation, so a deep schema must be serialised right, not replaced by `{}`. Plain JSON data
 * (what JSON.parse and YAML give) takes the fast native path; only a RangeError falls back to the
 * iterative writer below, which produces the same text (same key order, same escaping, undefined
 * members skipped, non-finite numbers as null). A cycle is a bug in the caller (parseText refuses
 * self-referencing documents) and throws a ToolgaugeError.
 */
import { ToolgaugeError } from './diagnostic.ts';

export function stringifyJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch (e) {
    if (!(e instanceof RangeError))
      throw new ToolgaugeError('unserialisable', `cannot serialise the value: ${(e as Error).message}`);
    return stringifyDeep(value);
  }
}

const skipped = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

function scalar(v: unknown): string {
  if (typeof v === 'bigint') throw new ToolgaugeError('unserialisable', 'cannot serialise a BigInt');
  return JSON.stringify(v) ?? 'null';
}

/** The iterative writer: an explicit stack of open containers instead of recursion. */
export function stringifyDeep(value: unknown): string | undefined {
  if (skipped(value)) return undefined;
  const out: string[] = [];
  interface Frame {
    node: object;
    keys: string[] | undefined;
    next: number;
    wrote: boolean;
  }
  const onPath = new Set<object>();
  const stack: Frame[] = [];
  const open = (v: unknown): void => {
    if (v === null || typeof v !== 'object') {
      out.push(scalar(v));
      return;
    }
    const json = (v as { toJSON?: unknown }).toJSON;
    if (typeof json === 'function') {
      open((json as () => unknown).call(v));
      return;
    }
    if (onPath.has(v)) throw new ToolgaugeError('cycle', 'cannot serialise a value that contains itself');
    onPath.add(v);
    const isArray = Array.isArray(v);
    out.push(isArray ? '[' : '{');
    stack.push({ node: v, keys: isArray ? undefined : Object.keys(v), next: 0, wrote: false });
  };
  open(value);
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.keys === undefined) {
      const arr = top.node as unknown[];
      if (top.next >= arr.length) {
        out.push(']');
        onPath.delete(top.node);
        stack.pop();
        continue;
      }
      const item = arr[top.next++];
      if (top.wrote) out.push(',');
      top.wrote = true;
      if (skipped(item)) out.push('null');
      else open(item);
    } else {
      if (top.next >= top.keys.length) {
        out.push('}');
        onPath.delete(top.node);
        stack.pop();
        continue;
      }
      const key = top.keys[top.next++];
      const item = (top.node as Record<string, unknown>)[key];
      if (skipped(item)) continue;
      if (top.wrote) out.push(',');
      top.wrote = true;
      out.push(JSON.stringify(key), ':');
      open(item);
    }
  }
  return out.join('');
}
