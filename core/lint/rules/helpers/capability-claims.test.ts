import { describe, expect, it } from 'vitest';
import { claimSentences } from './capability-claims.ts';

/** The definition claimSentences stands for: every sentence match that holds a claim word. */
const SENTENCES = /[^.!?。！？\n]+(?:[.!?。！？]+|$)/g;
const CLAIM_WORD = /filter|search|sort|fresh|recen|date|time|paginat|option|control|parameter|排序|検索|검색/i;
const bySplitting = (text: string) => [...text.matchAll(SENTENCES)].map((m) => m[0]).filter((s) => CLAIM_WORD.test(s));

describe('claimSentences', () => {
  it.each([
    ['Search users by name. Returns a list!', ['Search users by name.']],
    ['Lists files. Sort by date?! Done', [' Sort by date?!']],
    ['filter by date\nMore text.', []],
    ['Get rows\n  filter by time', ['  filter by time']],
    ['...search here...and sort there', ['search here...', 'and sort there']],
    ['按时间排序。返回列表。', ['按时间排序。']],
    ['Nothing to see.', []],
    ['', []]
  ])('%j holds the claim sentences %j', (text, expected) => {
    expect(claimSentences(text)).toEqual(expected);
    expect(claimSentences(text)).toEqual(bySplitting(text));
  });
});
