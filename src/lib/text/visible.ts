/**
 * Text from a pasted catalog is shown as text (Svelte escapes it), but some characters would
 * still mislead a reader: bidi overrides reorder what follows, zero-width characters hide
 * differences between names. They are shown as visible ⟨U+XXXX⟩ marks instead.
 */
const INVISIBLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]/g;

export function visible(text: string): string {
  return text.replace(INVISIBLE, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟩`);
}

export function hasInvisible(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(text);
  INVISIBLE.lastIndex = 0;
  return found;
}
