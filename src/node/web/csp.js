/**
 * The Content-Security-Policy, defined once. Kit sends it with every page it renders (with the
 * sha256 of its inline bootstrap added to script-src, see svelte.config.js); src/node/web/serve.ts
 * sends `assetPolicy()` with everything else, above all the worker scripts: a dedicated worker
 * runs under the policy delivered with its own script, not the page's.
 *
 * What each allowance is for:
 * - script-src 'self' (+ kit's hash on pages): the app's own bundles. No 'unsafe-eval': nothing
 *   compiles code (ajv's `new Function` is not used by the playground).
 * - style-src 'self' 'unsafe-inline': Monaco 0.52 creates <style> elements at run time and sets
 *   style attributes, with no nonce hook. Styles cannot run script, and with the fetch directives
 *   limited to 'self' they cannot send data to another origin. The bench and traces pages' charts
 *   (Observable Plot) add a <style> element to each SVG; 'unsafe-inline' covers it. Its sha256
 *   must NOT be added here: a hash in style-src makes browsers ignore 'unsafe-inline', which
 *   would block Monaco's run-time styles (tests/e2e/bench-page.spec.ts checks for violations).
 * - worker-src 'self': the core worker and Monaco's workers are files Vite emitted (no blob:).
 * - img-src 'self' data:: the data: favicon and icons Monaco's CSS embeds as data: URIs.
 * - font-src 'self': Monaco's codicon font.
 * - connect-src 'self': kit's own navigation data and chunk loading; nothing goes elsewhere.
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none': closing
 *   doors the app never uses.
 * @type {Record<string, string[]>}
 */
export const CSP_DIRECTIVES = {
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
};

/**
 * Response headers beside the CSP, for every response (pages via src/hooks.server.ts, the rest via
 * src/node/web/serve.ts, and the static build's _headers file): no MIME sniffing, no referrer
 * leaking the page's URL (share links carry a catalog in it), no cross-origin window access, and
 * no powerful features the page never uses.
 * @type {Record<string, string>}
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'
};

const KEYWORDS = new Set(['self', 'none', 'unsafe-inline', 'unsafe-eval', 'strict-dynamic']);

/** The header value for responses kit does not render (scripts, workers, styles, fonts, data). */
export function assetPolicy() {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${name} ${values.map((v) => (KEYWORDS.has(v) ? `'${v}'` : v)).join(' ')}`)
    .join('; ');
}

/**
 * The static build's `_headers` file (Netlify / Cloudflare Pages syntax) under the base path: the
 * security headers and frame-ancestors (which the pages' <meta> CSP cannot carry) on everything,
 * and the asset policy on the bundles, so the workers run under the CSP there too. Hosts that
 * send no custom headers ignore the file; see docs/static.md for what that leaves out.
 * @param {string} base kit's paths.base ('' or '/sub/path')
 */
export function staticHeaders(base) {
  const all = Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
  return [
    `${base}/*`,
    ...all,
    "  content-security-policy: frame-ancestors 'none'",
    `${base}/_app/*`,
    `  content-security-policy: ${assetPolicy()}`,
    ''
  ].join('\n');
}
