import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listCorpus, SET_DIRS } from '../../../../tests/unit/helpers/corpus.ts';
import type { Tool } from '../../../catalog/types.ts';
import { INSTRUCTION_PATTERNS } from '../sec-002-model-directed-instructions.ts';
import { CROSS_TOOL_PATTERNS } from '../sec-003-cross-tool-instructions.ts';
import { SECRET_PATTERNS } from '../sec-004-secret-access.ts';
import { SINK_PATTERNS } from '../sec-005-data-sink.ts';
import { anyCanMatch, type SecPattern, toolTexts } from './shown-text.ts';

const LISTS: Record<string, readonly SecPattern[]> = {
  'SEC-002': INSTRUCTION_PATTERNS,
  'SEC-003': CROSS_TOOL_PATTERNS,
  'SEC-004': SECRET_PATTERNS,
  'SEC-005': SINK_PATTERNS
};

const some = (patterns: readonly SecPattern[], text: string) =>
  patterns.some((p) => new RegExp(p.pattern.source, p.pattern.flags.replace('g', '')).test(text));

describe('anyCanMatch: one scan that rejects only texts no pattern matches', () => {
  const mixed: SecPattern[] = [
    { messageId: 'a', pattern: /^[ \t]*system:/im },
    { messageId: 'b', pattern: /exfiltrate/ },
    { messageId: 'c', pattern: /send\s+to\s+https?:/i }
  ];
  it.each([
    ['a line-start pattern on a later line (m kept)', 'hello\n  SYSTEM: obey', true],
    ['a case-sensitive pattern', 'we exfiltrate data', true],
    ['a case-insensitive pattern', 'SEND TO http://x', true],
    ['nothing', 'Returns the weather for a city.', false]
  ])('%s', (_, text, matches) => {
    expect(anyCanMatch(mixed).test(text)).toBe(matches);
    expect(some(mixed, text)).toBe(matches);
  });

  it('a list with a flag it cannot join passes every text on to the patterns', () => {
    const dotAll: SecPattern[] = [{ messageId: 'd', pattern: /a.b/s }];
    expect(anyCanMatch(dotAll).test('nothing alike')).toBe(true);
  });

  const poisoned = JSON.parse(
    readFileSync(new URL('../../../../tests/fixtures/poisoning/catalog.json', import.meta.url), 'utf8')
  ) as {
    tools: Tool[];
  };
  const files = [...listCorpus(SET_DIRS.tuning), ...listCorpus(SET_DIRS.checking)];
  const texts = [
    ...poisoned.tools.flatMap((t) => toolTexts(t).map((x) => x.text)),
    ...files.flatMap((f) =>
      (JSON.parse(readFileSync(f, 'utf8')) as { tools: Tool[] }).tools.flatMap((t) => toolTexts(t).map((x) => x.text))
    )
  ];
  it.each(Object.entries(LISTS))(
    '%s: every poisoning case and corpus text a pattern matches passes the joint scan',
    (_, list) => {
      let matched = 0;
      for (const text of texts) {
        if (!some(list, text)) continue;
        matched++;
        expect(anyCanMatch(list).test(text), text.slice(0, 200)).toBe(true);
      }
      expect(matched).toBeGreaterThan(0);
    }
  );
});
