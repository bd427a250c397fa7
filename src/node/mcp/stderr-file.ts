/**
 * A server's stderr as an unlinked temporary file rather than a pipe. Through a pipe, a Node
 * server that logs a flood with console.error and then calls process.exit(1) loses its last
 * words itself: once the pipe is full its writes queue in the process, and exit drops the queue
 * (a flood of 5,000 lines showed lines 277 to 2,500 as its last, never the error; issue 42).
 * Writes to a file are synchronous and never block, so every line the server wrote is there to
 * read to its end when its story is told. The file is read as it grows and emptied once read
 * (it is opened for appending, so the server's next write lands at the new end): a server that
 * floods stderr forever holds a few MiB of disk, not its whole output.
 */
import { closeSync, fstatSync, ftruncateSync, openSync, readSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Past this many bytes read, the file is emptied (when nothing new waits in it). */
const EMPTY_PAST_BYTES = 4 * 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;

export class StderrFile {
  /** The descriptor to give the child as its fd 2 (and to read from here). */
  readonly fd: number;
  #offset = 0;
  #closed = false;
  readonly #onChunk: (chunk: Buffer) => void;

  constructor(onChunk: (chunk: Buffer) => void) {
    const file = path.join(tmpdir(), `toolgauge-stderr-${process.pid}-${Math.random().toString(36).slice(2)}`);
    this.fd = openSync(file, 'a+', 0o600);
    // Unlinked at once: nothing is left behind however the run ends; the descriptors keep it.
    unlinkSync(file);
    this.#onChunk = onChunk;
  }

  /** Reads everything written since the last read, in order. Synchronous: call it before telling the story. */
  read(): void {
    if (this.#closed) return;
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (;;) {
      const n = readSync(this.fd, buffer, 0, CHUNK_BYTES, this.#offset);
      if (n === 0) break;
      this.#offset += n;
      this.#onChunk(Buffer.from(buffer.subarray(0, n)));
    }
    if (this.#offset > EMPTY_PAST_BYTES && fstatSync(this.fd).size === this.#offset) {
      ftruncateSync(this.fd, 0);
      this.#offset = 0;
    }
  }

  /** Reads what is left, then closes this side (the file goes when the server's side closes too). */
  close(): void {
    if (this.#closed) return;
    this.read();
    this.#closed = true;
    closeSync(this.fd);
  }
}
