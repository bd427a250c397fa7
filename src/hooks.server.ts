/**
 * Response headers for the pages kit renders. The Content-Security-Policy itself comes from
 * `kit.csp` in svelte.config.js (it needs the hash of kit's inline script); these close the
 * remaining gaps: no MIME sniffing, no referrer leaking the page's URL (share links will carry a
 * catalog in it), no cross-origin window access, and no powerful features the page never uses.
 */
import type { Handle } from '@sveltejs/kit';
import { SECURITY_HEADERS } from './node/web/csp.js';

export { SECURITY_HEADERS };

export const handle: Handle = async ({ event, resolve }) => {
  const response = await resolve(event);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
};
