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

/** Whether `spec` is `version` or later. */
export function specAtLeast(spec: SpecVersion, version: SpecVersion): boolean {
  return SPEC_VERSIONS.indexOf(spec) >= SPEC_VERSIONS.indexOf(version);
}
