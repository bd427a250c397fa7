/**
 * toolgauge as a user gets it: `npm pack` the project, install the tarball into an empty temporary
 * project, and run `npx toolgauge` there (version, every command's help, a real lint, the
 * playground). Slow (npm pack builds when build/ is missing), so it has a generous timeout; the
 * install is offline from the npm cache first, from the registry when the cache lacks something.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/node/main.ts';
import { REPO } from './helpers/cli.ts';

const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The child gets a clean npm environment: an outer `npm test` must not leak its lifecycle variables. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && k !== 'INIT_CWD') env[k] = v;
  return { ...env, ...extra };
}

function run(cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env: cleanEnv(), encoding: 'utf8', timeout: 240_000 });
}

let work: string;
let source: string;
let project: string;
let installStderr = '';

/**
 * What `npm pack` reads, copied to `dir`: the manifest, the packed files and the pack scripts.
 * The pack runs there, not in the checkout: its prepack rewrites package.json (pack-manifest.mjs),
 * and the other test files, running meanwhile, read the checkout's package.json (vite resolves
 * `#core/*` through it): one saw it empty and every later `toolgauge run` failed.
 */
function stage(dir: string): void {
  mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  for (const f of ['package.json', 'LICENSE', 'README.md', 'scripts/prepare.mjs', 'scripts/pack-manifest.mjs'])
    cpSync(path.join(REPO, f), path.join(dir, f));
  for (const d of ['docs/rules', 'static/schema']) cpSync(path.join(REPO, d), path.join(dir, d), { recursive: true });
  cpSync(path.join(REPO, 'build'), path.join(dir, 'build'), {
    recursive: true,
    filter: (src) => src !== path.join(REPO, 'build/static') && !src.endsWith('.map')
  });
}

let manifestBefore = '';

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'tg-pack-'));
  manifestBefore = readFileSync(path.join(REPO, 'package.json'), 'utf8');
  // A playground built earlier is packed as it is, but the CLI bundle (0.3 s to make) is refreshed
  // so the package runs the sources under test; without build/ at all, everything is built first
  // (what prepare does for npm pack in a checkout).
  const build = existsSync(path.join(REPO, 'build/web/index.js')) ? 'scripts/build-cli.mjs' : 'scripts/build.mjs';
  const built = run(process.execPath, [build], REPO);
  if (built.status !== 0) throw new Error(`${build} failed:\n${built.stderr}`);
  source = path.join(work, 'source');
  stage(source);
  const packed = run(npm, ['pack', '--pack-destination', work, '--silent'], source);
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball to ${work}`);
  project = path.join(work, 'consumer');
  spawnSync('mkdir', [project]);
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true })
  );
  const flags = ['install', '--no-audit', '--no-fund', path.join(work, tarball)];
  let installed = run(npm, [...flags, '--offline'], project);
  if (installed.status !== 0) installed = run(npm, flags, project);
  if (installed.status !== 0) throw new Error(`npm install of the tarball failed:\n${installed.stderr}`);
  installStderr = installed.stderr;
}, 420_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const npx = (...args: string[]) => run('npx', ['--no-install', 'toolgauge', ...args], project);
// The bin npx resolves to (node_modules/.bin/toolgauge), started directly: for loops over many
// commands, where npx's own start-up (about 0.3 s of CPU each) was most of the cost.
const installedBin = (...args: string[]) => run(path.join(project, 'node_modules/.bin/toolgauge'), args, project);

// Each case starts npx a few times; on a loaded machine that is several seconds per start.
describe('the packed tarball, installed into an empty project', { timeout: 180_000 }, () => {
  it('npx toolgauge --version prints the version in package.json', () => {
    const r = npx('--version');
    // npm's own warnings (about this machine's npmrc, say) are not toolgauge's output.
    expect(r.stderr.replace(/^npm warn .*\n?/gm, '')).toBe('');
    expect(r.stdout.trim()).toBe(pkg.version);
    expect(r.status).toBe(0);
  });

  it('npx toolgauge lint lints a real catalog with the documented exit code', () => {
    const r = npx('lint', path.join(REPO, 'examples/catalogs/github.json'), '--fail-on', 'warning');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/github\.json: 26 tools · mean \d\.\d\d/);
    const clean = npx('lint', path.join(REPO, 'examples/catalogs/memory.json'), '--json', '--fail-on', 'none');
    expect(clean.status).toBe(0);
    expect(JSON.parse(clean.stdout).summary.tools).toBe(9);
  });

  it('every command runs from the package (its help)', () => {
    for (const name of Object.keys(COMMANDS)) {
      const r = installedBin(name, '--help');
      expect(r.status, `${name}: ${r.stderr}`).toBe(0);
      expect(r.stdout).toContain(`toolgauge ${name}`);
    }
  });

  it("toolgauge rule SEC-002 prints the shipped page, and every finding's docsUrl is a file in the package", () => {
    const page = npx('rule', 'SEC-002');
    expect(page.status, page.stderr).toBe(0);
    expect(page.stdout).toBe(readFileSync(path.join(REPO, 'docs/rules/SEC-002.md'), 'utf8'));
    const list = npx('rule');
    expect(list.stdout).toMatch(/^SEC-002\s+model-directed-instructions\s+security\s+critical/m);
    const r = npx(
      'lint',
      path.join(REPO, 'examples/catalogs/github.json'),
      '--json',
      '--preset',
      'all',
      '--fail-on',
      'none'
    );
    const urls = new Set<string>(
      (JSON.parse(r.stdout) as { tools: Array<{ findings: Array<{ docsUrl: string }> }> }).tools.flatMap((t) =>
        t.findings.map((f) => f.docsUrl)
      )
    );
    expect(urls.size).toBeGreaterThan(1);
    for (const url of urls) {
      expect(url.startsWith(pathToFileURL(path.join(project, 'node_modules/toolgauge/docs/rules/')).href), url).toBe(
        true
      );
      expect(existsSync(fileURLToPath(url)), url).toBe(true);
    }
  });

  it("installs without npm warning about an install script: the packed package.json has no prepare, the packed folder's is restored, the checkout's untouched", () => {
    expect(installStderr).not.toMatch(/install-scripts|prepare/);
    const packed = JSON.parse(readFileSync(path.join(project, 'node_modules/toolgauge/package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(packed.scripts.prepare).toBeUndefined();
    // The packed folder's manifest is back as it was, byte for byte (the checkout's was never touched).
    expect(readFileSync(path.join(source, 'package.json'), 'utf8')).toBe(manifestBefore);
    expect(
      (JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
        .scripts.prepare
    ).toBe('node scripts/prepare.mjs');
    expect(existsSync(path.join(source, '.package.json.prepack'))).toBe(false);
    expect(readFileSync(path.join(REPO, 'package.json'), 'utf8')).toBe(manifestBefore);
  });

  it('installs only the runtime dependencies, no devDependency', () => {
    const installed = readdirSync(path.join(project, 'node_modules')).filter((d) => !d.startsWith('.'));
    expect(installed.sort()).toEqual(['toolgauge', ...Object.keys(pkg.dependencies)].sort());
    const files = spawnSync('find', ['.', '-type', 'f'], {
      cwd: path.join(project, 'node_modules/toolgauge'),
      encoding: 'utf8'
    }).stdout;
    expect(files).toContain('./build/cli.mjs');
    expect(files).toContain('./LICENSE');
    expect(files).not.toMatch(/\.map$|^\.\/(src|core|tests)\//m);
  });

  it('toolgauge with no arguments serves the playground on 127.0.0.1', async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    const bin = path.join(project, 'node_modules/toolgauge/build/index.js');
    const child = spawn(process.execPath, [bin], {
      cwd: project,
      env: cleanEnv({ PORT: String(port) }),
      stdio: 'ignore'
    });
    try {
      let body = '';
      for (let i = 0; i < 100 && !body; i++) {
        await new Promise((r) => setTimeout(r, 200));
        body = await fetch(`http://127.0.0.1:${port}/`).then(
          (r) => (r.ok ? r.text() : ''),
          () => ''
        );
      }
      expect(body).toContain('<html');
    } finally {
      child.kill();
    }
  });
});
