/**
 * A static-site adapter for `npm run build:static` (TOOLGAUGE_STATIC=1): every page prerendered to
 * `<route>/index.html`, the client bundles, a SPA fallback page, and nothing that needs Node.
 * @sveltejs/adapter-static is not a dependency; its job here is four builder calls, so it is
 * written out rather than added.
 *
 * What is written into `out` (its contents are the site root, served under BASE_PATH):
 * - the prerendered pages, each with kit's Content-Security-Policy as a <meta http-equiv> tag
 *   (kit does that for prerendered pages; it drops frame-ancestors, which a meta tag cannot carry);
 * - 404.html: kit's fallback page (no SSR, absolute asset paths), so a visit to any path under the
 *   base on GitHub Pages still starts the app, which routes it;
 * - .nojekyll: GitHub Pages' branch deploys would otherwise drop `_app/` (Jekyll skips `_` names);
 * - _headers: the headers a host that reads this file (Netlify, Cloudflare Pages) sends; hosts
 *   that send no headers (GitHub Pages, a bucket, python -m http.server) ignore it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {{ out: string, headers: string }} options `headers`: the `_headers` file's text.
 * @returns {import('@sveltejs/kit').Adapter}
 */
export function staticAdapter({ out, headers }) {
  return {
    name: 'toolgauge-static',
    async adapt(builder) {
      const dynamic = builder.routes.filter((r) => r.prerender !== true).map((r) => r.id);
      if (dynamic.length > 0)
        throw new Error(
          `static build: these routes are not prerendered: ${dynamic.join(', ')} (src/routes/+layout.ts sets prerender for the static build)`
        );
      builder.rimraf(out);
      builder.mkdirp(out);
      builder.writeClient(out);
      builder.writePrerendered(out);
      await builder.generateFallback(path.join(out, '404.html'));
      writeFileSync(path.join(out, '.nojekyll'), '');
      writeFileSync(path.join(out, '_headers'), headers);
    }
  };
}
