import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { validateJsonSchema, validateSuite } from 'virtual:toolgauge/suite-validators';
import { suiteSchema } from '#core/suite/schema-v1';

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../examples/suites');
const SUITES = readdirSync(EXAMPLES).filter((f) => f.endsWith('.yml'));

/** Every example suite, and broken variants of it: each key misspelt once, each scalar retyped. */
function corpus(): unknown[] {
  const out: unknown[] = [];
  for (const f of SUITES) {
    const doc = parse(readFileSync(path.join(EXAMPLES, f), 'utf8')) as unknown;
    out.push(doc);
    const walk = (node: unknown, mutate: (m: (root: unknown) => void) => void, at: Array<string | number>) => {
      if (node === null || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        const here = [...at, Array.isArray(node) ? Number(k) : k];
        mutate((root) => {
          const parent = here.slice(0, -1).reduce<any>((n, s) => n[s], root);
          if (Array.isArray(parent)) parent[k as never] = typeof v === 'string' ? 7 : 'seven';
          else {
            delete parent[k];
            parent[`${k.slice(0, -1)}${k.slice(-1) === 'e' ? 'a' : 'e'}`] = v;
          }
        });
        walk(v, mutate, here);
      }
    };
    walk(
      doc,
      (m) => {
        const copy = structuredClone(doc);
        m(copy);
        out.push(copy);
      },
      []
    );
  }
  return out;
}

describe('the suite validator compiled at build time behaves as ajv compiling at run time', () => {
  const runtime = new Ajv({ allErrors: true, verbose: true, strict: false }).compile(suiteSchema as object);
  const docs = corpus();

  it('has a corpus worth the name', () => expect(docs.length).toBeGreaterThan(300));

  it('gives the same errors, pointing at the same schema objects (validate.ts tells anyOf branches apart by them)', () => {
    let failing = 0;
    for (const doc of docs) {
      const a = runtime(doc);
      const b = validateSuite(doc);
      expect(b).toBe(a);
      const ea = runtime.errors ?? [];
      const eb = validateSuite.errors ?? [];
      expect(eb.map(({ parentSchema, schema, data, ...rest }) => rest)).toEqual(
        ea.map(({ parentSchema, schema, data, ...rest }) => rest)
      );
      eb.forEach((e, i) => {
        expect(e.parentSchema).toBe(ea[i].parentSchema);
        expect(e.data).toEqual(ea[i].data);
      });
      if (!a) failing++;
    }
    expect(failing).toBeGreaterThan(200);
  });

  it('the draft-07 meta-schema validator agrees with ajv.validateSchema', () => {
    const ajv = new Ajv({ strict: false, validateSchema: true });
    for (const schema of [
      { minimum: 1 },
      { type: 'nope' },
      { minimum: 'x' },
      { required: [1] },
      { properties: { a: { type: 3 } } },
      { anyOf: [] }
    ]) {
      expect(validateJsonSchema(schema)).toBe(ajv.validateSchema(schema));
      expect(validateJsonSchema.errors?.[0]?.message).toBe(ajv.errors?.[0]?.message);
      expect(validateJsonSchema.errors?.[0]?.instancePath).toBe(ajv.errors?.[0]?.instancePath);
    }
  });
});

describe('a suite loaded and run with the host validators reports what the CLI reports', () => {
  // The workers keep modules from one test file to the next (isolate: false): drop the instances
  // that have host validators installed, so later files load the suite modules as the CLI does.
  afterAll(() => vi.resetModules());
  async function runAll(host: boolean): Promise<string[]> {
    vi.resetModules();
    if (host) {
      const { installHostValidators } = await import('#core/suite/host-validators');
      const { interpretSchema } = await import('#core/suite/matchers/schema-interpreter');
      // Imported afresh, so it binds the same schema-v1 module instance validate.ts now uses.
      const fresh = await import('virtual:toolgauge/suite-validators');
      installHostValidators({
        suite: fresh.validateSuite,
        jsonSchema: fresh.validateJsonSchema,
        compileSchema: interpretSchema
      });
    }
    const { loadSuiteText } = await import('#core/suite/load');
    const { runSuite } = await import('#core/suite/run');
    const { readSuiteFiles } = await import('../suite/load-suite.ts');
    const out: string[] = [];
    for (const f of SUITES) {
      const file = path.join(EXAMPLES, f);
      const text = readFileSync(file, 'utf8');
      for (const variant of [
        text,
        text.replace(/\bmatcher:/, 'matchr:'),
        text.replace(/>=/g, '>').replace(/\btrace:/, 'trace:')
      ]) {
        const load = loadSuiteText(variant, { file: f });
        if (!load.ok) {
          out.push(JSON.stringify(load.errors));
          continue;
        }
        const { suiteFiles } = await import('#core/suite/load');
        const files = await readSuiteFiles(file, suiteFiles(load.suite));
        out.push(JSON.stringify(await runSuite(load.suite, { files, locate: load.source.locate })));
      }
    }
    return out;
  }

  it('same diagnostics and same reports for every example suite and two broken variants', async () => {
    const cli = await runAll(false);
    const browser = await runAll(true);
    expect(browser).toEqual(cli);
    expect(cli.some((r) => r.includes('did you mean'))).toBe(true);
  });
});
