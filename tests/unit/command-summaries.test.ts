import { describe, expect, it } from 'vitest';
import { COMMAND_SUMMARIES } from '../../src/node/commands/summaries.ts';
import { COMMANDS, main } from '../../src/node/main.ts';

function capture() {
  const out: string[] = [];
  return { out, io: { stdout: (s: string) => void out.push(s), stderr: (s: string) => void out.push(s) } };
}

// The summary is kept once (commands/summaries.ts); this checks both readers show the same text.
describe('command summaries', () => {
  it.each(Object.keys(COMMANDS))('%s: the top-level help and the command spec say the same', async (name) => {
    const spec = (await COMMANDS[name].load()).spec;
    expect(spec.name).toBe(name);
    expect(spec.summary).toBe(COMMANDS[name].summary);
    expect(spec.summary).toBe(COMMAND_SUMMARIES[name as keyof typeof COMMAND_SUMMARIES]);
  });

  it('toolgauge --help lists every command with its spec summary, and --help of each shows it too', async () => {
    const top = capture();
    await main(['--help'], top.io as never);
    for (const [name, e] of Object.entries(COMMANDS)) {
      expect(top.out.join('')).toContain(`  ${name.padEnd(10)} ${e.summary}\n`);
      const one = capture();
      await main([name, '--help'], one.io as never);
      expect(one.out.join('')).toContain(`toolgauge ${name}: ${e.summary}\n`);
    }
  });
});
