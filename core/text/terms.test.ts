import { describe, expect, it } from 'vitest';
import { contentWords, isContentWord, nameTerms, nameWords, stem, textTerms, words } from './terms.ts';

describe('words: runs of letters and digits, case-folded', () => {
  it.each([
    [
      'Return the current weather forecast, as JSON.',
      ['return', 'the', 'current', 'weather', 'forecast', 'as', 'json']
    ],
    ['read_text_file / list-dir.v2', ['read', 'text', 'file', 'list', 'dir', 'v2']],
    ["user's 'head' parameter", ['user', 's', 'head', 'parameter']],
    ['Ünïcode ÉTÉ 東京', ['ünïcode', 'été', '東京']],
    ['   ', []]
  ])('%j -> %j', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });
});

describe('nameWords: tool names also split at camelCase humps', () => {
  it.each([
    ['getWeather', ['get', 'weather']],
    ['read_text_file', ['read', 'text', 'file']],
    ['parseHTTPResponse', ['parse', 'http', 'response']],
    ['github.create-issue', ['github', 'create', 'issue']]
  ])('%s -> %j', (name, expected) => {
    expect(nameWords(name)).toEqual(expected);
  });

  it('descriptions are not split at humps, so drop_keyword and the tokenizer agree on what a word is', () => {
    expect(words('calls getWeather')).toEqual(['calls', 'getweather']);
  });
});

describe('content words: stop words and one-letter words carry nothing', () => {
  it.each([
    ['the', false],
    ['a', false],
    ['tool', false],
    ['use', false],
    ['x', false],
    ['weather', true],
    ['v2', true]
  ])('%s -> %s', (word, expected) => {
    expect(isContentWord(word)).toBe(expected);
  });

  it('contentWords keeps distinct surface words in first-occurrence order, unstemmed', () => {
    expect(contentWords('Files and FILES, then the file')).toEqual(['files', 'file']);
  });
});

describe('stem: light suffix stripping makes inflections meet', () => {
  const groups: string[][] = [
    ['file', 'files', 'filed', 'filing'],
    ['create', 'creates', 'created', 'creating'],
    ['directory', 'directories'],
    ['search', 'searches', 'searching', 'searched'],
    ['list', 'lists', 'listing', 'listed'],
    ['copy', 'copies', 'copied'],
    ['commit', 'commits', 'committed'],
    ['process', 'processes'],
    ['status', 'statuses'],
    ['box', 'boxes'],
    ['call', 'calls', 'called']
  ];
  for (const group of groups) {
    it(`${group.join(', ')} share one stem`, () => {
      expect(new Set(group.map(stem)).size).toBe(1);
    });
  }

  it.each([
    ['string', 'string'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['v2', 'v2'],
    ['need', 'need'],
    ['yes', 'yes']
  ])('leaves %s as %s (no vowel left, -us/-is, digits, too short)', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('keeps distinct words distinct', () => {
    expect(stem('read')).not.toBe(stem('ready'));
    expect(stem('write')).not.toBe(stem('white'));
  });
});

describe('terms: distinct stemmed content terms', () => {
  it('textTerms folds, drops stop words, stems and de-duplicates', () => {
    expect(textTerms('What is the weather forecast? Weather forecasts!')).toEqual(['weather', 'forecast']);
  });

  it('nameTerms splits the name the same way', () => {
    expect(nameTerms('list_allowed_directories')).toEqual(['list', 'allow', 'directory']);
  });
});
