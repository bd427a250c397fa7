/**
 * BASE_PATH for the static build as kit's paths.base wants it: '' or '/a/b' (a leading slash, no
 * trailing one). A value kit would reject, or one a URL path cannot hold, stops the build with
 * what was given and what is expected.
 * @param {string | undefined} raw
 * @returns {string}
 */
export function staticBase(raw) {
  const value = (raw ?? '').trim();
  if (value === '' || value === '/') return '';
  const base = '/' + value.replace(/^\/+|\/+$/g, '');
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(base) || base.split('/').some((s) => s === '.' || s === '..')) {
    throw new Error(
      `BASE_PATH "${value}" is not a URL path: expected something like /toolgauge or /org/repo (letters, digits, . _ ~ - between slashes)`
    );
  }
  return base;
}
