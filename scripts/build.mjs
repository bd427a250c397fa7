// `npm run build`: the playground (vite build) then the CLI bundle, with quiet output. What is
// left out: vite's per-file size listing (--logLevel warn), and three lines that are noise here:
// kit's "Run npm run preview" hint (printed unconditionally by the kit plugin), adapter-node's
// "Generated an empty chunk" for kit's empty env chunk (its rollup call takes no onwarn), and
// the adapter's progress lines. Real warnings and errors still pass through.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const NOISE = [
  /to preview your production build locally/,
  /^> Using toolgauge-static/,
  /^Generated an empty chunk: "chunks\/env\.js"/,
  /^> Using @sveltejs\/adapter-node/,
  /^\s*✔ done$/,
  /^\s*$/
];

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' }
    });
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr]
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (!NOISE.some((re) => re.test(line))) sink.write(line + '\n');
      });
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const vite = path.join(root, 'node_modules/vite/bin/vite.js');
// TOOLGAUGE_STATIC=1 (scripts/build-static.mjs, which says what it built): the static playground,
// and the CLI beside it (so `node build lint --share-url ...` can make links to it).
const isStatic = process.env.TOOLGAUGE_STATIC === '1';
const code =
  (await run([vite, 'build', '--logLevel', 'warn'])) || (await run([path.join(root, 'scripts/build-cli.mjs')]));
if (code === 0 && !isStatic) console.log('built: build/index.js (CLI and playground), build/cli.mjs, build/web/');
process.exit(code);
