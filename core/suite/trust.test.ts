import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, runnablesNotice, suiteRemoteRunnables, suiteRunnables } from './trust.ts';

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

describe('isLoopbackUrl', () => {
  it.each([
    ['http://127.0.0.1:3000/mcp', true],
    ['http://localhost/mcp', true],
    ['http://[::1]:8080/', true],
    ['http://user@127.0.0.1/', true],
    ['http://127.0.0.1.evil.example/', false],
    ['http://localhost@evil.example/', false],
    ['https://api.example.com/mcp', false],
    ['not a url', false]
  ])('%s -> %s', (url, want) => expect(isLoopbackUrl(url)).toBe(want));
});

describe('suiteRemoteRunnables', () => {
  it('lists a url server sent environment values, and one on another machine, as written', () => {
    expect(
      suiteRemoteRunnables({
        servers: {
          local: { url: 'http://127.0.0.1:1/mcp', headers: { Authorization: 'Bearer ${env.TOKEN}' } },
          plain: { url: 'http://127.0.0.1:2/mcp' },
          away: { url: 'https://api.example.com/mcp' }
        } as never,
        tools: [{ name: 't', tool: 't', server: 'plain', args: { k: '${env.KEY}' } }] as never
      })
    ).toEqual([
      { what: 'server "local"', command: 'connects to http://127.0.0.1:1/mcp, sending TOKEN' },
      { what: 'server "plain"', command: 'connects to http://127.0.0.1:2/mcp, sending KEY' },
      { what: 'server "away"', command: 'connects to https://api.example.com/mcp (not this machine)' }
    ]);
  });
});
