// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
  namespace App {}
  /** True in `npm run build:static` (vite.config.ts `define`). */
  const __TOOLGAUGE_STATIC__: boolean;
}
export {};
