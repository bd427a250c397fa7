import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createCommandJudge, parseVerdict } from './command-judge.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../../tests/fixtures/judge/${name}`, import.meta.url));
const input = {
  task_id: 't',
  prompt: 'p',
  claim: 'Meta headquarters is in Menlo Park',
  answer: 'Meta is based at 1 Hacker Way, Menlo Park.'
};

describe('command judge', () => {
  it('writes the claim and answer as JSON on stdin and reads { score, evidence } from stdout', async () => {
    const judge = createCommandJudge({ command: process.execPath, args: [fixture('keyword-judge.mjs')] });
    expect(await judge.judge(input)).toEqual({ score: 0.5, evidence: 'found menlo of headquarters, menlo' });
    expect(await judge.judge({ ...input, claim: 'Menlo Park' })).toEqual({
      score: 1,
      evidence: 'found menlo of menlo'
    });
    expect(await judge.judge({ ...input, claim: 'Palo Alto' })).toMatchObject({ score: 0 });
  });

  it.each([
    ['not-json', 'not JSON'],
    ['bad-score', 'score 0.7; expected 0, 0.5 or 1'],
    ['exit', 'exited with code 3: model quota exhausted']
  ])('rejects a judge that answers %s', async (mode, message) => {
    const judge = createCommandJudge({ command: process.execPath, args: [fixture('bad-judge.mjs'), mode] });
    await expect(judge.judge(input)).rejects.toThrow(message);
  });

  it('kills a judge that does not answer in time', async () => {
    const judge = createCommandJudge({
      command: process.execPath,
      args: [fixture('bad-judge.mjs'), 'hang'],
      timeoutMs: 300
    });
    await expect(judge.judge(input)).rejects.toThrow('did not answer within 300 ms');
  });

  it('reports a command that cannot start', async () => {
    const judge = createCommandJudge({ command: '/nonexistent/judge-binary' });
    await expect(judge.judge(input)).rejects.toThrow("cannot run the judge '/nonexistent/judge-binary'");
  });
});

describe('parseVerdict', () => {
  it.each([
    ['[1]', 'JSON object'],
    ['{"score":1}', '"evidence" as a string'],
    ['{"score":"1","evidence":""}', 'score "1"']
  ])('rejects %s', (stdout, message) => {
    expect(() => parseVerdict(stdout)).toThrow(message);
  });
});
