// The module src/node/web/suite-validators.ts serves to Vite (and Vitest) at build time.
declare module 'virtual:toolgauge/suite-validators' {
  import type { ValidateFunction } from 'ajv';
  export const validateSuite: ValidateFunction;
  export const validateJsonSchema: ValidateFunction;
}
