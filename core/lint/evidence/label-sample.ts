/**
 * Which firings a reviewer labels next (../shared/LABELLING.md, "Which firings"): per rule, sort the
 * firings by (server, tool, pointer), drop those already labelled, and take an even spread with at
 * most `perServer` from any one server, `perRule` per rule (all of them where it fires less). A rule
 * whose premise is exact needs every firing labelled, so it gets all of them. Pure: the packet
 * script lints and reads the labels, then passes both in.
 */
import { firingKey, type FiringKey } from './precision-labels.ts';

export interface SampleOptions {
  perRule: number;
  perServer: number;
  /** Rules that need every firing labelled (the evidence policy's exact-premise rules). */
  everyFiring: (rule: string) => boolean;
}

export const DEFAULT_SAMPLE: Omit<SampleOptions, 'everyFiring'> = { perRule: 15, perServer: 3 };

const order = (a: FiringKey, b: FiringKey) =>
  a.server < b.server
    ? -1
    : a.server > b.server
      ? 1
      : a.tool < b.tool
        ? -1
        : a.tool > b.tool
          ? 1
          : a.pointer < b.pointer
            ? -1
            : a.pointer > b.pointer
              ? 1
              : a.messageId < b.messageId
                ? -1
                : a.messageId > b.messageId
                  ? 1
                  : 0;

/** Evenly spaced positions over n items, k of them (0, n/k, 2n/k, ...), each once. */
function spread(n: number, k: number): number[] {
  if (k >= n) return [...Array(n).keys()];
  return [...new Set([...Array(k).keys()].map((i) => Math.floor((i * n) / k)))];
}

/** The firings to label, per rule id (rules with nothing left to label are absent). */
export function sampleFirings(
  firings: readonly FiringKey[],
  labelled: readonly FiringKey[],
  options: SampleOptions
): Map<string, FiringKey[]> {
  const done = new Set(labelled.map(firingKey));
  const seen = new Set<string>();
  const byRule = new Map<string, FiringKey[]>();
  for (const f of firings) {
    const key = firingKey(f);
    if (done.has(key) || seen.has(key)) continue;
    seen.add(key);
    byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
  }
  const out = new Map<string, FiringKey[]>();
  for (const rule of [...byRule.keys()].sort()) {
    const list = byRule.get(rule)!.sort(order);
    if (options.everyFiring(rule)) {
      out.set(rule, list);
      continue;
    }
    // First pass: evenly spaced picks under the per-server cap; then fill from the rest in order.
    const picked: FiringKey[] = [];
    const perServer = new Map<string, number>();
    const take = (f: FiringKey) => {
      if (picked.length >= options.perRule || picked.includes(f) || (perServer.get(f.server) ?? 0) >= options.perServer)
        return;
      picked.push(f);
      perServer.set(f.server, (perServer.get(f.server) ?? 0) + 1);
    };
    for (const i of spread(list.length, options.perRule)) take(list[i]);
    for (const f of list) take(f);
    if (picked.length > 0) out.set(rule, picked.sort(order));
  }
  return out;
}
