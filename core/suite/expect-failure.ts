/**
 * Two checks a tools: test makes besides its assertions. `expect_failure:` turns a call that
 * fails (a JSON-RPC error answer, or an isError result) into the expected outcome, so a suite can
 * assert that a server refuses bad input; a call that succeeds then fails the test. And a live
 * result whose structuredContent breaks the tool's outputSchema fails the test, naming each field
 * (the spec: a server MUST return structured content that conforms to its outputSchema).
 */
import type { ExpectedFailure, ToolCase } from './model.ts';
import type { OutputSchemaVerdict, ProtocolError } from './outcome.ts';
import type { AssertionResult, TestResult } from './report-types.ts';
import { joinPointer } from '../source/pointer.ts';

function textOf(result: unknown): string {
  const content = (result as { content?: unknown })?.content;
  if (!Array.isArray(content)) return '';
  return content
    .map((b) =>
      b && typeof b === 'object' && typeof (b as { text?: unknown }).text === 'string'
        ? (b as { text: string }).text
        : ''
    )
    .join('\n');
}

const describe = (e: ExpectedFailure) =>
  [
    e.kind === 'protocol_error'
      ? 'a protocol error'
      : e.kind === 'is_error'
        ? 'an isError result'
        : 'a protocol error or an isError result',
    e.code !== undefined ? `with code ${e.code}` : '',
    e.message !== undefined ? `containing ${JSON.stringify(e.message)}` : ''
  ]
    .filter(Boolean)
    .join(' ');

/** Whether the call failed as the test expects, and why not when it did not. */
export function judgeFailure(
  e: ExpectedFailure,
  result: unknown,
  protocolError: ProtocolError | undefined
): { pass: boolean; reason: string } {
  const want = describe(e);
  if (protocolError) {
    const got = `protocol error ${protocolError.code}: ${protocolError.message}`;
    if (e.kind === 'is_error') return { pass: false, reason: `expected ${want}, got ${got}` };
    if (e.code !== undefined && e.code !== protocolError.code)
      return { pass: false, reason: `expected ${want}, got ${got}` };
    if (e.message !== undefined && !protocolError.message.includes(e.message))
      return { pass: false, reason: `expected ${want}, got ${got}` };
    return { pass: true, reason: `failed as expected: ${got}` };
  }
  const isError = (result as { isError?: unknown })?.isError === true;
  if (!isError) return { pass: false, reason: `expected the call to fail (${want}), but it succeeded` };
  const text = textOf(result);
  const got = `an isError result${text ? `: ${text.length > 120 ? text.slice(0, 117) + '...' : text}` : ''}`;
  if (e.kind === 'protocol_error') return { pass: false, reason: `expected ${want}, got ${got}` };
  if (e.message !== undefined && !text.includes(e.message))
    return { pass: false, reason: `expected ${want}, got ${got}` };
  return { pass: true, reason: `failed as expected: ${got}` };
}

function failRow(row: TestResult, reason: string): void {
  row.reason = row.verdict === 'fail' && row.reason ? `${reason}; ${row.reason}` : reason;
  row.verdict = 'fail';
}

/** Adds the expect_failure and outputSchema checks to a scored row (in place). */
export function applyCallChecks(
  t: ToolCase,
  row: TestResult,
  result: unknown,
  extra: { outputSchema?: OutputSchemaVerdict; protocolError?: ProtocolError }
): TestResult {
  if (t.expectFailure) {
    const j = judgeFailure(t.expectFailure, result, extra.protocolError);
    const actual = extra.protocolError
      ? { error: extra.protocolError }
      : { isError: (result as { isError?: unknown })?.isError === true };
    const a: AssertionResult = {
      kind: 'assertion',
      target: 'result',
      origin: 'expect_failure',
      expected: t.expectFailure,
      actual,
      pass: j.pass,
      weight: 1,
      reason: j.reason,
      pointer: joinPointer(t.pointer, 'expect_failure')
    };
    row.assertions.unshift(a);
    if (!j.pass) failRow(row, j.reason);
  }
  const o = extra.outputSchema;
  if (o && !o.valid) {
    const fields = o.problems.map((p) => `${p.pointer || '(root)'} ${p.message}`).join('; ');
    const reason = `structuredContent breaks the outputSchema of ${t.tool}${o.dialect ? ` (JSON Schema ${o.dialect})` : ''}: ${fields}`;
    const actual = (result as { structuredContent?: unknown })?.structuredContent;
    row.assertions.push({
      kind: 'assertion',
      target: 'result.structuredContent',
      origin: 'outputSchema',
      expected: `matches the outputSchema of ${t.tool}`,
      ...(actual !== undefined ? { actual } : {}),
      pass: false,
      weight: 1,
      reason,
      pointer: t.pointer
    });
    failRow(row, reason);
  }
  return row;
}
