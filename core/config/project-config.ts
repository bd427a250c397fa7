/**
 * The project config, `toolgauge.config.yml` (or .yaml, .json): the defaults a repository sets
 * once instead of repeating flags in every CI job. Flags given on the command line win.
 *
 *   rules: { DESC-009: off }      # rule settings, exactly the --rules format (rules + overrides)
 *   spec: 2026-07-28              # the MCP specification version lint's spec rules apply (--spec)
 *   target: [openai-strict]       # targets lint judges each tool against (--target)
 *   overrides: [...]
 *   budgets: {...}                # token budgets, the --rules format too (TOK rules)
 *   fail-on: critical             # lint gate (critical | warning | none)
 *   tokenizer: cl100k             # lint text output (cl100k | o200k)
 *   docs-base: https://...        # public rule docs, for links in SARIF, Markdown and HTML
 *   max-token-growth: 10%         # diff gate (tokens, or percent of the base)
 *   min-drop: 0.05                # bench gate
 *   share-url: https://...        # lint/bench/run print a link to the report in the playground there
 *                                 # (`shareUrl` is accepted as another spelling)
 *   trust: true                   # run/lint/call may start a suite's or client config's commands and
 *                                 # read suite files outside its folder without asking (--trust);
 *                                 # only from a config outside the repository being trusted
 *
 * Problems come back as diagnostics with a position; nothing throws.
 */
import { parseTokenGrowth } from '../diff/token-growth.ts';
import { parseRuleSettings, type RuleSettings } from '../lint/settings/rule-settings.ts';
import type { Diagnostic } from '../source/diagnostic.ts';
import { nearest } from '../source/nearest.ts';
import { parseText } from '../source/parse-text.ts';
import { parseShareBase } from '../share/links.ts';

/** The names looked for in each folder, in this order. */
export const CONFIG_NAMES = ['toolgauge.config.yml', 'toolgauge.config.yaml', 'toolgauge.config.json'] as const;

export interface ProjectConfig {
  ruleSettings?: RuleSettings;
  'fail-on'?: 'critical' | 'warning' | 'none';
  tokenizer?: 'cl100k' | 'o200k';
  'docs-base'?: string;
  'max-token-growth'?: string;
  'min-drop'?: number;
  'share-url'?: string;
  trust?: boolean;
}

export type ProjectConfigResult = { ok: true; config: ProjectConfig } | { ok: false; errors: Diagnostic[] };

const CHOICES = { 'fail-on': ['critical', 'warning', 'none'], tokenizer: ['cl100k', 'o200k'] } as const;
const KEYS = [
  'preset',
  'spec',
  'target',
  'rules',
  'overrides',
  'budgets',
  'fail-on',
  'tokenizer',
  'docs-base',
  'max-token-growth',
  'min-drop',
  'share-url',
  'shareUrl',
  'trust'
];

export function parseProjectConfigText(
  text: string,
  options: { file: string; ruleIds: readonly string[] }
): ProjectConfigResult {
  const parsed = parseText(text, { file: options.file });
  if (!parsed.ok) return { ok: false, errors: [{ ...parsed.error, file: options.file }] };
  const errors: Diagnostic[] = [];
  const at = (pointer: string, message: string, expected?: string) =>
    errors.push({ message, pointer, ...(expected ? { expected } : {}), ...parsed.locate(pointer), file: options.file });
  const v = parsed.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    if (v !== null) at('', 'the config is not a mapping', 'keys such as rules, fail-on, max-token-growth');
    return errors.length > 0 ? { ok: false, errors } : { ok: true, config: {} };
  }
  const doc = v as Record<string, unknown>;
  const config: ProjectConfig = {};
  for (const key of Object.keys(doc)) {
    if (!KEYS.includes(key)) {
      const near = nearest(key, KEYS);
      at(`/${key}`, `unknown key "${key}"${near ? ` (did you mean "${near}"?)` : ''}`, KEYS.join(', '));
    }
  }
  if (['preset', 'spec', 'target', 'rules', 'overrides', 'budgets'].some((k) => k in doc)) {
    const block = Object.fromEntries(
      ['preset', 'spec', 'target', 'rules', 'overrides', 'budgets'].filter((k) => k in doc).map((k) => [k, doc[k]])
    );
    const r = parseRuleSettings(block, { ruleIds: options.ruleIds });
    if (r.ok) config.ruleSettings = r.settings;
    else
      for (const e of r.errors)
        errors.push({ ...e, ...(e.pointer !== undefined ? parsed.locate(e.pointer) : {}), file: options.file });
  }
  for (const key of ['fail-on', 'tokenizer'] as const) {
    if (!(key in doc)) continue;
    const value = doc[key];
    if (typeof value === 'string' && (CHOICES[key] as readonly string[]).includes(value))
      (config as Record<string, unknown>)[key] = value;
    else at(`/${key}`, `${key} is ${JSON.stringify(value)}`, CHOICES[key].join(' | '));
  }
  if ('docs-base' in doc) {
    if (typeof doc['docs-base'] === 'string' && /^https?:\/\//.test(doc['docs-base']))
      config['docs-base'] = doc['docs-base'];
    else at('/docs-base', `docs-base is ${JSON.stringify(doc['docs-base'])}`, 'an http(s) URL');
  }
  if ('max-token-growth' in doc) {
    const raw = String(doc['max-token-growth']);
    if (['string', 'number'].includes(typeof doc['max-token-growth']) && parseTokenGrowth(raw))
      config['max-token-growth'] = raw;
    else
      at(
        '/max-token-growth',
        `max-token-growth is ${JSON.stringify(doc['max-token-growth'])}`,
        'a number of tokens (500) or a percentage of the base ("10%")'
      );
  }
  if ('min-drop' in doc) {
    const d = doc['min-drop'];
    if (typeof d === 'number' && d >= 0 && d <= 1) config['min-drop'] = d;
    else at('/min-drop', `min-drop is ${JSON.stringify(d)}`, 'a fraction between 0 and 1');
  }
  if ('share-url' in doc && 'shareUrl' in doc)
    at('/shareUrl', 'share-url and shareUrl are the same key, given twice', 'one of them');
  else {
    const key = 'share-url' in doc ? 'share-url' : 'shareUrl';
    if (key in doc) {
      const base = typeof doc[key] === 'string' ? parseShareBase(doc[key] as string) : undefined;
      if (base?.ok) config['share-url'] = base.base;
      else
        at(
          `/${key}`,
          `${key} is ${JSON.stringify(doc[key])}`,
          'an http(s) URL where the playground is served, e.g. https://you.github.io/toolgauge'
        );
    }
  }
  if ('trust' in doc) {
    if (typeof doc.trust === 'boolean') config.trust = doc.trust;
    else at('/trust', `trust is ${JSON.stringify(doc.trust)}`, 'true or false');
  }
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, config };
}
