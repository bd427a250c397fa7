import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectKind } from './detect.ts';
import type { FileKind } from './model.ts';

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../examples');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** What each bundled example is, by where it lives. */
function expectedKind(rel: string): FileKind | undefined {
  if (/^(catalogs|suites\/catalogs)\//.test(rel)) return 'catalog';
  if (/^suites\/[^/]+\.yml$/.test(rel)) return 'suite';
  if (/^suites\/recorded\//.test(rel)) return 'recorded';
  if (/^(traces|suites\/traces)\//.test(rel)) return 'trace';
  if (/^bench\//.test(rel)) return 'bench';
  if (/^atlas\/.*\.tasks?\.json$/.test(rel)) return 'task';
  if (/^atlas\//.test(rel)) return 'trace';
  if (/^rules\//.test(rel)) return 'rules';
  return undefined;
}

describe('detectKind files every bundled example under its kind', () => {
  const files = walk(EXAMPLES)
    .map((f) => path.relative(EXAMPLES, f).split(path.sep).join('/'))
    .filter((rel) => /\.(jsonl?|ya?ml)$/.test(rel) && expectedKind(rel) !== undefined);
  it('finds the examples', () => expect(files.length).toBeGreaterThan(30));
  it.each(files)('%s', (rel) => {
    expect(detectKind(rel, readFileSync(path.join(EXAMPLES, rel), 'utf8'))).toBe(expectedKind(rel));
  });
});

describe('detectKind on pasted text (no helpful name)', () => {
  const cases: Array<[string, string, FileKind]> = [
    ['a bare tools array', '[{"name":"a","description":"d","inputSchema":{}}]', 'catalog'],
    ['a JSON-RPC tools/list response', '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}', 'catalog'],
    ['a YAML catalog', 'tools:\n  - name: a\n    inputSchema: {type: object}\n', 'catalog'],
    ['a suite of tool tests', 'tools:\n  - name: t\n    tool: search\n    args: {q: x}\n', 'suite'],
    ['a suite with agents', 'name: x\nagents:\n  - name: a\n', 'suite'],
    ['rule settings', 'rules:\n  DESC-009: off\n', 'rules'],
    ['a bench spec', 'catalog_path: c.json\nintents:\n  - query: q\n', 'bench'],
    ['an OpenAI chat request', '{"model":"gpt","messages":[{"role":"user","content":"hi"}]}', 'trace'],
    ['JSON Lines', '{"a":1}\n{"b":2}\n', 'trace'],
    ['a CallToolResult', '{"content":[{"type":"text","text":"ok"}]}', 'recorded'],
    ['prose', 'hello there', 'other'],
    ['empty', '', 'other']
  ];
  it.each(cases)('%s', (_what, text, kind) => expect(detectKind('pasted', text)).toBe(kind));

  it('trusts a name that says what the file is', () => {
    expect(detectKind('ci.suite.yaml', 'name: x\n')).toBe('suite');
    expect(detectKind('.toolgauge-rules.yaml', 'preset: reference\n')).toBe('rules');
    expect(detectKind('run.jsonl', '')).toBe('trace');
  });
});
