import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [sveltekit()],
  worker: { format: 'es' },
  optimizeDeps: { include: ['monaco-yaml/yaml.worker.js'] },
  test: {
    include: ['core/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000
  }
});
