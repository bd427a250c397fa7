import adapter from '@sveltejs/adapter-node';

/**
 * Content-Security-Policy for every page `node build` serves. Kit adds the sha256 of its own
 * inline bootstrap script to script-src (mode 'hash'), so no inline script of any other origin
 * or content can run. What each allowance is for:
 * - script-src 'self' (+ kit's hash): the app's own bundles. No 'unsafe-eval': nothing on these
 *   pages compiles code (ajv's `new Function` is not used by the playground; the lint core has no
 *   ajv in it).
 * - style-src 'self' 'unsafe-inline': Monaco 0.52 creates <style> elements at run time (themes,
 *   decorations, the widgets' dynamic CSS) and sets style attributes; it offers no nonce hook, so
 *   hashes cannot cover it. The allowance is for styles only: they cannot run script, and with
 *   img-src/font-src/connect-src limited to 'self' they cannot send data to another origin.
 * - worker-src 'self': the core worker and Monaco's editor/JSON/YAML workers are files Vite
 *   emitted under /_app/immutable/workers/ (no blob: workers are created).
 * - img-src 'self' data:: the data: favicon in app.html and icons Monaco's CSS embeds as data: URIs.
 * - font-src 'self': Monaco's codicon font, an emitted asset.
 * - connect-src 'self': kit's own navigation data and chunk loading; the page fetches nothing
 *   from elsewhere (pasted catalogs never leave the browser).
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none': the usual
 *   closing of doors the app never uses.
 * @type {import('@sveltejs/kit').Config['kit']['csp']}
 */
const csp = {
  mode: 'hash',
  directives: {
    'default-src': ['self'],
    'script-src': ['self'],
    'style-src': ['self', 'unsafe-inline'],
    'worker-src': ['self'],
    'img-src': ['self', 'data:'],
    'font-src': ['self'],
    'connect-src': ['self'],
    'object-src': ['none'],
    'base-uri': ['self'],
    'form-action': ['self'],
    'frame-ancestors': ['none']
  }
};

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
