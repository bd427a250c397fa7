import { describe, expect, it } from 'vitest';
import { isJsonLines } from '#core/trace/importers/index';
import { looksLikeTranscript } from './lint-flags.ts';

/** What the check was when it called core/trace's isJsonLines (it must not drift from it). */
function viaImporters(text: string, file: string): boolean {
  if (file.endsWith('.jsonl')) return true;
  if (!isJsonLines(text)) return false;
  const first = /^\uFEFF?\s*([^\n]*)/.exec(text)?.[1] ?? '';
  try {
    const v = JSON.parse(first) as { jsonrpc?: unknown; message?: { jsonrpc?: unknown } };
    return v.jsonrpc === '2.0' || v.message?.jsonrpc === '2.0';
  } catch {
    return false;
  }
}

const request = '{"jsonrpc":"2.0","id":1,"method":"tools/list"}';
const response = '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}';

describe('looksLikeTranscript', () => {
  it.each([
    ['a .jsonl file, whatever it holds', 'x', 's.jsonl', true],
    ['JSON-RPC lines', `${request}\n${response}\n`, 's.txt', true],
    ['after blank lines and a BOM', `\uFEFF\n\n  ${request}\n${response}`, 's.json', true],
    ['a wrapped message', `{"message":{"jsonrpc":"2.0"}}\n${response}`, 's.json', true],
    ['a one-line catalog', '{"tools":[]}\n', 'c.json', false],
    ['a one-line catalog without a newline', '{"tools":[]}', 'c.json', false],
    ['a pretty-printed catalog', '{\n  "tools": []\n}\n', 'c.json', false],
    ['JSON lines that are not JSON-RPC', '{"a":1}\n{"b":2}\n', 'c.json', false],
    ['a first line that is not JSON', '{"a":\n1}\n', 'c.json', false],
    ['a first line JSON.parse refuses untrimmed', `${request}\u00a0\n${response}`, 'c.json', false],
    ['only blank lines after the first', `${request}\n \n\t\n`, 'c.json', false],
    ['YAML', 'tools:\n  - name: a\n', 'c.yaml', false],
    ['nothing', '', 'c.json', false]
  ])('%s', (_name, text, file, expected) => {
    expect(looksLikeTranscript(text, file)).toBe(expected);
    expect(viaImporters(text, file)).toBe(expected);
  });
});
