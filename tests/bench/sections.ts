/** Every benchmark section `npm run bench` runs, in order. Each issue adds its own. */
import type { BenchSection } from './harness.ts';
import { lintBench } from './lint.bench.ts';
import { metricsSection } from './metrics.bench.ts';
import { benchSection } from './bench.bench.ts';
import { benchPageSection } from './bench-page.bench.ts';
import { importersSection } from './importers.bench.ts';
import { playgroundBench } from './playground.bench.ts';
import { cliSection } from './cli.bench.ts';
import { liveBench } from './live.bench.ts';
import { scaleSection } from './scale.bench.ts';

export const SECTIONS: BenchSection[] = [
  lintBench,
  metricsSection,
  benchSection,
  benchPageSection,
  importersSection,
  playgroundBench,
  cliSection,
  scaleSection,
  liveBench
];
