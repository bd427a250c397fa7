/** SEC-007: a credential in a recognisable key format written into text the model reads, masked in the message. */
import type { RawFinding, Rule } from '../types.ts';
import { scanText } from './helpers/description-text.ts';
import { toolTexts } from './helpers/shown-text.ts';

interface KeyFormat {
  kind: string;
  pattern: RegExp;
  /** How many leading characters name the format without revealing the key ("AKIA", "ghp_"). */
  keep: number;
}

/**
 * Formats whose prefix is specific to one issuer, so a match is a key and not a word. Test-mode
 * Stripe keys (`sk_test_`) and other documented sample values are left out: they open nothing.
 */
export const KEY_FORMATS: readonly KeyFormat[] = [
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, keep: 4 },
  { kind: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/g, keep: 4 },
  { kind: 'GitHub fine-grained token', pattern: /\bgithub_pat_[A-Za-z0-9_]{50,}\b/g, keep: 11 },
  { kind: 'Stripe live key', pattern: /\b[sr]k_live_[0-9A-Za-z]{20,}\b/g, keep: 8 },
  { kind: 'OpenAI API key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{32,}\b/g, keep: 3 },
  { kind: 'Anthropic API key', pattern: /\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{40,}\b/g, keep: 7 },
  { kind: 'Slack token', pattern: /\bxox[abposr]-[0-9A-Za-z]{8,}-[0-9A-Za-z-]{8,}\b/g, keep: 5 },
  { kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g, keep: 4 },
  {
    kind: 'AWS secret access key',
    pattern: /\baws_?secret_?access_?key\b["'\s]*[=:]\s*["']?[A-Za-z0-9/+]{40}\b/gi,
    keep: 0
  },
  { kind: 'GitLab token', pattern: /\bglpat-[A-Za-z0-9_-]{20,}\b/g, keep: 6 },
  { kind: 'Hugging Face token', pattern: /\bhf_[A-Za-z0-9]{34,}\b/g, keep: 3 },
  { kind: 'SendGrid API key', pattern: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g, keep: 3 },
  { kind: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g, keep: 4 },
  {
    kind: 'private key',
    pattern:
      /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----\s*[A-Za-z0-9+/=\s]{64,}/g,
    keep: 0
  },
  { kind: 'JSON Web Token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/g, keep: 0 }
];

/** One pass that every key format needs to pass first: most texts hold none of these prefixes. */
const ANY_KEY_PREFIX =
  /AKIA|ASIA|gh[pousr]_|github_pat_|_live_|sk-|xox[abposr]-|AIza|secret_?access_?key|glpat-|hf_|SG\.|npm_|-----BEGIN|eyJ/i;

/** Placeholders and documented samples: AWS's AKIAIOSFODNN7EXAMPLE, "sk-xxxxxxxx...", jwt.io's John Doe token. */
const PLACEHOLDER = /example|x{6,}|X{6,}|0{8,}|1234567890abcdef|your|placeholder|redacted|\*{3,}/i;
const SAMPLE_JWT_PAYLOAD = 'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwi';

/** A random key mixes letters and digits; prose-like runs ("sk-the-quick-brown-fox...") do not. */
function looksLive(kind: string, value: string): boolean {
  if (PLACEHOLDER.test(value) || value.includes(SAMPLE_JWT_PAYLOAD)) return false;
  if (kind === 'private key' || kind === 'JSON Web Token') return true;
  if (kind === 'AWS secret access key') return /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value);
  const body = value.replace(/^[a-z]+[-_]/i, '');
  return /\d/.test(body) && /[A-Za-z]/.test(body) && new Set(body).size >= 10;
}

/** What the message shows: the issuer's prefix and the length, never the secret part. */
export function mask(format: Pick<KeyFormat, 'kind' | 'keep'>, value: string): string {
  if (format.kind === 'private key') return '-----BEGIN … PRIVATE KEY----- (key material)';
  if (format.kind === 'AWS secret access key') return 'aws_secret_access_key=•••••• (40 characters)';
  const key = value.trim();
  return `${key.slice(0, format.keep)}${'•'.repeat(6)} (${key.length} characters)`;
}

/** Each live key in `text`: its format, where it starts, the key, and how messages show it. */
export function liveKeysIn(text: string): Array<{ kind: string; index: number; value: string; masked: string }> {
  if (!ANY_KEY_PREFIX.test(text)) return [];
  const out: Array<{ kind: string; index: number; value: string; masked: string }> = [];
  for (const format of KEY_FORMATS)
    for (const m of text.matchAll(format.pattern))
      if (looksLive(format.kind, m[0]))
        out.push({ kind: format.kind, index: m.index, value: m[0], masked: mask(format, m[0]) });
  return out;
}

/** `text` with every key SEC-007 reports replaced by its masked form (a report or cassette never holds one). */
export function maskLiveKeys(text: string): string {
  const keys = liveKeysIn(text);
  if (keys.length === 0) return text;
  let out = text;
  for (const k of keys.sort((a, b) => b.value.length - a.value.length)) out = out.split(k.value).join(k.masked);
  return out;
}

export const sec007LiveSecret: Rule = {
  id: 'SEC-007',
  slug: 'live-secret',
  category: 'security',
  severity: 'critical',
  docs: {
    summary:
      "A credential in a recognisable format is written into text the model reads (a description, title, enum, example or default, the tool's or a parameter's): AWS access key ids (`AKIA…`) and labelled secret access keys, GitHub and GitLab tokens (`ghp_…`, `github_pat_…`), OpenAI and Anthropic keys (`sk-…`), Slack tokens (`xox…`), Stripe live keys (`sk_live_…`), Google API keys (`AIza…`), Hugging Face, SendGrid and npm tokens, private key blocks and JSON Web Tokens. The message masks the key.",
    why: "A tool list is sent to the model provider on every request, cached by clients, pasted into bug reports and published in registries: a key written into it is leaked to all of them, and the model may repeat it to anyone who asks. A key in a default or example also invites the agent to call with someone else's credentials. Documented sample values (AWS's `…EXAMPLE` key, `sk-xxxx` placeholders, jwt.io's John Doe token) and Stripe test keys are not reported.",
    fix: 'Revoke the key now (it has been published), then take it out of the tool definition: the server reads credentials from its own configuration, and examples use an obvious placeholder.',
    notes:
      '**On the corpora**: no firing on the 1,506 tools of catalogs/ and catalogs-2/; the only key-like string there (`sk-manager-server`, a server name) is not in a key format. `tests/unit/lint-security.test.ts` pins every SEC firing on both sets.',
    bad: {
      name: 'search_repos',
      description:
        'Search GitHub repositories. Authenticated with ghp_4fQk2LmN8pR7sT1vW9xZ3bC5dE6gH0jK2mN4 so no login is needed.',
      inputSchema: {
        type: 'object',
        properties: { q: { type: 'string', description: 'Search terms' } },
        required: ['q']
      }
    },
    good: {
      name: 'search_repos',
      description:
        'Search GitHub repositories with the token the server was configured with (GITHUB_TOKEN, e.g. ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx).',
      inputSchema: {
        type: 'object',
        properties: { q: { type: 'string', description: 'Search terms' } },
        required: ['q']
      }
    },
    severityRationale:
      'Critical: a live credential in a published tool definition is a leak that has already happened; none of the 1,506 real tools of the two corpora carries one.'
  },
  messages: {
    liveSecret:
      '"{{tool}}": {{where}} contains what looks like a live {{kind}} ({{masked}}): it is sent to the model provider with every request and the model may repeat it'
  },
  suggestions: {
    liveSecret:
      'revoke this {{kind}} and remove it from the tool definition; the server should read credentials from its configuration'
  },
  check({ tool }) {
    const out: RawFinding[] = [];
    for (const t of toolTexts(tool)) {
      const text = scanText(t.text);
      if (!ANY_KEY_PREFIX.test(text)) continue;
      for (const format of KEY_FORMATS) {
        const hit = [...text.matchAll(format.pattern)].find((m) => looksLive(format.kind, m[0]));
        if (hit === undefined) continue;
        out.push({
          messageId: 'liveSecret',
          data: { where: t.where, kind: format.kind, masked: mask(format, hit[0]) },
          pointer: t.pointer
        });
        break;
      }
    }
    return out;
  }
};
