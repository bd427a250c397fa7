/**
 * Regenerates core/suite/schema-v1.ts from static/schema/v1.json. The JSON file is the one source of
 * truth (editors and ajv read it); the .ts copy exists only because TypeScript widens imported JSON
 * (string literals become `string`), and json-schema-to-ts needs the literal types of an `as const`
 * object to derive the suite types. A test fails when the two drift apart.
 *
 *   npx tsx src/node/suite/gen-schema-ts.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function schemaModuleText(schemaJson: string): string {
  const value: unknown = JSON.parse(schemaJson);
  return [
    '// Generated from static/schema/v1.json by src/node/suite/gen-schema-ts.ts. Do not edit by hand.',
    '// The `as const` copy gives json-schema-to-ts the literal types it needs.',
    `export const suiteSchema = ${JSON.stringify(value, null, 2)} as const;`,
    ''
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const json = readFileSync(path.join(root, 'static/schema/v1.json'), 'utf8');
  writeFileSync(path.join(root, 'core/suite/schema-v1.ts'), schemaModuleText(json));
}
