import adapter from '@sveltejs/adapter-node';
import { CSP_DIRECTIVES, staticHeaders } from './src/node/web/csp.js';
import { staticAdapter } from './scripts/adapter-static.js';
import { staticBase } from './scripts/static-base.js';

/**
 * Two builds from one source: `npm run build` (adapter-node into build/web, served by
 * `toolgauge serve`) and `npm run build:static` (TOOLGAUGE_STATIC=1: every page prerendered into
 * build/static for any static host, under BASE_PATH). The flag also reaches the app as
 * __TOOLGAUGE_STATIC__ (vite.config.ts): prerendering and trailing slashes (src/routes/+layout.ts),
 * and no live-panel probe (src/lib/live/client.ts).
 */
const STATIC = process.env.TOOLGAUGE_STATIC === '1';
const base = STATIC ? staticBase(process.env.BASE_PATH) : '';

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
    adapter: STATIC
      ? staticAdapter({ out: 'build/static', headers: staticHeaders(base) })
      : adapter({ out: 'build/web' }),
    // Relative asset paths (kit's default) in the pages; the base is still needed for links.
    paths: { base },
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
