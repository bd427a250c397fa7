/**
 * The MCP specification versions whose tool rules toolgauge knows. `--spec` (or `spec:` in a
 * rules file or the project config) picks one; each spec rule applies what that version's text
 * says (docs/rules/<ID>.md quotes the sentence per version). The latest is the default: a server
 * is judged by the rules its newest clients apply.
 */
export const SPEC_VERSIONS = ['2025-06-18', '2025-11-25', '2026-07-28'] as const;
export type SpecVersion = (typeof SPEC_VERSIONS)[number];
export const DEFAULT_SPEC: SpecVersion = '2026-07-28';

export function isSpecVersion(value: unknown): value is SpecVersion {
  return typeof value === 'string' && (SPEC_VERSIONS as readonly string[]).includes(value);
}

/** Where the version a catalog was linted under came from. */
export type SpecSource = 'option' | 'catalog' | 'default';
export interface SpecChoice {
  version: SpecVersion;
  from: SpecSource;
}

/**
 * The version a catalog is linted under: the one asked for (--spec, a rules file, the config),
 * else the catalog's own `protocolVersion` (what a live server negotiated; --save keeps it) when
 * toolgauge knows that version, else the latest.
 */
export function specFor(meta: Readonly<Record<string, unknown>>, asked?: SpecVersion): SpecChoice {
  if (asked) return { version: asked, from: 'option' };
  if (isSpecVersion(meta.protocolVersion)) return { version: meta.protocolVersion, from: 'catalog' };
  return { version: DEFAULT_SPEC, from: 'default' };
}

/** Whether `spec` is `version` or later. */
export function specAtLeast(spec: SpecVersion, version: SpecVersion): boolean {
  return SPEC_VERSIONS.indexOf(spec) >= SPEC_VERSIONS.indexOf(version);
}
