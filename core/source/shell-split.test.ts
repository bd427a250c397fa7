import { describe, expect, it } from 'vitest';
import { shellJoin, shellSplit } from './shell-split.ts';

describe('shellSplit (POSIX word splitting, no expansion)', () => {
  const words: Array<[string, string, string[]]> = [
    ['blanks separate words; runs of blanks count once', '  node   judge.mjs\t--x ', ['node', 'judge.mjs', '--x']],
    ['single quotes keep everything literal, backslashes included', `a 'b c\\n $X'`, ['a', 'b c\\n $X']],
    ['double quotes keep blanks; a backslash escapes only $ ` " \\', 'a "b \\"c\\" \\$d \\x"', ['a', 'b "c" $d \\x']],
    ['quoted and bare parts join into one word', `--model='gpt 4'o"x y"`, ['--model=gpt 4ox y']],
    ['an empty quoted string is an empty argument', `a "" ''`, ['a', '', '']],
    ['a backslash outside quotes escapes a blank', 'my\\ judge.sh arg', ['my judge.sh', 'arg']],
    ['backslash-newline is removed (line continuation)', 'a \\\nb', ['a', 'b']],
    [
      'nothing is expanded: variables, globs and operators stay text',
      'echo $HOME *.json ; rm',
      ['echo', '$HOME', '*.json', ';', 'rm']
    ],
    ['an empty or blank line has no words', '   ', []]
  ];
  it.each(words)('%s', (_name, line, expected) => {
    expect(shellSplit(line)).toEqual({ ok: true, words: expected });
  });

  const errors: Array<[string, string, string, number]> = [
    ['an unterminated single quote is an error at the quote', `node 'judge.mjs`, 'unterminated single quote', 6],
    ['an unterminated double quote is an error at the quote', 'node "a b', 'unterminated double quote', 6],
    ['a trailing backslash is an error', 'node a\\', 'a backslash at the end escapes nothing', 7]
  ];
  it.each(errors)('%s', (_name, line, message, column) => {
    expect(shellSplit(line)).toEqual({ ok: false, message, column });
  });
});

describe('shellJoin (words back to a line, for display)', () => {
  const cases: Array<[string, string[], string]> = [
    ['plain words stay bare', ['node', './setup.js', '--port=8080'], 'node ./setup.js --port=8080'],
    ['blanks, operators and $ are single-quoted', ['sh', '-c', 'echo $X; exit 3'], "sh -c 'echo $X; exit 3'"],
    ['a single quote inside a word is closed, escaped and reopened', ["it's"], "'it'\\''s'"],
    ['an empty word is an empty quoted string', ['a', ''], "a ''"]
  ];
  it.each(cases)('%s', (_name, words, line) => {
    expect(shellJoin(words)).toBe(line);
    expect(shellSplit(line)).toEqual({ ok: true, words });
  });
});
