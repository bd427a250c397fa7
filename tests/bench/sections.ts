/** Every benchmark section `npm run bench` runs, in order. Each issue adds its own. */
import type { BenchSection } from './harness.ts';

export const SECTIONS: BenchSection[] = [];
