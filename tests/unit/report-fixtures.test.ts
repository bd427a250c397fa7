/**
 * The saved reports the compare tests read are real reports: they validate against the report
 * schema the engine publishes (static/schema/report.json), and so does every example suite's
 * report; the reader in core/report accepts all of them and refuses the deliberately broken ones.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parseSuiteReportText } from '#core/report/validate';
import { exampleSuites, reportOf } from '../fixtures/reports/example-reports.ts';
import { REPO } from './helpers/cli.ts';

const schema = JSON.parse(readFileSync(path.join(REPO, 'static/schema/report.json'), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const SAVED = ['baseline', 'regression', 'improvement', 'floor-flip', 'added-removed'];
const BROKEN = ['other-major', 'malformed', 'not-a-report'];
const text = (name: string) => readFileSync(path.join(REPO, 'tests/fixtures/reports', `${name}.json`), 'utf8');

describe('saved report fixtures', () => {
  it.each(SAVED)('%s.json follows the report schema and reads back', (name) => {
    const value = JSON.parse(text(name));
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
    expect(parseSuiteReportText(text(name)).ok).toBe(true);
  });

  it.each(BROKEN)('%s.json is refused', (name) => {
    expect(parseSuiteReportText(text(name)).ok).toBe(false);
  });

  it.each(exampleSuites())('the report of %s follows the schema and reads back', async (suite) => {
    const r = await reportOf(suite);
    expect(validate(r), JSON.stringify(validate.errors)).toBe(true);
    expect(parseSuiteReportText(JSON.stringify(r)).ok).toBe(true);
  });
});
