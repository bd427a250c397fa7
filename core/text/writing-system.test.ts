import { describe, expect, it } from 'vitest';
import { alphabeticLength, denseChars, wordEquivalents } from './writing-system.ts';

describe('writing-system: how much a text says, by script', () => {
  it.each([
    // text, dense characters, word-equivalents, alphabetic length
    ['Delete an R2 bucket', 0, 4, 19],
    ['  Invoices.  ', 0, 1, 9],
    ['', 0, 0, 0],
    // Chinese: one ideograph is about half a word, three alphabetic characters.
    ['查询天气预报', 6, 3, 18], // "query the weather forecast"
    ['地理编码服务', 6, 3, 18], // baidu-map map_geocode: "geocoding service"
    ['地图', 2, 1, 6], // "map"
    ['POI智能标注', 4, 3, 15], // baidu-map map_poi_extract: "POI smart annotation", mixed scripts
    // Japanese: kanji and kana alike.
    ['天気を取得します', 8, 4, 24], // "gets the weather"
    ['メッセージを送信', 8, 4, 24], // chatwork-style "send a message"
    // Korean: Hangul syllables, with the spaces Korean writes between words.
    ['날씨 조회', 4, 2, 13], // "weather lookup"
    ['메시지를 보냅니다', 8, 4, 25] // "sends a message"
  ])('%j: %i dense, %f words, %i alphabetic characters', (text, dense, words, length) => {
    expect(denseChars(text)).toBe(dense);
    expect(wordEquivalents(text)).toBe(words);
    expect(alphabeticLength(text)).toBe(length);
  });

  it('counts an ideograph past U+FFFF (two UTF-16 units) once', () => {
    expect(alphabeticLength('𠀀')).toBe(3);
  });
});
