import adapter from '@sveltejs/adapter-node';

/**
 * The web face builds into build/web so that the CLI bundle (build/cli.mjs) and the
 * dispatcher (build/index.js) written by scripts/build-cli.mjs survive: adapter-node
 * empties only its own output folder.
 * @type {import('@sveltejs/kit').Config}
 */
const config = {
  kit: {
    adapter: adapter({ out: 'build/web' }),
    typescript: {
      config(cfg) {
        cfg.include.push('../core/**/*.ts', '../src/node/**/*.ts', '../tests/**/*.ts');
        cfg.compilerOptions ??= {};
        return cfg;
      }
    }
  }
};

export default config;
