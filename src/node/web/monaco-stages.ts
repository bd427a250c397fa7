/**
 * Monaco's start-up as a chain of chunks (src/lib/monaco/stages.ts says why). The virtual module
 * `virtual:toolgauge/monaco-stages` exports one loader per stage; stage N is the virtual module
 * `virtual:toolgauge/monaco-stage/N`, which imports stage N-1 and then its own Monaco modules.
 * Every stage's code is needed by the stages after it, so the bundler puts each stage's new
 * modules in a chunk of their own, and importing stage N evaluates only those.
 */
import type { Plugin } from 'vite';
import { MONACO_STAGES } from '../../lib/monaco/stages.ts';

export const STAGES_ID = 'virtual:toolgauge/monaco-stages';
const STAGE_PREFIX = 'virtual:toolgauge/monaco-stage/';

/** The source of the loaders module, and of each stage's module. */
export function stagesModule(count: number): string {
  const loaders = Array.from({ length: count }, (_, i) => `() => import('${STAGE_PREFIX}${i}')`);
  return `export default [${loaders.join(', ')}];\n`;
}

/** The mark each stage sets once its modules are evaluated (the user-timing entry `toolgauge:monaco-stage-N`). */
export const STAGE_MARK = 'toolgauge:monaco-stage-';

export function stageModule(stages: readonly (readonly string[])[], index: number): string {
  const previous = index > 0 ? [`import '${STAGE_PREFIX}${index - 1}';`] : [];
  return [
    ...previous,
    ...stages[index].map((m) => `import 'monaco-editor/esm/vs/${m}';`),
    `performance.mark('${STAGE_MARK}${index}');`,
    ''
  ].join('\n');
}

export function monacoStagesPlugin(stages: readonly (readonly string[])[] = MONACO_STAGES): Plugin {
  return {
    name: 'toolgauge-monaco-stages',
    resolveId(id) {
      if (id === STAGES_ID || id.startsWith(STAGE_PREFIX)) return '\0' + id;
      return undefined;
    },
    load(id) {
      if (id === '\0' + STAGES_ID) return stagesModule(stages.length);
      if (!id.startsWith('\0' + STAGE_PREFIX)) return undefined;
      const index = Number(id.slice(STAGE_PREFIX.length + 1));
      if (!Number.isInteger(index) || index < 0 || index >= stages.length)
        throw new Error(`${id}: no Monaco stage ${index} (src/lib/monaco/stages.ts has ${stages.length})`);
      return stageModule(stages, index);
    }
  };
}
