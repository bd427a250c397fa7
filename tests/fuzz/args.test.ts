/**
 * Fuzzing the CLI's argument parser: any argv either parses (values of the declared types, and
 * choices within their lists) or is a UsageError with a message; nothing else is thrown. The
 * commands themselves are not run on random argv (a random --judge would start a random program).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMMANDS, main } from '../../src/node/main.ts';
import { parseCommandArgs } from '../../src/node/cli/args.ts';
import { UsageError } from '../../src/node/cli/errors.ts';
import type { Io } from '../../src/node/cli/io.ts';
import { params, stackTrace } from './fuzz.ts';

const specs = await Promise.all(
  Object.entries(COMMANDS).map(async ([name, e]) => [name, (await e.load()).spec] as const)
);

function argvFor(spec: (typeof specs)[number][1]): fc.Arbitrary<string[]> {
  const flags = Object.entries(spec.options).flatMap(([name, o]) => [
    `--${name}`,
    ...(o.short ? [`-${o.short}`] : []),
    ...(o.choices ?? []).map((c) => `--${name}=${c}`)
  ]);
  const word = fc.oneof(
    fc.constantFrom(
      ...flags,
      '--',
      '-',
      '--help',
      '-h',
      '--=',
      '--no-json',
      '-x',
      '---',
      '--format=',
      '--out',
      'file.json',
      ''
    ),
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...flags).chain((f) => fc.string({ maxLength: 8 }).map((v) => `${f}=${v}`))
  );
  return fc.array(word, { maxLength: 8 });
}

describe('fuzz: the argument parser of every command', () => {
  it.each(specs.map(([name, spec]) => [name, spec] as const))('%s', (_name, spec) => {
    fc.assert(
      fc.property(argvFor(spec), (argv) => {
        let parsed: ReturnType<typeof parseCommandArgs>;
        try {
          parsed = parseCommandArgs(spec, argv);
        } catch (e) {
          expect(e).toBeInstanceOf(UsageError);
          expect((e as Error).message.length).toBeGreaterThan(0);
          return;
        }
        for (const [name, o] of Object.entries(spec.options)) {
          const v = parsed.values[name];
          if (v === undefined) continue;
          if (o.multiple) expect(Array.isArray(v)).toBe(true);
          else expect(typeof v).toBe(o.type === 'boolean' ? 'boolean' : 'string');
          if (o.choices && typeof v === 'string') expect(o.choices).toContain(v);
        }
      }),
      params(300)
    );
  });

  it('the top level: unknown commands, help and version end with 0 or 2 and no stack trace', async () => {
    const io = (out: { stderr: string }): Io => ({
      stdout: () => {},
      stderr: (t) => void (out.stderr += t),
      readStdin: async () => '',
      cwd: process.cwd()
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constantFrom('--help', '-h', 'help', '--version', '-v', 'lnit', 'import', ''),
            fc.string({ maxLength: 8 })
          ),
          { maxLength: 3 }
        ),
        async (argv) => {
          // Only argv that cannot start a real command run here.
          fc.pre(argv.length === 0 || !(argv[0] in COMMANDS) || argv.includes('--help') || argv.includes('-h'));
          const out = { stderr: '' };
          const code = await main(argv, io(out));
          expect([0, 2]).toContain(code);
          expect(stackTrace(out.stderr)).toBe(false);
        }
      ),
      params(200)
    );
  });
});
