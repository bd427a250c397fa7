import { sveltekit } from '@sveltejs/kit/vite';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { monacoStagesPlugin } from './src/node/web/monaco-stages.ts';
import { suiteValidatorsPlugin } from './src/node/web/suite-validators.ts';

export default defineConfig({
  // suiteValidatorsPlugin: the suite validators compiled at build time (the CSP forbids eval).
  // monacoStagesPlugin: Monaco's start-up as a chain of chunks, evaluated a stage per task.
  plugins: [sveltekit(), suiteValidatorsPlugin(), monacoStagesPlugin()],
  // The static build (svelte.config.js): pages prerendered, no live panel. A constant, so the
  // node build's pages keep no trace of it.
  define: { __TOOLGAUGE_STATIC__: JSON.stringify(process.env.TOOLGAUGE_STATIC === '1') },
  worker: { format: 'es', plugins: () => [suiteValidatorsPlugin()] },
  build: {
    // Monaco's editor and its language workers are big by nature (several MB); the size warning
    // would fire on every build and say nothing new.
    chunkSizeWarningLimit: 8000,
    // Rolldown's "[PLUGIN_TIMINGS]" report: kit's closeBundle does the adapter's work, so it is
    // always "slow" and the block is noise in every build log.
    rolldownOptions: { checks: { bundlerTimings: false } }
  },
  optimizeDeps: { include: ['monaco-yaml/yaml.worker.js'] },
  test: {
    include: ['core/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/unit/helpers/cli-bundle-setup.ts', 'tests/unit/helpers/temp-check.ts'],
    // Runs before each test file: resets the input limits and removes the temp folders the file made.
    setupFiles: ['tests/unit/helpers/per-file-cleanup.ts'],
    // The workers keep their modules from one test file to the next. Isolated, every one of the
    // ~300 files loaded core and the CLI afresh: module loading was about 90% of the CPU of the
    // pure-core files (54 rule tests: 19 s isolated, 5 s shared). No test mocks modules, and the
    // few that set process.env restore it.
    isolate: false,
    // A test's time limit only guards a hang: on 2 cores at load 15 a CLI run is several times
    // slower than on an idle machine (issue 42). tests/unit/test-hygiene.test.ts keeps tests from
    // setting a tighter one of their own.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // vitest's default is one worker fewer than the cores: on the 2 cores CI has, one test file at
    // a time, with a core idle while tests wait on the processes and servers they start.
    maxWorkers: Math.max(2, availableParallelism() - 1)
  }
});
