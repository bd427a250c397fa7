/** docs/targets.md from the three sets of the shared corpus, as scripts/targets-doc.ts writes it and its test checks it. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { targetShares, targetsMarkdown } from '#core/lint/targets/targets-doc';
import { listCorpus, loadCatalogFile } from './corpus.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const TARGET_SET_DIRS = ['catalogs', 'catalogs-2', 'catalogs-3'].map((d) =>
  path.resolve(here, '../../../../shared/corpus', d)
);

export function targetsDoc(): string {
  const files = TARGET_SET_DIRS.flatMap((d) => listCorpus(d));
  return targetsMarkdown(
    targetShares(files.map(loadCatalogFile)),
    'The three sets of ../shared/corpus/ (catalogs/, catalogs-2/, catalogs-3/), each catalog file taken as one server.'
  );
}
