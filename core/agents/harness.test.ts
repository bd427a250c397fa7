import { describe, expect, test } from 'vitest';
import { runAgent } from './harness.ts';
import { buildSurface } from './surface.ts';
import type { Driver, ServerCall } from './types.ts';

const served = [{ server: 'shop', tool: { name: 'search', description: 'Search products by keyword.' } }];
const ok = (text: string) => ({ content: [{ type: 'text', text }] });

/** A scripted driver: calls the named tools in order and answers with the replies it read. */
function scripted(calls: Array<[string, Record<string, unknown>]>): Driver {
  return {
    async run(req) {
      const replies: string[] = [];
      for (const [name, args] of calls) replies.push((await req.callTool(name, args)).text);
      return { answer: replies.join(' | '), tokens: { input: 10, output: 5, total: 15 }, cost: 0.001 };
    }
  };
}

describe('runAgent: the harness writes the canonical trace run', () => {
  test('a call to a presented tool reaches its server and is recorded with server, arguments and result', async () => {
    const callServer: ServerCall = async (server, tool, args) => ({
      ok: true,
      result: ok(`${server}/${tool}/${String(args.q)}`)
    });
    const run = await runAgent(scripted([['search', { q: 'pen' }]]), {
      model: 'm',
      prompt: 'p',
      surface: buildSurface(served),
      callServer
    });
    expect(run).toMatchObject({
      model: 'm',
      calls: [{ server: 'shop', tool: 'search', arguments: { q: 'pen' }, result: ok('shop/search/pen') }],
      answer: 'shop/search/pen',
      tokens: { total: 15 },
      cost: 0.001
    });
    expect(run.surface).toEqual([{ name: 'search', description: 'Search products by keyword.' }]);
    expect(run.harness_error).toBeUndefined();
  });

  test('a tool outside the presented surface gets a clear "tool not available" error the agent reads', async () => {
    let reached = 0;
    const callServer: ServerCall = async () => ((reached += 1), { ok: true, result: ok('x') });
    const run = await runAgent(scripted([['delete_everything', {}]]), {
      model: 'm',
      prompt: 'p',
      surface: buildSurface(served),
      callServer
    });
    expect(reached).toBe(0);
    expect(run.answer).toBe(
      'tool not available: "delete_everything" is not among the tools presented for this task (search)'
    );
    expect(run.calls).toEqual([{ tool: 'delete_everything', arguments: {}, isError: true, error: run.answer }]);
    // The agent's mistake is scored, not excluded.
    expect(run.harness_error).toBeUndefined();
  });

  test('a distractor call is recorded by its bare name and answered with an error, never sent to a server', async () => {
    const surface = buildSurface(served, { count: 2, source: { from: 'catalog' }, correct: ['shop.search'] });
    const name = surface.distractors[0];
    const run = await runAgent(scripted([[name, {}]]), {
      model: 'm',
      prompt: 'p',
      surface,
      callServer: async () => ({ ok: false, reason: 'never', failed: true })
    });
    expect(run.calls[0]).toMatchObject({ tool: name, isError: true });
    expect(run.calls[0].server).toBeUndefined();
    expect(run.distractors).toEqual(surface.distractors);
    expect(run.seed).toBe(0);
  });

  test('a failing server is retried by the harness; success on a retry records one clean call', async () => {
    let attempts = 0;
    const callServer: ServerCall = async () =>
      ++attempts < 3
        ? { ok: false, reason: 'server "shop": it exited with code 1', failed: true }
        : { ok: true, result: ok('fine') };
    const run = await runAgent(scripted([['search', {}]]), {
      model: 'm',
      prompt: 'p',
      surface: buildSurface(served),
      callServer
    });
    expect(attempts).toBe(3);
    expect(run.calls).toEqual([{ server: 'shop', tool: 'search', arguments: {}, result: ok('fine') }]);
    expect(run.harness_error).toBeUndefined();
  });

  test('a server that fails every retry flags the run with harness_error (excluded from scores)', async () => {
    let attempts = 0;
    const callServer: ServerCall = async () => (
      (attempts += 1), { ok: false, reason: 'timed out after 30 s', failed: true }
    );
    const run = await runAgent(scripted([['search', {}]]), {
      model: 'm',
      prompt: 'p',
      surface: buildSurface(served),
      callServer,
      serverRetries: 2
    });
    expect(attempts).toBe(3);
    expect(run.harness_error).toBe('server shop failed 3 times on search: timed out after 30 s');
    expect(run.calls[0]).toMatchObject({
      server: 'shop',
      tool: 'search',
      isError: true,
      error: 'timed out after 30 s'
    });
  });

  test("a server refusing the arguments is the server's answer: no retry, no flag", async () => {
    let attempts = 0;
    const callServer: ServerCall = async () => (
      (attempts += 1), { ok: false, reason: 'MCP error -32602: q is required', failed: false }
    );
    const run = await runAgent(scripted([['search', {}]]), {
      model: 'm',
      prompt: 'p',
      surface: buildSurface(served),
      callServer
    });
    expect(attempts).toBe(1);
    expect(run.harness_error).toBeUndefined();
    expect(run.answer).toBe('MCP error -32602: q is required');
  });

  test('a provider error flags the run', async () => {
    const driver: Driver = { run: async () => ({ error: 'HTTP 500 after 3 retries' }) };
    const run = await runAgent(driver, {
      model: 'gpt-x',
      prompt: 'p',
      surface: buildSurface(served),
      callServer: async () => ({ ok: true, result: ok('') })
    });
    expect(run.harness_error).toBe('model gpt-x: HTTP 500 after 3 retries');
  });
});
