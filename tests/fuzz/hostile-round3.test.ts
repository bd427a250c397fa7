/**
 * Fuzz of the shapes issue 43 found: atlas trajectories with any step or dependency shape (a
 * `depends_on: [{}]` before a good step threw a TypeError), YAML anchors and aliases of any size
 * and nesting (the expanded size is held to the input limit), and live schemas of any depth (held
 * to the nesting limit, never a stack overflow). Each result is a value or a positioned error.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { readTrajectory } from '#core/atlas/trajectory';
import { parseAtlasTasksText } from '#core/atlas/task';
import type { Diagnostic } from '#core/source/diagnostic';
import { checkStructure, configureLimits, DEFAULT_LIMITS } from '#core/source/limits';
import { parseText } from '#core/source/parse-text';
import { example, params } from './fuzz.ts';

afterEach(() => void configureLimits(DEFAULT_LIMITS));

const ref = fc.oneof(
  fc.integer({ min: -2, max: 6 }),
  fc.constantFrom('a', 'b', 'c', '0', '1', ''),
  fc.constantFrom({}, [], null, 1.5, true)
);
const step = fc.oneof(
  fc.constant({}),
  fc.record(
    {
      tool: fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.constantFrom(1, '', null)),
      depends_on: fc.oneof(fc.array(ref, { maxLength: 4 }), fc.constantFrom({}, 'a', null)),
      id: fc.oneof(fc.constantFrom('a', 'x', ''), fc.constantFrom(3, {}))
    },
    { requiredKeys: [] }
  )
);

describe('fuzz: hostile shapes of round three', { timeout: 120_000 }, () => {
  it('any trajectory reads to steps or errors at its pointer, never a throw', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 6 }), (trajectory) => {
        const errors: Diagnostic[] = [];
        readTrajectory(trajectory, '/reference_trajectory', new Set(), errors);
        for (const e of errors) expect(e.pointer).toMatch(/^\/reference_trajectory/);
      }),
      params(300)
    );
  });

  it('a task file with any trajectory gives a result, never a throw', () => {
    const task = JSON.parse(example('examples/atlas/geo-weather-001.task.json'));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 6 }), (trajectory) => {
        const r = parseAtlasTasksText(JSON.stringify({ ...task, reference_trajectory: trajectory }));
        if (!r.ok) for (const e of r.errors) expect(e.pointer ?? e.line).toBeDefined();
      }),
      params(200)
    );
  });

  it('YAML aliases: the document reads when its expansion fits the input limit, and is refused when not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1_000, max: 200_000 }),
        (anchor, uses, levels, max) => {
          configureLimits({ maxInputChars: max });
          // Level 0 anchors a scalar; each further level a list of `uses` aliases of the one below.
          let text = `l0: &l0 "${'y'.repeat(anchor)}"\n`;
          const level = [anchor];
          for (let l = 1; l <= levels; l++) {
            text += `l${l}: &l${l} [${Array.from({ length: uses }, () => `*l${l - 1}`).join(', ')}]\n`;
            level.push(uses * level[l - 1]);
          }
          text += `top: [${Array.from({ length: uses }, () => `*l${levels}`).join(', ')}]\n`;
          // Every scalar once expanded, and the keys (l0..lN, top).
          const expanded = level.reduce((a, b) => a + b, 0) + uses * level[levels] + 2 * (levels + 1) + 3;
          const r = parseText(text);
          if (text.length > max)
            expect(!r.ok && r.error.message).toMatch(/^the input is [\d,]+ characters, over the limit/);
          else if (expanded > max) expect(!r.ok && r.error.message).toMatch(/^the YAML aliases expand the document/);
          else if (!r.ok) expect(r.error.message).toMatch(/Excessive alias count/);
        }
      ),
      params(150)
    );
  });

  it('schemas of any depth are refused past the nesting limit with a pointer, never a stack overflow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.constantFrom('properties', 'items', 'anyOf'),
        (depth, how) => {
          let s: unknown = { type: 'string' };
          for (let i = 0; i < depth; i++)
            s =
              how === 'properties'
                ? { type: 'object', properties: { a: s } }
                : how === 'items'
                  ? { items: s }
                  : { anyOf: [s] };
          const problem = checkStructure({ tools: [{ name: 't', inputSchema: s }] }, undefined, { tree: true });
          if (problem) expect(problem.pointer).toMatch(/^\/tools\/0\/inputSchema\//);
          else expect(depth).toBeLessThan(256);
        }
      ),
      params(60)
    );
  });
});
