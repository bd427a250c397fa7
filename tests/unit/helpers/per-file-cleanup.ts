/**
 * Vitest setup file: runs before every test file, also when the workers share their modules
 * (isolate: false in vite.config.ts), so the hooks below are registered in each file.
 * - Every file starts with the documented input limits: a CLI run in process applies
 *   TOOLGAUGE_MAX_* from its environment (docs/limits.md runs `TOOLGAUGE_MAX_DEPTH=10000 toolgauge
 *   lint ...`), and with shared modules that setting would otherwise reach later files.
 * - The temporary folders a file made (tempDir in ./cli.ts) are removed when that file finishes.
 */
import { afterAll, beforeAll } from 'vitest';
import { configureLimits, DEFAULT_LIMITS } from '#core/source/limits';
import { removeTempDirs } from './cli.ts';

beforeAll(() => {
  configureLimits(DEFAULT_LIMITS);
});
afterAll(() => {
  configureLimits(DEFAULT_LIMITS);
  removeTempDirs();
});
