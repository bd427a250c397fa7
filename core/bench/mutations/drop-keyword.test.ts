import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { words } from '../../text/terms.ts';
import { dropWord } from './drop-keyword.ts';
import { applyMutation } from './index.ts';

describe('drop_keyword removes every whole-word, case-insensitive occurrence', () => {
  it.each([
    [
      'Return the current weather forecast.',
      'weather',
      'Return the current forecast.',
      'one occurrence, one space with it'
    ],
    ['Weather now. WEATHER later, weather.', 'weather', 'now. later,.', 'every occurrence, any case'],
    ['Weathering the weatherman', 'weather', 'Weathering the weatherman', 'only whole words'],
    ['get_weather and weather-report', 'weather', 'get_and-report', '_ and - separate words, as in the tokenizer'],
    ['results as JSON', 'json', 'results as', 'at the end, the preceding space goes'],
    ['no match here', 'teleport', 'no match here', 'a missing word is a no-op'],
    ['price (USD) in c++ terms', 'c++', 'price (USD) in terms', 'the word is matched literally, never as a regex'],
    ['read.*everything', '.*', 'read.*everything', 'punctuation-only text is not treated as a pattern'],
    ['Überall über', 'über', 'Überall', 'Unicode letters count as word characters']
  ])('%j minus %j -> %j (%s)', (text, word, expected) => {
    expect(dropWord(text, word)).toBe(expected);
  });

  it('applies to the tool description, and a missing word returns the very same tool', () => {
    const tool = { name: 't', description: 'Return the weather.' };
    expect(applyMutation(tool, { tool: 't', kind: 'drop_keyword', word: 'weather' }).description).toBe('Return the.');
    expect(applyMutation(tool, { tool: 't', kind: 'drop_keyword', word: 'snow' })).toBe(tool);
  });

  it("removes exactly that word from the tokenizer's view and never glues two words together", () => {
    const piece = fc.constantFrom(
      'weather',
      'Weather',
      'forecast',
      'city',
      'x1',
      ' ',
      '  ',
      '\t',
      '.',
      ',',
      '_',
      '-',
      '(',
      ')',
      '\n'
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.constantFrom('weather', 'city', 'x1'), (pieces, word) => {
        const text = pieces.join('');
        expect(words(dropWord(text, word))).toEqual(words(text).filter((w) => w !== word));
      })
    );
  });

  it('stays linear on long hostile text', () => {
    const text = 'a'.repeat(200_000) + ' weather';
    expect(dropWord(text, 'a')).toBe(text);
  });
});
