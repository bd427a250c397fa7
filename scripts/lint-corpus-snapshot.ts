/**
 * Writes tests/fixtures/lint-reference-snapshot.json: every finding of every rule on every corpus
 * tool (rule, pointer relative to the tool, messageId) and its TDQS, the record the `reference` preset must keep
 * reproducing. Run it only when the reference's own definitions change (they should not).
 *   npx tsx scripts/lint-corpus-snapshot.ts
 */
import { writeFileSync } from 'node:fs';
import { CORPUS_DIR, corpusRecord, listCorpus } from '../tests/unit/helpers/corpus.ts';

const out = corpusRecord(listCorpus(CORPUS_DIR), 'reference');
const lines = (o: object) => JSON.stringify(o).replace(/(\],|\d,)"/g, '$1\n"');
writeFileSync(
  new URL('../tests/fixtures/lint-reference-snapshot.json', import.meta.url),
  `{"findings":${lines(out.findings)},\n"scores":${lines(out.scores)}}\n`
);
