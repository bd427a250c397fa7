import { describe, expect, test } from 'vitest';
import { parseTarget, resolveSegments, resolveToolResult } from './target.ts';

const seg = (t: string) => {
  const p = parseTarget(t);
  if (!p.ok) throw new Error(p.error);
  return p.segments;
};

describe('parseTarget', () => {
  test.each([
    ['result', ['result']],
    ['result.content[0].text', ['result', 'content', 0, 'text']],
    ['tool["read_file"].score', ['tool', 'read_file', 'score']],
    ["tool['a.b'].score", ['tool', 'a.b', 'score']],
    ['smells.missing_examples', ['smells', 'missing_examples']],
    ['tool_selection.f1', ['tool_selection', 'f1']]
  ])('%s -> %j', (t, segments) => expect(parseTarget(t)).toEqual({ ok: true, segments }));

  test.each(['', 'a..b', 'a[x]', 'a.', '.a', 'a b'])('rejects %j with a reason', (t) =>
    expect(parseTarget(t).ok).toBe(false)
  );
});

describe('resolveToolResult', () => {
  const text = { content: [{ type: 'text', text: '{"items":[1,2],"name":"Ada"}' }] };
  test.each([
    ['result.isError', { content: [] }, false],
    ['result.isError', { content: [], isError: true }, true],
    ['result.content[0].text', text, '{"items":[1,2],"name":"Ada"}'],
    ['result.items', text, [1, 2]],
    ['result.name', { content: [], structuredContent: { name: 'Bo' } }, 'Bo'],
    [
      'result.name',
      { content: [{ type: 'text', text: '{"name":"Text"}' }], structuredContent: { name: 'Structured' } },
      'Structured'
    ],
    ['result.items[1]', text, 2]
  ])(
    '%s on %j reads %j (isError defaults to false; fields fall back to structuredContent, then text JSON)',
    (t, result, value) => {
      expect(resolveToolResult(result, seg(t))).toEqual({ ok: true, value });
    }
  );

  test.each([
    [
      'result.email',
      text,
      'result.email resolves to nothing: no "email" in the result, its first text content as JSON'
    ],
    ['result.content[3].text', text, 'result.content[3] resolves to nothing: result.content has 1 item'],
    ['result.items[0].x', text, 'result.items[0].x resolves to nothing: result.items[0] is 1, so it has no "x"'],
    [
      'answer',
      text,
      'answer resolves to nothing: tool tests read result, result.isError, result.content[0].text or result.<field>'
    ]
  ])('%s fails naming the missing segment', (t, result, error) => {
    expect(resolveToolResult(result, seg(t))).toEqual({ ok: false, error });
  });
});

test('resolveSegments suggests the nearest key on a typo', () => {
  expect(resolveSegments({ tool_selection: { f1: 50, recall: 50 } }, seg('tool_selection.recal'))).toEqual({
    ok: false,
    error: 'tool_selection.recal resolves to nothing: no "recal" in tool_selection (did you mean "recall"?)'
  });
});
