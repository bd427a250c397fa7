/**
 * Secrets never written: text that came back from a provider or a server (an error body, a
 * stderr line) is scrubbed before it reaches any output, report or cassette. Two passes: the
 * exact values toolgauge itself sent (API keys, header values, URL query values), then
 * recognisable key formats, since a provider may echo a key it was sent some other way
 * (OpenAI's 401 says "Incorrect API key provided: sk-...").
 */

export const MASK = '***';

/** Values shorter than this are not treated as secrets (masking "1" would garble every number). */
const MIN_SECRET = 4;

/** Well-known credential shapes (OpenAI, Anthropic, GitHub, GitLab, Slack, AWS, Google, Stripe, JWTs, Bearer tokens). */
const KEY_FORMATS: RegExp[] = [
  /\bsk-(?:ant-|proj-|svcacct-|admin-)?[A-Za-z0-9_-]{16,}/g,
  /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{30,}/g,
  /\bglpat-[A-Za-z0-9_-]{20,}/g,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
  /\bAIza[0-9A-Za-z_-]{35}\b/g,
  /\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
  /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g,
  /(\bBearer\s+)[A-Za-z0-9._~+/=-]{12,}/gi
];

/** The distinct secrets worth masking, longest first (so a key is masked before a part of it). */
export function secretList(values: Iterable<string | undefined>): string[] {
  const out = new Set<string>();
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const t = v.trim();
    if (t.length >= MIN_SECRET) out.add(t);
    // "Bearer abc..." sends abc... too; a provider may echo the token alone.
    const bearer = /^(?:Bearer|Basic|Token)\s+(\S+)$/i.exec(t);
    if (bearer && bearer[1].length >= MIN_SECRET) out.add(bearer[1]);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/** `text` with every value of `secrets` and every recognisable key replaced by ***. */
export function scrubSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const s of secrets) if (s.length >= MIN_SECRET && out.includes(s)) out = out.split(s).join(MASK);
  for (const re of KEY_FORMATS)
    out = out.replace(re, (m, prefix?: string) =>
      typeof prefix === 'string' && m.startsWith(prefix) ? prefix + MASK : MASK
    );
  return out;
}

/** The secret parts of a URL: the password, and every query value (`?api_key=...`), raw and decoded. */
export function urlSecrets(url: string): string[] {
  // Parsed by hand: core has no URL class (no DOM, no Node).
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:([^/?#@]*)@)?[^/?#]*[^?#]*(?:\?([^#]*))?/i.exec(url);
  if (!m) return [];
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v.replace(/\+/g, ' '));
    } catch {
      return v;
    }
  };
  const values: string[] = [];
  const userinfo = m[1];
  if (userinfo?.includes(':')) {
    const password = userinfo.slice(userinfo.indexOf(':') + 1);
    values.push(password, decode(password));
  }
  for (const part of (m[2] ?? '').split('&')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const raw = part.slice(eq + 1);
    values.push(raw, decode(raw));
  }
  return secretList(values);
}

/** The URL as it may be shown: the password and every query value masked. */
export function maskUrl(url: string): string {
  return scrubSecrets(url, urlSecrets(url));
}
