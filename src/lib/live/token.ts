/**
 * The launch token `toolgauge serve` prints in the URL's fragment (#token=...). The page takes it
 * from the fragment once, keeps it in sessionStorage (this tab only, gone when the tab closes),
 * and removes it from the address bar, so it is never bookmarked, shared or sent in a URL. The
 * live panel sends it in a header (src/node/web/guard.ts).
 */
const KEY = 'toolgauge.launch-token';

/** Splits `#a=1&token=x` into the token and the fragment without it. */
export function takeToken(hash: string): { token?: string; rest: string } {
  const body = hash.replace(/^#/, '');
  if (body === '') return { rest: '' };
  const parts = body.split('&');
  const at = parts.findIndex((p) => p.startsWith('token='));
  if (at < 0) return { rest: hash };
  const token = decodeURIComponent(parts[at].slice('token='.length));
  parts.splice(at, 1);
  return {
    token: /^[A-Za-z0-9_-]{16,256}$/.test(token) ? token : undefined,
    rest: parts.length ? '#' + parts.join('&') : ''
  };
}

/** On load: move a token from the address bar into sessionStorage. */
export function captureToken(): void {
  const { token, rest } = takeToken(location.hash);
  if (rest === location.hash) return;
  if (token) saveToken(token);
  history.replaceState(history.state, '', location.pathname + location.search + rest);
}

export function savedToken(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token.trim());
  } catch {
    // Storage refused (private mode quota): the token stays in the panel's field for this page.
  }
}
