/**
 * The console examples of README.md and docs/*.md, as data: every fenced block whose first line
 * starts with `$ ` is a list of steps (`$ [VAR=value ...] toolgauge ...` or `$ echo $?`, each with
 * the lines printed under it). An HTML comment just above the fence steers a block:
 * `<!-- example: skip: why -->` (it needs what a test cannot have: credentials, a browser) or
 * `<!-- example: cwd: tests/fixtures/reports -->` (the folder its relative paths are in), or
 * `<!-- example: before: toolgauge ... -->` (a command run first, unshown, that writes a file it needs).
 * Expected output may be trimmed: a line that is only `...` stands for any number of lines,
 * `...` inside a line for any text, and a line ending in `…` is cut there.
 */
import { shellSplit } from '../../../core/source/shell-split.ts';

export interface ExampleStep {
  /** The command as written after `$ `. */
  line: string;
  kind: 'toolgauge' | 'exit-code' | 'other';
  env: Record<string, string>;
  argv: string[];
  /** The printed lines the doc shows under the command. */
  expected: string[];
}

export interface ExampleBlock {
  file: string;
  /** 1-based line of the block's first `$ ` line. */
  line: number;
  /** The block's lines between the fences (what a re-bless rewrites). */
  start: number;
  end: number;
  skip?: string;
  cwd?: string;
  /** Commands run first, unshown (`<!-- example: before: toolgauge ... -->`): a file the example needs. */
  before: ExampleStep[];
  steps: ExampleStep[];
}

const DIRECTIVE = /^<!--\s*example:\s*(skip|cwd|before):\s*(.*?)\s*-->$/;

export function exampleBlocks(file: string, text: string): ExampleBlock[] {
  const lines = text.split('\n');
  const blocks: ExampleBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,})[\w-]*\s*$/.exec(lines[i]);
    if (!open) continue;
    let j = i + 1;
    while (j < lines.length && lines[j] !== open[1]) j++;
    const body = lines.slice(i + 1, j);
    if (body.length > 0 && body[0].startsWith('$ ')) {
      const block: ExampleBlock = { file, line: i + 2, start: i + 1, end: j, before: [], steps: [] };
      for (let k = i - 1; k >= 0 && DIRECTIVE.test(lines[k]); k--) {
        const [, key, value] = DIRECTIVE.exec(lines[k])!;
        if (key === 'skip') block.skip = value;
        else if (key === 'cwd') block.cwd = value;
        else block.before.unshift(step(value));
      }
      for (const l of body) {
        if (l.startsWith('$ ')) block.steps.push(step(l.slice(2)));
        else block.steps[block.steps.length - 1].expected.push(l);
      }
      blocks.push(block);
    }
    i = j;
  }
  return blocks;
}

function step(line: string): ExampleStep {
  // A shell comment after the command explains it; it is not an argument.
  const command = line.replace(/\s+#\s.*$/, '');
  if (command.trim() === 'echo $?') return { line, kind: 'exit-code', env: {}, argv: [], expected: [] };
  const split = shellSplit(command);
  const words = split.ok ? split.words : [];
  const env: Record<string, string> = {};
  while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [k, ...v] = words.shift()!.split('=');
    env[k] = v.join('=');
  }
  if (words[0] !== 'toolgauge') return { line, kind: 'other', env, argv: words, expected: [] };
  return { line, kind: 'toolgauge', env, argv: words.slice(1), expected: [] };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isGap = (l: string) => l.trim() === '...';
/** `...` inside a line stands for any text; a line ending in `…` is cut there (a long link, say). */
const lineMatches = (expected: string, actual: string): boolean => {
  if (expected === actual) return true;
  if (expected.endsWith('…') && actual.length > expected.length && lineMatches(expected.slice(0, -1) + '...', actual))
    return true;
  return expected.includes('...') && new RegExp(`^${expected.split('...').map(escapeRe).join('.*')}$`).test(actual);
};

/** Whether the actual lines are what the doc shows, `...` lines standing for any run of lines. */
export function outputMatches(expected: string[], actual: string[]): boolean {
  const memo = new Map<string, boolean>();
  const go = (e: number, a: number): boolean => {
    const key = `${e},${a}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let r: boolean;
    if (e === expected.length) r = a === actual.length;
    else if (isGap(expected[e])) r = go(e + 1, a) || (a < actual.length && go(e, a + 1));
    else r = a < actual.length && lineMatches(expected[e], actual[a]) && go(e + 1, a + 1);
    memo.set(key, r);
    return r;
  };
  return go(0, 0);
}

/** The doc's lines brought up to date for a re-bless (an untrimmed block: the output as it is now). */
export function reblessed(_expected: string[], actual: string[]): string[] {
  return actual;
}
