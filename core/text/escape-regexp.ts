/** `text` as a regular expression that matches exactly it: every character RegExp treats specially, escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
