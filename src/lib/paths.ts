/**
 * Links between the playground's pages, under kit's base path (BASE_PATH in the static build, ''
 * under `toolgauge serve`). The static build's pages live at `<route>/index.html`, so their links
 * end in a slash (a static host would answer the bare path with a redirect).
 */
import { base } from '$app/paths';

/** The address of a page: `pageHref('/bench')` is `/bench`, or `/tg/bench/` in a static build at /tg. */
export function pageHref(route: string, opts: { base?: string; slash?: boolean } = {}): string {
  // The node build has no base path: its links stay absolute ('/bench'), as they always were
  // (kit's SSR `base` is a relative '.' there, which would make them './bench').
  const b = opts.base ?? (__TOOLGAUGE_STATIC__ ? base : '');
  const slash = opts.slash ?? __TOOLGAUGE_STATIC__;
  if (route === '/') return `${b}/`;
  return `${b}${route}${slash ? '/' : ''}`;
}
