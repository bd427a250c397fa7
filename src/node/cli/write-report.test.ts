/** writeReport to stdout: a big report goes out in slices, whole characters each, with the event loop run between them. */
import { describe, expect, it } from 'vitest';
import { type Io, STDOUT_SLICE_CHARS, writeReport } from './io.ts';

function capture(): { io: Io; chunks: string[] } {
  const chunks: string[] = [];
  return {
    io: { stdout: (t) => void chunks.push(t), stderr: () => {}, readStdin: async () => '', cwd: '/' },
    chunks
  };
}

describe('writeReport to stdout', () => {
  it('writes a small report in one piece, with its final newline', async () => {
    const { io, chunks } = capture();
    await writeReport(io, undefined, '{"ok":true}');
    expect(chunks).toEqual(['{"ok":true}\n']);
  });

  it('writes a report of several slices whole, never splitting a surrogate pair, letting the loop run between', async () => {
    // An emoji (two UTF-16 units) straddles the first slice's end.
    const text = 'x'.repeat(STDOUT_SLICE_CHARS - 1) + '😀' + 'y'.repeat(2 * STDOUT_SLICE_CHARS);
    const { io, chunks } = capture();
    let ranBetween = false;
    setImmediate(() => (ranBetween = chunks.length > 0));
    await writeReport(io, undefined, text);
    expect(chunks.join('')).toBe(text + '\n');
    expect(chunks.length).toBe(4);
    for (const c of chunks) {
      const last = c.charCodeAt(c.length - 1);
      expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
    }
    expect(ranBetween).toBe(true);
  });
});
