import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MONACO_STAGES } from '../../lib/monaco/stages.ts';
import { STAGE_MARK, STAGES_ID, monacoStagesPlugin, stageModule, stagesModule } from './monaco-stages.ts';

const VS = fileURLToPath(new URL('../../../node_modules/monaco-editor/esm/vs/', import.meta.url));

describe('Monaco start-up stages', () => {
  it('chains each stage to the one before and marks it once evaluated', () => {
    const stages = [['a.js'], ['b.js', 'c.js']];
    expect(stageModule(stages, 0)).toBe(`import 'monaco-editor/esm/vs/a.js';\nperformance.mark('${STAGE_MARK}0');\n`);
    expect(stageModule(stages, 1)).toBe(
      [
        "import 'virtual:toolgauge/monaco-stage/0';",
        "import 'monaco-editor/esm/vs/b.js';",
        "import 'monaco-editor/esm/vs/c.js';",
        `performance.mark('${STAGE_MARK}1');`,
        ''
      ].join('\n')
    );
    expect(stagesModule(2)).toBe(
      "export default [() => import('virtual:toolgauge/monaco-stage/0'), () => import('virtual:toolgauge/monaco-stage/1')];\n"
    );
  });

  it('serves the virtual modules and refuses a stage that does not exist', () => {
    const plugin = monacoStagesPlugin([['a.js']]);
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    expect(resolve(STAGES_ID)).toBe(`\0${STAGES_ID}`);
    expect(resolve('monaco-editor')).toBeUndefined();
    expect(load(`\0${STAGES_ID}`)).toContain("import('virtual:toolgauge/monaco-stage/0')");
    expect(() => load('\0virtual:toolgauge/monaco-stage/1')).toThrow(
      /no Monaco stage 1 \(src\/lib\/monaco\/stages.ts has 1\)/
    );
  });

  it('names modules of the installed Monaco, editor.api.js and every contribution of editor.all.js in its order', () => {
    const all = MONACO_STAGES.flat();
    for (const m of all) expect(existsSync(VS + m), m).toBe(true);
    expect(all).toContain('editor/editor.api.js');
    const contributions = [...readFileSync(`${VS}editor/editor.all.js`, 'utf8').matchAll(/import '\.\/([^']+)'/g)].map(
      (m) => `editor/${m[1]}`
    );
    // after the core (editor.api.js and what it needs), the contributions as editor.all.js lists them
    const listed = all.slice(all.indexOf('editor/editor.api.js') + 1).filter((m) => contributions.includes(m));
    expect(listed).toEqual(contributions);
  });
});
