/**
 * Vitest setup file: runs before every test file, also when the workers share their modules
 * (isolate: false in vite.config.ts), so the afterAll below is registered in each file and the
 * temporary folders a file made (tempDir in ./cli.ts) are removed when that file finishes.
 */
import { afterAll } from 'vitest';
import { removeTempDirs } from './cli.ts';

afterAll(() => removeTempDirs());
