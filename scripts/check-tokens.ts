/**
 * `npm run check:tokens` (dev only): gpt-tokenizer's cl100k_base and o200k_base counts, as
 * toolgauge uses them (core/tokens/encoders.ts, special-token text as ordinary text), equal
 * js-tiktoken's (`encode(text, [], [])`) for every surface string (name, description, schema
 * JSON) of every tool of every corpus catalog. Exit 1 on any disagreement, naming it.
 * The corpus is ../shared/corpus/catalogs, or TOOLGAUGE_CORPUS; examples/catalogs without it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Tiktoken } from 'js-tiktoken/lite';
import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { loadEncoders } from '#core/tokens/encoders';
import { surfaceStrings } from '#core/tokens/surface';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(REPO, '../shared/corpus/catalogs');
const dir = process.env.TOOLGAUGE_CORPUS ?? (existsSync(shared) ? shared : path.join(REPO, 'examples/catalogs'));

const ours = await loadEncoders();
const theirs = { cl100k: new Tiktoken(cl100kRanks), o200k: new Tiktoken(o200kRanks) };
let tools = 0;
let strings = 0;
const totals = { cl100k: 0, o200k: 0 };
const disagreements: string[] = [];
for (const file of readdirSync(dir)
  .filter((f) => /\.(json|ya?ml)$/.test(f))
  .sort()) {
  const parsed = parseCatalogText(readFileSync(path.join(dir, file), 'utf8'), { file });
  if (!parsed.ok) {
    disagreements.push(`${file}: does not parse`);
    continue;
  }
  for (const t of parsed.catalog.tools) {
    tools++;
    for (const [i, s] of surfaceStrings(t.tool).entries()) {
      strings++;
      for (const enc of ['cl100k', 'o200k'] as const) {
        const a = ours[enc](s);
        const b = s === '' ? 0 : theirs[enc].encode(s, [], []).length;
        totals[enc] += a;
        if (a !== b)
          disagreements.push(
            `${file} ${t.id} ${['name', 'description', 'schema'][i]} ${enc}: gpt-tokenizer ${a}, js-tiktoken ${b}`
          );
      }
    }
  }
}
console.log(`${dir}: ${tools} tools, ${strings} strings; cl100k ${totals.cl100k} tokens, o200k ${totals.o200k} tokens`);
if (disagreements.length > 0) {
  console.error(`${disagreements.length} disagreement(s):\n${disagreements.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log('gpt-tokenizer and js-tiktoken agree on every string');
