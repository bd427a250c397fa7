import { describe, expect, it } from 'vitest';
import { hasInvisible, visible } from './visible.ts';

describe('visible: characters that would mislead a reader are shown as marks', () => {
  it.each([
    ['a bidi override', 'evil\u202Etxt.exe', 'evil⟨U+202E⟩txt.exe'],
    ['a bidi isolate', 'a\u2067b\u2069', 'a⟨U+2067⟩b⟨U+2069⟩'],
    ['a zero-width space', 'read\u200Bfile', 'read⟨U+200B⟩file'],
    ['a byte order mark', '\uFEFFname', '⟨U+FEFF⟩name'],
    ['an escape sequence', 'x\u001b[31m', 'x⟨U+001B⟩[31m']
  ])('marks %s', (_label, input, output) => {
    expect(visible(input)).toBe(output);
    expect(hasInvisible(input)).toBe(true);
  });

  it('leaves ordinary text, markup and newlines alone (escaping markup is the renderer’s job)', () => {
    const text = 'Reads <b>a</b> file\n– ünïcode 名前 🙂';
    expect(visible(text)).toBe(text);
    expect(hasInvisible(text)).toBe(false);
  });
});
