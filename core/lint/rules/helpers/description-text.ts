/**
 * Text helpers the DESC rules share, so every rule reads a description the same way (and the
 * same way TDQS does in score.ts: trimmed, measured in UTF-16 code units).
 */
import { describeType } from '../../../catalog/parse-catalog.ts';

/** DESC-001: shorter than this (after trimming) is too short to carry selection signal. */
export const MIN_DESCRIPTION_CHARS = 20;
/** DESC-002: longer than this (after trimming) is verbose; TDQS starts discounting at the same length. */
export const MAX_DESCRIPTION_CHARS = 500;
/**
 * Phrase-matching rules (DESC-004, 005, 007, 013) read at most this many characters of one text.
 * A hostile megabyte description then costs a bounded scan, and anything that long already trips DESC-002.
 */
export const SCAN_LIMIT = 20_000;

export function scanText(text: string): string {
  return text.length > SCAN_LIMIT ? text.slice(0, SCAN_LIMIT) : text;
}

/** Trimmed length, the measure DESC-001, 002 and 008 and TDQS all use. */
export function textLength(text: string | undefined): number {
  return text === undefined ? 0 : text.trim().length;
}

/** A short, single-line piece of user text for a finding's data (messages stay one line). */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? flat.slice(0, max - 1) + '…' : flat;
}

/** "a number", "an object", "null"...: what was found where something else was expected. */
export function foundType(value: unknown): string {
  return value === undefined ? 'undefined' : describeType(value);
}

/** Joins values for a message: at most `max` of them, then "…". */
export function previewList(values: string[], max = 5): string {
  const shown = values.slice(0, max).map((v) => excerpt(v, 30));
  return shown.join(', ') + (values.length > max ? ', …' : '');
}

/** Lower-case words of an identifier: `editOrgCollection`, `edit-org-collection`, `edit_org_collection` alike. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}
