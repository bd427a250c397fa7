import { describe, expect, it } from 'vitest';
import { runnablesNotice, suiteRunnables } from './trust.ts';

const step = (command: string) => ({
  command,
  argv: command.split(' '),
  mode: 'plain' as const,
  timeoutMs: 60_000,
  pointer: '/hooks/x'
});

describe('suiteRunnables', () => {
  it('lists every server command and every hook, in phase order', () => {
    const suite = {
      servers: {
        api: { command: ['toolgauge', 'mock', '--tools-from', './api.yml'] },
        remote: { url: 'https://example.test/mcp' }
      },
      hooks: { beforeAll: [step('./seed.sh')], beforeEach: [], afterEach: [step('rm -f tmp.db')], afterAll: [] }
    };
    const runnables = suiteRunnables(suite as never);
    expect(runnables).toEqual([
      { what: 'server "api"', command: 'toolgauge mock --tools-from ./api.yml' },
      { what: 'hook beforeAll', command: './seed.sh' },
      { what: 'hook afterEach', command: 'rm -f tmp.db' }
    ]);
    expect(runnablesNotice('s.yml', runnables)).toBe(
      's.yml runs these commands (servers on first use, hooks in the suite\'s folder; a suite is code: run only suites you trust):\n  server "api": toolgauge mock --tools-from ./api.yml\n  hook beforeAll: ./seed.sh\n  hook afterEach: rm -f tmp.db\n'
    );
  });

  it('says nothing for a suite that starts nothing', () => {
    expect(runnablesNotice('s.yml', suiteRunnables({ servers: {} }))).toBe('');
  });
});
