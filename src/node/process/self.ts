/**
 * How to run this CLI again as a child process: the `toolgauge` in a suite's
 * `command: ["toolgauge", "mock", ...]` means this toolgauge, not whatever is on PATH. From the
 * bundle that is `node build/cli.mjs`; from source it is `node --import tsx src/node/main.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function selfCommand(): { command: string; args: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    // The unit suite bundles the CLI once (tests/unit/helpers/cli-bundle-setup.ts): each child
    // then starts in a fraction of tsx's time. Read only when running from source.
    const bundle = process.env.TOOLGAUGE_SELF_BUNDLE;
    if (bundle) return { command: process.execPath, args: [bundle] };
    const main = path.resolve(path.dirname(here), '../main.ts');
    return { command: process.execPath, args: ['--import', import.meta.resolve('tsx'), main] };
  }
  // Bundled: this module is in build/cli.mjs or, split, in one of its chunks under
  // build/cli-chunks/ (running a chunk as a script does nothing and exits 0).
  const dir = path.dirname(here);
  const entry = path.basename(dir) === 'cli-chunks' ? path.join(path.dirname(dir), 'cli.mjs') : here;
  return { command: process.execPath, args: [entry] };
}

/** A command line whose first word is `toolgauge` runs this CLI; anything else runs as written. */
export function resolveSelf(words: string[]): { command: string; args: string[] } {
  const [first, ...rest] = words;
  if (first === 'toolgauge') {
    const self = selfCommand();
    return { command: self.command, args: [...self.args, ...rest] };
  }
  return { command: first, args: rest };
}
