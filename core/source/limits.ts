/**
 * Limits on untrusted input. Past a limit toolgauge refuses the input with a diagnostic that
 * names the limit, where it was crossed, and how to raise it; it never truncates or guesses, so
 * no figure is ever silently wrong. Defaults are documented in docs/limits.md; a host (the CLI
 * from TOOLGAUGE_MAX_* variables, the playground) may replace them with configureLimits.
 */
import type { Diagnostic } from './diagnostic.ts';
import { joinPointer } from './pointer.ts';

export interface Limits {
  /** Characters of one input document (a catalog, suite, spec, rules file or trace). */
  maxInputChars: number;
  /** Tools in one catalog (all servers of a bundle together). */
  maxTools: number;
  /** Nesting of objects and arrays in one document (a schema's `properties` level counts 2). */
  maxDepth: number;
  /** Characters of one name, id or message in a text report; longer ones are cut with a marker. */
  maxReportString: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  maxInputChars: 256 * 2 ** 20,
  maxTools: 100_000,
  maxDepth: 256,
  maxReportString: 500
});

/** Where each limit is raised from the CLI (shown in the error). */
export const LIMIT_ENV: Readonly<Record<keyof Limits, string>> = Object.freeze({
  maxInputChars: 'TOOLGAUGE_MAX_INPUT_CHARS',
  maxTools: 'TOOLGAUGE_MAX_TOOLS',
  maxDepth: 'TOOLGAUGE_MAX_DEPTH',
  maxReportString: 'TOOLGAUGE_MAX_REPORT_STRING'
});

let active: Limits = { ...DEFAULT_LIMITS };

/** The limits in force. */
export function limits(): Readonly<Limits> {
  return active;
}

/** Replaces some limits for this host (the CLI at start-up); returns the previous ones. */
export function configureLimits(next: Partial<Limits>): Limits {
  const previous = active;
  active = { ...active, ...next };
  return previous;
}

const raise = (key: keyof Limits) => `set ${LIMIT_ENV[key]} to raise the limit`;

export function inputTooLarge(length: number, max = active.maxInputChars): Diagnostic | undefined {
  if (length <= max) return undefined;
  return {
    message: `the input is ${length.toLocaleString('en-US')} characters, over the limit of ${max.toLocaleString('en-US')}`,
    expected: `a document of at most ${max.toLocaleString('en-US')} characters; ${raise('maxInputChars')}`,
    line: 1,
    column: 1
  };
}

export function tooManyTools(count: number, max = active.maxTools): Diagnostic | undefined {
  if (count <= max) return undefined;
  return {
    message: `the catalog has ${count.toLocaleString('en-US')} tools, over the limit of ${max.toLocaleString('en-US')}`,
    expected: `at most ${max.toLocaleString('en-US')} tools; ${raise('maxTools')}`,
    pointer: ''
  };
}

/**
 * Checks a parsed document's nesting, without recursion (so a hostile depth cannot overflow the
 * stack here), and finds self-reference (a YAML alias inside its own anchor makes a cycle, which
 * no serialisation or count can handle). Returns the first problem, with its JSON pointer.
 * `tree`: the value is known to have no cycles (JSON.parse makes none), so only depth is checked.
 * Pointers are built only for a problem: a 20 MB catalog has a million containers.
 */
export function checkStructure(
  value: unknown,
  maxDepth = active.maxDepth,
  options: { tree?: boolean } = {}
): Diagnostic | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  // Depth-first with an explicit stack of open containers; `onPath` holds the same containers
  // (for the cycle check). A frame's `next` is one past the member being visited.
  interface Frame {
    node: object;
    keys: string[] | undefined;
    next: number;
  }
  const onPath = options.tree ? undefined : new Set<object>();
  const open = (node: object): Frame => {
    onPath?.add(node);
    return { node, keys: Array.isArray(node) ? undefined : Object.keys(node), next: 0 };
  };
  const stack: Frame[] = [open(value)];
  const pointerHere = (): string => {
    let pointer = '';
    for (const f of stack) pointer = joinPointer(pointer, f.keys ? f.keys[f.next - 1] : f.next - 1);
    return pointer;
  };
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const keys = top.keys;
    const size = keys ? keys.length : (top.node as unknown[]).length;
    if (top.next >= size) {
      onPath?.delete(top.node);
      stack.pop();
      continue;
    }
    const key: string | number = keys ? keys[top.next] : top.next;
    top.next++;
    const child = (top.node as Record<string | number, unknown>)[key];
    if (child === null || typeof child !== 'object') continue;
    if (onPath?.has(child)) {
      return {
        message: 'the document refers to itself (an alias inside its own anchor)',
        expected: 'a document without self-reference: a tree',
        pointer: pointerHere()
      };
    }
    if (stack.length >= maxDepth) {
      return {
        message: `objects and arrays nest deeper than ${maxDepth} levels`,
        expected: `at most ${maxDepth} levels of nesting; ${raise('maxDepth')}`,
        pointer: pointerHere()
      };
    }
    stack.push(open(child));
  }
  return undefined;
}

/** A string cut to the report limit, with a marker saying how much was left out. */
export function cutForReport(text: string, max = active.maxReportString): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (+${(text.length - max).toLocaleString('en-US')} characters)`;
}
