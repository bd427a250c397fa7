/** SCH-011: a parameter that looks sensitive (a password, key, token or personal data) mirrored into an HTTP header. */
import { joinPointer } from '../../source/pointer.ts';
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { DEFAULT_SPEC, specAtLeast } from '../spec-versions.ts';
import { HEADER_KEY, headerAnnotations } from './helpers/mcp-header.ts';

/** Names of secrets and personal data, as parameter or header names spell them (snake, kebab, camel). */
const SENSITIVE_NAME =
  /(pass(word|wd|phrase)?|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential|auth(orization)?|bearer|cookie|session[_-]?id|ssn|social[_-]?security|credit[_-]?card|card[_-]?number|cvv|e[_-]?mail|phone)(?![a-z])/i;

/** Why a parameter is sensitive ('' when nothing says so). */
function sensitiveBecause(name: string, header: unknown, schema: Record<string, unknown>): string {
  // camelCase to words, so "apiKey" reads as "api_Key" and "userPassword" as "user_Password".
  const words = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
  const byName =
    SENSITIVE_NAME.exec(words(name)) ?? (typeof header === 'string' ? SENSITIVE_NAME.exec(words(header)) : null);
  if (byName) return `its name says ${JSON.stringify(byName[0].toLowerCase())}`;
  if (schema.format === 'password') return 'it has format "password"';
  if (schema.writeOnly === true) return 'it is writeOnly';
  return '';
}

export const sch011McpHeaderSensitive: Rule = {
  id: 'SCH-011',
  slug: 'mcp-header-sensitive',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'An `x-mcp-header` annotation mirrors a parameter that looks sensitive into an HTTP header: its name or header name says password, secret, token, API key, credential, authorization, cookie, session id, e-mail, phone or card number, or it has `format: "password"` or `writeOnly: true`.',
    why: 'A mirrored argument travels in an `Mcp-Param-*` header, which load balancers, proxies and WAFs read and often log. A password or token there leaks to every hop between the client and the server, even when the body is handled with care.',
    fix: "Remove the annotation from the sensitive parameter. Route on a non-secret value instead (a tenant or region id), and keep credentials in the transport's own authorization.",
    bad: {
      name: 'query_tenant',
      description: 'Run a query for a tenant. Returns the result rows.',
      inputSchema: {
        type: 'object',
        properties: {
          api_key: { type: 'string', description: 'Tenant API key', 'x-mcp-header': 'Api-Key' },
          query: { type: 'string', description: 'The query' }
        },
        required: ['api_key', 'query']
      }
    },
    good: {
      name: 'query_tenant',
      description: 'Run a query for a tenant. Returns the result rows.',
      inputSchema: {
        type: 'object',
        properties: {
          tenant: { type: 'string', description: 'Tenant id', 'x-mcp-header': 'Tenant' },
          query: { type: 'string', description: 'The query' }
        },
        required: ['tenant', 'query']
      }
    },
    severityRationale:
      'Warning: the specification says SHOULD NOT, and the tool still loads; the name is a heuristic, so a parameter named like a secret may not hold one.',
    versions: {
      '2026-07-28':
        'warning. Tools, x-mcp-header: "Server developers **SHOULD NOT** mark sensitive parameters (passwords, API keys, tokens, PII) with `x-mcp-header`, as header values are visible to network intermediaries."'
    }
  },
  messages: {
    sensitive: 'x-mcp-header mirrors "{{name}}" into an HTTP header, but {{because}}: intermediaries see header values'
  },
  suggestions: { sensitive: 'remove the annotation from "{{name}}" and route on a value that is not secret' },
  check({ tool, spec = DEFAULT_SPEC }) {
    if (!specAtLeast(spec, '2026-07-28')) return [];
    const out: RawFinding[] = [];
    for (const h of headerAnnotations(tool.inputSchema).headers) {
      if (!isPlainObject(h.node.schema)) continue;
      const name = h.node.name ?? '';
      const because = sensitiveBecause(name, h.value, h.node.schema);
      if (because !== '')
        out.push({ messageId: 'sensitive', data: { name, because }, pointer: joinPointer(h.node.pointer, HEADER_KEY) });
    }
    return out;
  }
};
