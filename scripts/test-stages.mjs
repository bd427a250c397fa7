// `npm test`: every stage runs, in order, and the end says what each did. Chained with `&&`, a red
// unit run hid the browser tests: nobody learnt whether they passed, nor that they never ran
// (issue 42). A stage runs unless one it needs failed; then it is reported as skipped, naming
// why. The exit code is 1 when any stage failed or was skipped, 0 when all passed.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** @typedef {{ name: string, command: string, needs?: string[], gate?: boolean }} Stage */

/** The stages of `npm test`. */
export const STAGES = [
  // A gate: without chromium the run stops at once with the install command (no two minutes of
  // type checks and a build first), and the summary says every other stage was skipped.
  { name: 'chromium', command: 'node scripts/check-chromium.mjs', gate: true },
  { name: 'types', command: 'npm run check' },
  { name: 'biome', command: 'npm run lint' },
  { name: 'build', command: 'npm run build' },
  // The package test in the unit suite packs the node build.
  { name: 'unit', command: 'npx vitest run', needs: ['build'] },
  { name: 'browser', command: 'E2E_BUILT=node npm run test:e2e', needs: ['chromium', 'build'] }
];

/**
 * Runs `stages` in order (each through the shell, output passed through) and returns one line per
 * stage: passed, failed (exit code) or skipped (the stage it needed that did not pass).
 * @param {Stage[]} stages
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {{ ok: boolean, lines: string[] }}
 */
export function runStages(stages, options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  /** @type {Map<string, 'passed' | 'failed' | 'skipped'>} */
  const outcome = new Map();
  const lines = [];
  for (const stage of stages) {
    const gates = stages.filter((s) => s.gate && outcome.has(s.name)).map((s) => s.name);
    const blocked = [...gates, ...(stage.needs ?? [])].filter(
      (n, i, all) => outcome.get(n) !== 'passed' && all.indexOf(n) === i
    );
    if (blocked.length > 0) {
      outcome.set(stage.name, 'skipped');
      lines.push(
        `${stage.name}: skipped (needs ${blocked.map((n) => `${n}, which ${outcome.get(n) ?? 'did not run'}`).join('; ')})`
      );
      continue;
    }
    log(`\n== npm test: ${stage.name} (${stage.command})`);
    const r = spawnSync(stage.command, { shell: true, stdio: 'inherit' });
    const passed = r.status === 0;
    outcome.set(stage.name, passed ? 'passed' : 'failed');
    lines.push(
      passed
        ? `${stage.name}: passed`
        : `${stage.name}: FAILED (${r.signal ? `killed by ${r.signal}` : `exit ${r.status}`})`
    );
  }
  log(`\n== npm test: ${lines.length} stage${lines.length === 1 ? '' : 's'}\n${lines.map((l) => `  ${l}`).join('\n')}`);
  return { ok: [...outcome.values()].every((o) => o === 'passed'), lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(runStages(STAGES).ok ? 0 : 1);
}
