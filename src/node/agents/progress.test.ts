import { describe, expect, test } from 'vitest';
import { Progress } from './progress.ts';

function sink(isTTY: boolean) {
  const out: string[] = [];
  return { out, isTTY, write: (t: string) => void out.push(t) };
}

const step = { done: 3, total: 12, test: 'weather selection #4', spent: 0.0123 };

describe('progress on stderr', () => {
  test('a terminal gets one line redrawn in place: runs done of total, the current test, elapsed, spend', () => {
    const s = sink(true);
    let now = 0;
    const p = new Progress(s, {}, () => now);
    now = 4200;
    p.update(step);
    expect(s.out).toEqual(['\ragents 3/12 · weather selection #4 · 4.2 s · $0.0123\x1b[K']);
    p.end();
    expect(s.out.at(-1)).toBe('\r\x1b[K');
  });

  test.each([
    ['piped (not a TTY)', false, {}],
    ['CI set', true, { CI: 'true' }],
    ['CI=1', true, { CI: '1' }]
  ])('quiet when %s', (_name, tty, env) => {
    const s = sink(tty);
    const p = new Progress(s, env);
    p.update(step);
    p.end();
    expect(s.out).toEqual([]);
    expect(p.enabled).toBe(false);
  });

  test('CI=false is not CI', () => {
    expect(new Progress(sink(true), { CI: 'false' }).enabled).toBe(true);
  });
});
