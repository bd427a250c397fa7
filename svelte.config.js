import adapter from '@sveltejs/adapter-node';
import { CSP_DIRECTIVES } from './src/node/web/csp.js';

/**
 * Content-Security-Policy for every page `node build` serves; the directives and why each is
 * there are in src/node/web/csp.js, which also supplies the policy for the static files (worker
 * scripts included). Kit adds the sha256 of its own inline bootstrap script to script-src
 * (mode 'hash'), so no inline script of any other content can run.
 * @type {import('@sveltejs/kit').Config['kit']['csp']}
 */
const csp = { mode: 'hash', directives: /** @type {any} */ (CSP_DIRECTIVES) };

/**
 * The web face builds into build/web so that the CLI bundle (build/cli.mjs) and the
 * dispatcher (build/index.js) written by scripts/build-cli.mjs survive: adapter-node
 * empties only its own output folder.
 * @type {import('@sveltejs/kit').Config}
 */
const config = {
  kit: {
    adapter: adapter({ out: 'build/web' }),
    csp,
    typescript: {
      config(cfg) {
        cfg.include.push('../core/**/*.ts', '../src/node/**/*.ts', '../tests/**/*.ts');
        cfg.compilerOptions ??= {};
        return cfg;
      }
    }
  }
};

export default config;
