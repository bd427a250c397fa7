/**
 * Text for a terminal: control and bidi characters shown escaped rather than sent as escape
 * sequences. Apart from text.ts so that what only escapes (share links, the lint command) does
 * not load the suite report writer and, through it, the JSON Schema validator.
 */

/** Everything but tab and newline that a terminal would interpret: C0/C1 controls, DEL, bidi and zero-width marks, BOM. */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
