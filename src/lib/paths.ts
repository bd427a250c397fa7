/**
 * Links between the playground's pages, under kit's base path (BASE_PATH in the static build, ''
 * under `toolgauge serve`). The static build's pages live at `<route>/index.html`, so their links
 * end in a slash (a static host would answer the bare path with a redirect).
 */
import { base } from '$app/paths';

/** The address of a page: `pageHref('/bench')` is `/bench`, or `/tg/bench/` in a static build at /tg. */
export function pageHref(route: string, opts: { base?: string; slash?: boolean } = {}): string {
  const b = opts.base ?? base;
  const slash = opts.slash ?? __TOOLGAUGE_STATIC__;
  if (route === '/') return `${b}/`;
  return `${b}${route}${slash ? '/' : ''}`;
}

/** True when a location path is the page `route` (with or without the base and trailing slash). */
export function isPage(pathname: string, route: string, b: string = base): boolean {
  const strip = (p: string) => p.replace(/\/+$/, '') || '/';
  return strip(pathname) === strip(pageHref(route, { base: b, slash: false }));
}
