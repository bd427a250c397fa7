// The module src/node/web/suite-validators.ts serves to Vite (and Vitest) at build time.
declare module 'virtual:toolgauge/suite-validators' {
  import type { ValidateFunction } from 'ajv';
  export const validateSuite: ValidateFunction;
  export const validateJsonSchema: ValidateFunction;
}

// The loaders of Monaco's start-up stages, in order (src/node/web/monaco-stages.ts).
declare module 'virtual:toolgauge/monaco-stages' {
  const stages: (() => Promise<unknown>)[];
  export default stages;
}
