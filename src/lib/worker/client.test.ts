import { describe, expect, it } from 'vitest';
import type { CoreApi, LintRequest } from '#core/api/core-api';
import type { LintView } from '#core/api/lint-view';
import { CoreClient, type CoreWorker, type Outcome } from './client.ts';

/** The pages' other methods, which these tests never call. */
const NOT_CALLED: Pick<CoreApi, 'checkSuite' | 'runSuite' | 'suiteReport' | 'checkRules' | 'lintReport'> = {
  checkRules: () => Promise.reject(new Error('not called')),
  lintReport: () => Promise.reject(new Error('not called')),
  checkSuite: () => Promise.reject(new Error('not called')),
  runSuite: () => Promise.reject(new Error('not called')),
  suiteReport: () => Promise.reject(new Error('not called'))
};

/** A fake worker whose lint calls finish only when the test says so, like a busy real one. */
function fakeWorkers() {
  const spawned: { terminated: boolean; calls: { request: LintRequest; finish: () => void }[] }[] = [];
  const spawn = (): CoreWorker => {
    const w = { terminated: false, calls: [] as { request: LintRequest; finish: () => void }[] };
    spawned.push(w);
    const api: CoreApi = {
      lint: (request) =>
        new Promise<LintView>((resolve) => {
          w.calls.push({
            request,
            finish: () => resolve({ ok: false, file: request.text, format: 'json', kind: 'syntax', errors: [] })
          });
        }),
      update: async () => Promise.reject(new Error('not used here')),
      rules: async () => [],
      warm: async () => {},
      benchOpen: async () => Promise.reject(new Error('not used here')),
      benchEdit: async () => Promise.reject(new Error('not used here')),
      ...NOT_CALLED,
      scoreTrace: async () => Promise.reject(new Error('not used here'))
    };
    return { api, terminate: () => (w.terminated = true) };
  };
  return { spawn, spawned };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const fileOf = (o: Outcome<LintView>) => (o.status === 'done' ? o.value.file : o.status);

describe('CoreClient.latest: a newer request supersedes older ones', () => {
  it('runs one request per lane at a time and skips queued ones a newer request replaced', async () => {
    const { spawn, spawned } = fakeWorkers();
    const client = new CoreClient(spawn);
    const a = client.latest('lint', (api) => api.lint({ text: 'a' }));
    const b = client.latest('lint', (api) => api.lint({ text: 'b' }));
    const c = client.latest('lint', (api) => api.lint({ text: 'c' }));
    await tick();
    expect(spawned[0].calls.map((x) => x.request.text)).toEqual(['a']);
    expect(fileOf(await b)).toBe('superseded');
    spawned[0].calls[0].finish();
    // "a" finished after "c" was asked for: it is stale and must not be delivered.
    expect(fileOf(await a)).toBe('superseded');
    await tick();
    expect(spawned[0].calls.map((x) => x.request.text)).toEqual(['a', 'c']);
    spawned[0].calls[1].finish();
    expect(fileOf(await c)).toBe('c');
  });

  it('delivers a result when nothing newer was asked for', async () => {
    const { spawn, spawned } = fakeWorkers();
    const client = new CoreClient(spawn);
    const a = client.latest('lint', (api) => api.lint({ text: 'a' }));
    await tick();
    spawned[0].calls[0].finish();
    const outcome = await a;
    expect(outcome.status).toBe('done');
    expect(fileOf(outcome)).toBe('a');
  });

  it('keeps lanes independent', async () => {
    const { spawn, spawned } = fakeWorkers();
    const client = new CoreClient(spawn);
    const a = client.latest('one', (api) => api.lint({ text: 'a' }));
    const b = client.latest('two', (api) => api.lint({ text: 'b' }));
    await tick();
    for (const call of spawned[0].calls) call.finish();
    expect([fileOf(await a), fileOf(await b)]).toEqual(['a', 'b']);
  });
});

describe('CoreClient: a call that runs too long stops the worker', () => {
  it('terminates the worker, reports a message, and starts a fresh worker next time', async () => {
    const { spawn, spawned } = fakeWorkers();
    const client = new CoreClient(spawn, { timeoutMs: 20 });
    const slow = await client.latest('lint', (api) => api.lint({ text: 'huge' }));
    expect(slow.status).toBe('stopped');
    if (slow.status === 'stopped') expect(slow.message).toMatch(/longer than .* stopped/);
    expect(spawned[0].terminated).toBe(true);
    expect(client.restarts).toBe(1);

    const next = client.latest('lint', (api) => api.lint({ text: 'small' }));
    await tick();
    expect(spawned).toHaveLength(2);
    spawned[1].calls[0].finish();
    expect(fileOf(await next)).toBe('small');
  });

  it('lets one call have a longer time limit than the default', async () => {
    const { spawn, spawned } = fakeWorkers();
    const client = new CoreClient(spawn, { timeoutMs: 10 });
    const patient = client.call((api) => api.lint({ text: 'slow but fine' }), { timeoutMs: 1000 });
    await new Promise((r) => setTimeout(r, 40));
    spawned[0].calls[0].finish();
    expect(fileOf(await patient)).toBe('slow but fine');
    expect(spawned[0].terminated).toBe(false);
  });

  it('a call with no time limit runs until it finishes, or until stop() ends it with the message given', async () => {
    const { spawn, spawned } = fakeWorkers();
    const client = new CoreClient(spawn, { timeoutMs: 10 });
    const long = client.latest('suite', (api) => api.lint({ text: 'long' }), { timeoutMs: Infinity });
    await new Promise((r) => setTimeout(r, 40));
    expect(spawned[0].terminated).toBe(false);
    spawned[0].calls[0].finish();
    expect(fileOf(await long)).toBe('long');

    const stopped = client.latest('suite', (api) => api.lint({ text: 'longer' }), { timeoutMs: Infinity });
    await tick();
    client.stop('The run was stopped.');
    expect(await stopped).toEqual({ status: 'stopped', message: 'The run was stopped.' });
    expect(spawned[0].terminated).toBe(true);
    expect(client.restarts).toBe(0);
    const again = client.latest('suite', (api) => api.lint({ text: 'again' }), { timeoutMs: Infinity });
    await tick();
    expect(spawned).toHaveLength(2);
    spawned[1].calls[0].finish();
    expect(fileOf(await again)).toBe('again');
  });

  it('reports a failure in the worker as data', async () => {
    const client = new CoreClient(() => ({
      api: {
        lint: async () => Promise.reject(new Error('boom')),
        update: async () => Promise.reject(new Error('boom')),
        rules: async () => [],
        warm: async () => {},
        benchOpen: async () => Promise.reject(new Error('boom')),
        benchEdit: async () => Promise.reject(new Error('boom')),
        ...NOT_CALLED,
        scoreTrace: async () => Promise.reject(new Error('boom'))
      },
      terminate: () => {}
    }));
    expect(await client.call((api) => api.lint({ text: '' }))).toEqual({ status: 'failed', message: 'boom' });
  });
});
