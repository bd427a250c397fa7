/**
 * How a declared tool id (a class member, an expected tool, a correct or distractor id) matches an
 * observed call. One rule for every metric:
 *   - a member with a dot, `server.tool`, matches only a call whose qualified id is exactly that;
 *   - a bare member, `tool`, matches a call to that tool on any server;
 *   - a call with no `server` therefore matches bare members only.
 * A tool whose own name contains a dot can only be named qualified (`server.tool.with.dots`).
 */
import { qualifiedId, type TraceCall } from '../trace/types.ts';

export type CallRef = Pick<TraceCall, 'server' | 'tool'>;

/** A named group of interchangeable tools: calling any member reaches the class's capability. */
export interface EqualFunctionClass {
  name: string;
  members: string[];
}

export function isQualifiedMember(member: string): boolean {
  return member.includes('.');
}

export function memberMatches(member: string, call: CallRef): boolean {
  if (isQualifiedMember(member)) return call.server !== undefined && call.server !== '' && qualifiedId(call) === member;
  return member === call.tool;
}

/**
 * A prepared set of ids for repeated lookups (100,000 calls must not scan every member each time):
 * qualified ids and bare names in two hash sets.
 */
export class IdMatcher {
  readonly #qualified = new Set<string>();
  readonly #bare = new Set<string>();
  readonly size: number;

  constructor(ids: Iterable<string>) {
    for (const id of ids) (isQualifiedMember(id) ? this.#qualified : this.#bare).add(id);
    this.size = this.#qualified.size + this.#bare.size;
  }

  /** Memo of answers by server, then tool: traces repeat the same few tools thousands of times. */
  readonly #memo = new Map<string, Map<string, boolean>>();

  matches(call: CallRef): boolean {
    const server = call.server ?? '';
    let byTool = this.#memo.get(server);
    if (!byTool) this.#memo.set(server, (byTool = new Map()));
    let hit = byTool.get(call.tool);
    if (hit === undefined) {
      hit = this.#bare.has(call.tool) || (server !== '' && this.#qualified.has(`${server}.${call.tool}`));
      byTool.set(call.tool, hit);
    }
    return hit;
  }
}

/** Indexes of the classes (in declaration order) that a call lands in. */
export class ClassIndex {
  readonly classes: readonly EqualFunctionClass[];
  readonly #qualified = new Map<string, number[]>();
  readonly #bare = new Map<string, number[]>();

  constructor(classes: readonly EqualFunctionClass[]) {
    this.classes = classes;
    classes.forEach((cls, index) => {
      for (const member of cls.members) {
        const map = isQualifiedMember(member) ? this.#qualified : this.#bare;
        const list = map.get(member);
        if (!list) map.set(member, [index]);
        else if (list[list.length - 1] !== index) list.push(index);
      }
    });
  }

  readonly #memo = new Map<string, Map<string, readonly number[]>>();

  /** Class indexes the call matches, ascending, without duplicates. */
  classesOf(call: CallRef): readonly number[] {
    const server = call.server ?? '';
    let byTool = this.#memo.get(server);
    if (!byTool) this.#memo.set(server, (byTool = new Map()));
    let hit = byTool.get(call.tool);
    if (hit === undefined) {
      const bare = this.#bare.get(call.tool);
      const qualified = server !== '' ? this.#qualified.get(`${server}.${call.tool}`) : undefined;
      hit = !qualified ? (bare ?? []) : !bare ? qualified : [...new Set([...bare, ...qualified])].sort((a, b) => a - b);
      byTool.set(call.tool, hit);
    }
    return hit;
  }
}
