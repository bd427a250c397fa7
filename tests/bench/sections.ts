/** Every benchmark section `npm run bench` runs, in order. Each issue adds its own. */
import type { BenchSection } from './harness.ts';
import { metricsSection } from './metrics.bench.ts';
import { benchSection } from './bench.bench.ts';

export const SECTIONS: BenchSection[] = [metricsSection, benchSection];
