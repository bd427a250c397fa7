import { describe, expect, it } from 'vitest';
import { describeSettingValue, describeType } from './values.ts';

describe('describeType', () => {
  it.each([
    [null, 'null'],
    [[1], 'an array'],
    [{ a: 1 }, 'an object'],
    ['', 'an empty string'],
    ['x', 'a string'],
    [3, 'a number'],
    [true, 'a boolean'],
    [undefined, 'a undefined']
  ])('%j is %s', (value, text) => {
    expect(describeType(value)).toBe(text);
  });
});

describe('describeSettingValue', () => {
  it.each([
    [null, 'null'],
    [[], 'a list'],
    [{}, 'a mapping'],
    ['x', 'string "x"'],
    [3, 'number 3'],
    [false, 'boolean false']
  ])('%j is %s', (value, text) => {
    expect(describeSettingValue(value)).toBe(text);
  });

  it('names objects with the word given', () => {
    expect(describeSettingValue({ a: 1 }, 'an object')).toBe('an object');
  });
});
