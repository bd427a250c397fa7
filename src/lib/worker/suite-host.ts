/**
 * The suite engine as the worker loads it. The CSP forbids eval in the worker too, so before any
 * suite loads: suites validate with validators ajv compiled at build time, and the schema
 * matcher's user schemas are interpreted, never compiled to code (core/suite/host-validators.ts).
 */
import { installHostValidators } from '#core/suite/host-validators';
import { interpretSchema } from '#core/suite/matchers/schema-interpreter';
import { validateJsonSchema, validateSuite } from 'virtual:toolgauge/suite-validators';
import { checkSuiteText, runSuiteText, suiteReportFile } from '#core/api/suite-view';

installHostValidators({ suite: validateSuite, jsonSchema: validateJsonSchema, compileSchema: interpretSchema });

export { checkSuiteText, runSuiteText, suiteReportFile };
