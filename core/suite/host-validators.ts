/**
 * For hosts that may not compile code at run time. ajv turns each schema into a function with
 * `new Function`; the playground's Content-Security-Policy forbids that in the page and in its
 * workers. Such a host installs, once, before loading any suite: the suite schema's and the
 * draft-07 meta-schema's validators compiled ahead of time (ajv standalone code, built by
 * src/node/web/suite-validators.ts) and a way to evaluate the schema matcher's user schemas
 * without code generation (matchers/schema-interpreter.ts). Without it (the CLI) ajv compiles.
 */
import type { ValidateFunction } from 'ajv';
import type { InterpretedValidator } from './matchers/schema-interpreter.ts';

export interface HostValidators {
  /** The suite schema (schema-v1.ts), compiled with validate.ts's options. */
  suite: ValidateFunction;
  /** The draft-07 meta-schema, compiled with checks.ts's options. */
  jsonSchema: ValidateFunction;
  /** The schema matcher's user schemas: a validator, or why it cannot evaluate one. */
  compileSchema: (schema: object | boolean) => InterpretedValidator | string;
}

let installed: HostValidators | undefined;

export function installHostValidators(validators: HostValidators): void {
  installed = validators;
}

export function hostValidators(): HostValidators | undefined {
  return installed;
}
