// `npm pack` / `npm publish`: the packed package.json carries no `prepare` script. prepare builds
// build/ for a git install and a contributor's checkout; in a tarball build/ is already there, and
// the script's mere presence makes npm 11 warn every installer about an unapproved install script.
//   prepack:  node scripts/prepare.mjs && node scripts/pack-manifest.mjs strip
//             (build/ made first, as prepare would: npm reads package.json again after prepack, so a
//             stripped prepare would not run; then package.json without scripts.prepare, original kept aside)
//   postpack: node scripts/pack-manifest.mjs restore   (the original back, byte for byte)
// A strip whose pack failed is undone by the next strip or restore, so the file never stays stripped.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const manifest = path.join(root, 'package.json');
const kept = path.join(root, '.package.json.prepack');
const mode = process.argv[2];

if (existsSync(kept)) renameSync(kept, manifest);
if (mode === 'strip') {
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  if (pkg.scripts?.prepare) {
    writeFileSync(kept, text);
    delete pkg.scripts.prepare;
    writeFileSync(manifest, JSON.stringify(pkg, null, 2) + '\n');
  }
} else if (mode !== 'restore') {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
