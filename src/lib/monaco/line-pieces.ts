/** How the editor cuts a large paste into pieces it applies one per task (setup.ts). */

/** `text` cut after a line break every `size` characters or so. */
export function linePieces(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let from = 0; from < text.length; ) {
    let to = Math.min(text.length, from + size);
    if (to < text.length) {
      const nl = text.indexOf('\n', to);
      to = nl === -1 ? text.length : nl + 1;
    }
    pieces.push(text.slice(from, to));
    from = to;
  }
  return pieces;
}
