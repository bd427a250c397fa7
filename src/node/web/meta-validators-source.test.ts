// biome-ignore-all lint/suspicious/noThenProperty: `then` is JSON Schema's conditional keyword, not a thenable
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredDialect, dialectProblem } from '#core/lint/dialect/dialect';
import { CORPUS_DIR, listCorpus, loadCatalogFile } from '../../../tests/unit/helpers/corpus.ts';
import { REPO } from '../../../tests/unit/helpers/cli.ts';
import { META_DIALECTS, metaAjv, metaValidatorSource, type MetaDialect } from './meta-validators-source.ts';

const DIALECTS = Object.keys(META_DIALECTS) as MetaDialect[];

describe('the meta-schema validators generated ahead of time', () => {
  it.each(DIALECTS)(
    'core/lint/dialect/ holds the %s validator the generator writes (npm run gen:meta-validators)',
    (dialect) => {
      expect(readFileSync(path.join(REPO, 'core/lint/dialect', META_DIALECTS[dialect].file), 'utf8')).toBe(
        metaValidatorSource(dialect)
      );
    }
  );

  it.each(DIALECTS)(
    "the %s validator compiles no code at run time (the playground worker's CSP forbids it)",
    (dialect) => {
      expect(metaValidatorSource(dialect)).not.toMatch(/new Function|\beval\(|require\(/);
    }
  );

  const crafted: unknown[] = [
    { type: 'object', properties: { n: { type: 'int' } } },
    { type: 'object', required: 'a' },
    { type: 'object', properties: { p: { type: 'array', items: [{ type: 'number' }] } } },
    { type: 'object', properties: { a: { minimum: '1' } }, additionalProperties: 3 },
    { type: ['object', 'object'] },
    { $defs: { a: { $ref: 7 } } },
    {
      type: 'object',
      $defs: { p: { prefixItems: [{ type: 'number' }], items: false } },
      properties: { x: { $ref: '#/$defs/p' } },
      if: { required: ['x'] },
      then: { minProperties: 1 }
    },
    { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', definitions: { a: { type: 'strin' } } },
    { enum: [] },
    { oneOf: [] },
    { $dynamicAnchor: 3 }
  ];

  it.each(DIALECTS)('the %s validator agrees with ajv.validateSchema on crafted schemas, valid and not', (dialect) => {
    const ajv = metaAjv(dialect);
    // ajv.validateSchema follows a `$schema` of its own; both sides see the schema without it.
    for (const { $schema: _, ...schema } of crafted as Array<Record<string, unknown>>)
      expect(dialectProblem(schema, dialect) === undefined, JSON.stringify(schema)).toBe(
        ajv.validateSchema(schema) === true
      );
  });

  it.skipIf(listCorpus().length === 0)(
    'agrees with ajv.validateSchema on every schema of the real corpus, in its declared dialect',
    () => {
      let checked = 0;
      const ajvs = { '2020-12': metaAjv('2020-12'), 'draft-07': metaAjv('draft-07') };
      for (const dir of [CORPUS_DIR, path.join(CORPUS_DIR, '../catalogs-2')]) {
        for (const file of listCorpus(dir)) {
          for (const t of loadCatalogFile(file).tools) {
            for (const schema of [t.tool.inputSchema, t.tool.outputSchema]) {
              if (schema === null || typeof schema !== 'object') continue;
              const dialect = declaredDialect(schema).dialect ?? '2020-12';
              expect(dialectProblem(schema, dialect) === undefined).toBe(ajvs[dialect].validateSchema(schema) === true);
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(1000);
    }
  );
});
