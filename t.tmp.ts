import { readFileSync, readdirSync } from 'node:fs';
import { exampleBlocks } from './tests/unit/helpers/doc-examples.ts';
for (const f of ['README.md', ...readdirSync('docs').filter((x) => x.endsWith('.md')).map((x) => 'docs/' + x)]) {
  for (const b of exampleBlocks(f, readFileSync(f, 'utf8'))) console.log(`${f}:${b.line}`, b.steps.map((s) => `${s.kind}:${s.line.slice(0, 70)} [${s.expected.length}]`).join(' | '));
}
