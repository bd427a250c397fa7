/**
 * One input limit for every source: a file, stdin, a FIFO, a device, an HTTP body. Streams are
 * decoded as they arrive and counted in characters (the unit of the limit, docs/limits.md); the
 * read stops at the first chunk past the limit, so `lint - < /dev/zero` ends at the limit in
 * about a second instead of filling memory until V8 gives up ("Invalid string length").
 */
import { open, readFile, stat } from 'node:fs/promises';
import { constants } from 'node:fs';
import { limits } from '#core/source/limits';

/** The outcome of a bounded read: the text, or how far it got past the limit. */
export type Bounded = { text: string } | { over: number };

/** Reads a stream of bytes (or strings) to the end, unless it passes `maxChars` characters. */
export async function readStreamBounded(
  stream: AsyncIterable<Buffer | Uint8Array | string>,
  maxChars = limits().maxInputChars,
  onOver?: () => void
): Promise<Bounded> {
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let chars = 0;
  for await (const chunk of stream) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    chars += text.length;
    if (chars > maxChars) {
      onOver?.();
      return { over: chars };
    }
    parts.push(text);
  }
  const tail = decoder.decode();
  chars += tail.length;
  if (chars > maxChars) return { over: chars };
  parts.push(tail);
  return { text: parts.join('') };
}

export interface FileRead {
  /** What was read, or how far past the limit it went. */
  result: Bounded;
  /** Bytes on disk, for a regular file refused by its size before reading. */
  bytes?: number;
}

/**
 * Reads a file argument of the CLI. A regular file is refused by its size when it cannot fit
 * (UTF-8 has at most three bytes per UTF-16 unit); anything else (a FIFO, /dev/zero, /dev/stdin,
 * a process substitution) is read as a stream, bounded. Errors (ENOENT, EISDIR ...) are thrown.
 */
export async function readFileBounded(full: string, maxChars = limits().maxInputChars): Promise<FileRead> {
  const info = await stat(full);
  if (info.isDirectory()) throw Object.assign(new Error('it is a directory'), { code: 'EISDIR' });
  if (info.isFile() && info.size > 3 * maxChars)
    return { result: { over: Math.ceil(info.size / 3) }, bytes: info.size };
  // A regular file that may fit is read whole (its size bounds it); the caller counts its characters.
  if (info.isFile()) return { result: { text: await readFile(full, 'utf8') } };
  const handle = await open(full, constants.O_RDONLY);
  try {
    return {
      result: await readStreamBounded(handle.createReadStream({ autoClose: false, highWaterMark: 1 << 20 }), maxChars)
    };
  } finally {
    await handle.close();
  }
}

/**
 * For files a suite or config names: a regular file, read bounded, or an error in words. A FIFO
 * would block until some other process writes to it, and a device (`/dev/zero`) never ends:
 * neither is a fixture, so both are refused without opening them.
 */
export async function readRegularFileBounded(
  full: string,
  maxChars = limits().maxInputChars
): Promise<{ text: string } | { error: string }> {
  let info;
  try {
    info = await stat(full);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      error:
        code === 'ENOENT'
          ? `no such file (looked for ${full})`
          : code === 'EACCES'
            ? 'permission denied'
            : (e as Error).message
    };
  }
  if (info.isDirectory()) return { error: 'it is a directory' };
  if (!info.isFile()) return { error: `not a regular file (${kindOf(info)}); name a file` };
  try {
    const { result, bytes } = await readFileBounded(full, maxChars);
    if ('over' in result) return { error: tooLargeWords(result.over, maxChars, bytes) };
    if (result.text.length > maxChars) return { error: tooLargeWords(result.text.length, maxChars) };
    return result;
  } catch (e) {
    return { error: (e as Error).message };
  }
}

function kindOf(info: {
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
}): string {
  if (info.isFIFO()) return 'a named pipe';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (info.isSocket()) return 'a socket';
  return 'not a file';
}

/** "over the limit of N characters (TOOLGAUGE_MAX_INPUT_CHARS)", with what was seen. */
export function tooLargeWords(over: number, maxChars: number, bytes?: number): string {
  const seen =
    bytes !== undefined
      ? `${bytes.toLocaleString('en-US')} bytes`
      : `more than ${maxChars.toLocaleString('en-US')} characters (stopped reading at ${over.toLocaleString('en-US')})`;
  return `${seen}, over the input limit of ${maxChars.toLocaleString('en-US')} characters; set TOOLGAUGE_MAX_INPUT_CHARS to raise it`;
}
