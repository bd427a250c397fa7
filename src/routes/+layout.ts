// The static build (npm run build:static) prerenders every page to <route>/index.html: a plain
// static server then answers /base/bench by redirecting to /base/bench/ and serving its
// index.html. The node build renders on request with no trailing slash, as before.
export const prerender = __TOOLGAUGE_STATIC__;
export const trailingSlash = __TOOLGAUGE_STATIC__ ? 'always' : 'never';
