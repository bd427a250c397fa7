import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-regexp.ts';

describe('escapeRegExp', () => {
  it.each([
    ['plain', 'project_id'],
    ['dots and stars', 'a.b*c'],
    ['every special character', '.*+?^${}()|[]\\'],
    ['CJK', '经纬度（可选）']
  ])('matches %s literally and nothing else', (_label, text) => {
    const re = new RegExp(`^${escapeRegExp(text)}$`, 'u');
    expect(re.test(text)).toBe(true);
    expect(re.test(`${text}x`)).toBe(false);
  });
});
