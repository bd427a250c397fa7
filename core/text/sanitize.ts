import { cutForReport } from '../source/limits.ts';

/**
 * Terminal-safe: control characters (escape sequences, bidi overrides) are shown escaped, never
 * interpreted, and a hostile megabyte-long name is cut to the report limit with a marker.
 */
export function sanitize(text: string): string {
  return cutForReport(text)
    .replace(
      /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
    )
    .replace(/\n/g, ' ');
}

/**
 * Multi-line text for a terminal: like sanitize, control characters (ESC sequences that set the
 * window title, clear the screen or write the clipboard with OSC 52, carriage returns that
 * overwrite a line, bidi overrides) are shown escaped, but newlines and tabs stay, and nothing is cut.
 */
export function escapeTerminal(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  );
}
