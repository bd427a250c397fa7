/**
 * The labelling loop, one command each way (docs/rules/README.md, "Labelling a rule"):
 *
 *   npx tsx scripts/label-packet.ts --set checking --out /tmp/packets [--rules DESC-002,DESC-006]
 *     lints the set (../shared/corpus/catalogs-2, or catalogs for --set tuning) with the current
 *     build and every rule on, samples each rule's unlabelled firings as ../shared/LABELLING.md
 *     says, and writes per rule <RULE>.md (message, suggestion, the tool's JSON, its siblings;
 *     nothing of the rule's code or docs) and <RULE>.labels.json to fill in, plus LABELLING.md.
 *
 *   npx tsx scripts/label-packet.ts --import /tmp/packets
 *     checks every filled labels file (verdict TP or FP, a one-line reason; errors name the file
 *     and the label), adds the labels to tests/fixtures/lint-labels/<set>/ and regenerates the
 *     precision table and the rule docs (npm run docs:precision).
 *
 *   npx tsx scripts/label-packet.ts --blind --set catalogs-3 --out /tmp/blind [--per-server 2] [--seed 1]
 *     draws --per-server tools from each server of the set (../shared/corpus/<set>; seeded, so the
 *     same seed draws the same tools) and writes BLIND.md (each tool's JSON and its siblings, no
 *     finding) and defects.json to fill in: per tool { server, tool, defects: [{ kind, pointer,
 *     impact, evidence }] }, the shape of tests/fixtures/blind-labels/<set>.json.
 *
 *   npx tsx scripts/label-packet.ts --import-blind /tmp/blind
 *     checks the filled defects.json (errors name the file and the entry; only drawn tools), adds
 *     its tools to tests/fixtures/blind-labels/<set>.json and regenerates the recall table
 *     (npm run docs:recall).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isExactPremise } from '#core/lint/evidence/evidence-policy';
import { readBlindLabels } from '#core/lint/evidence/blind-labels';
import { blindPacketMarkdown, drawBlindTools, emptyBlindLabels } from '#core/lint/evidence/blind-packet';
import { emptyLabels, packetMarkdown, type PacketItem } from '#core/lint/evidence/label-packet';
import { DEFAULT_SAMPLE, sampleFirings } from '#core/lint/evidence/label-sample';
import { lintCatalog } from '#core/lint/lint';
import {
  firingKey,
  readFixtureLabels,
  toFixtureLabel,
  type FiringKey,
  type Label,
  type LabelSet
} from '#core/lint/evidence/precision-labels';
import { loadEncoders } from '#core/tokens/encoders';
import { BLIND_LABELS_DIR } from '../tests/unit/helpers/blind-labels.ts';
import {
  CHECKING_SET_DIRS,
  everyRuleOn,
  listCorpus,
  loadCatalogFile,
  serverOf,
  SET_DIRS
} from '../tests/unit/helpers/corpus.ts';
import { LABELS_DIR, readAllLabels } from '../tests/unit/helpers/labels.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'checking' },
    out: { type: 'string' },
    import: { type: 'string' },
    rules: { type: 'string' },
    'per-rule': { type: 'string', default: String(DEFAULT_SAMPLE.perRule) },
    'per-server': { type: 'string' },
    blind: { type: 'boolean', default: false },
    'import-blind': { type: 'string' },
    seed: { type: 'string', default: '1' }
  }
});

function fail(message: string): never {
  process.stderr.write(`label-packet: ${message}\n`);
  process.exit(2);
}

const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LABELLING = path.resolve(REPO, '../shared/LABELLING.md');

async function exportPackets(set: LabelSet, out: string): Promise<void> {
  const dir = SET_DIRS[set];
  if (!existsSync(dir)) fail(`the ${set} set is not at ${dir}`);
  const only = values.rules ? new Set(values.rules.split(',').map((r) => r.trim())) : undefined;
  const encoders = await loadEncoders();
  const firings: FiringKey[] = [];
  const items = new Map<string, Omit<PacketItem, 'firing'>>();
  for (const file of listCorpus(dir)) {
    const server = serverOf(file);
    const catalog = loadCatalogFile(file);
    const report = lintCatalog(catalog, { preset: 'all', severityFor: everyRuleOn, encoders });
    report.tools.forEach((t, i) => {
      const entry = catalog.tools[i];
      const siblings = catalog.tools
        .filter((_, j) => j !== i)
        .map((s) => ({ name: s.name, ...(s.description !== undefined ? { description: s.description } : {}) }));
      for (const f of t.findings) {
        if (only && !only.has(f.rule)) continue;
        const key: FiringKey = { server, tool: t.name, rule: f.rule, messageId: f.messageId, pointer: f.pointer };
        firings.push(key);
        items.set(firingKey(key), {
          message: f.message,
          ...(f.suggestion ? { suggestion: f.suggestion } : {}),
          tool: entry.tool,
          siblings
        });
      }
    });
  }
  const labelled = readAllLabels().filter((l) => l.set === set);
  const sample = sampleFirings(firings, labelled, {
    perRule: Number(values['per-rule']),
    perServer: Number(values['per-server'] ?? DEFAULT_SAMPLE.perServer),
    everyFiring: isExactPremise
  });
  mkdirSync(out, { recursive: true });
  const manifest: Record<string, number> = {};
  for (const [rule, picked] of sample) {
    const list = picked.map((firing) => ({ firing, ...items.get(firingKey(firing))! }));
    writeFileSync(path.join(out, `${rule}.md`), packetMarkdown(rule, set, list));
    writeFileSync(path.join(out, `${rule}.labels.json`), emptyLabels(list));
    manifest[rule] = list.length;
  }
  if (existsSync(LABELLING)) copyFileSync(LABELLING, path.join(out, 'LABELLING.md'));
  writeFileSync(
    path.join(out, 'packet.json'),
    JSON.stringify({ set, created: new Date().toISOString(), firings: manifest }, null, 2) + '\n'
  );
  const total = Object.values(manifest).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `${out}: ${total} firings to label for ${Object.keys(manifest).length} rules (${set} set); fill in each <RULE>.labels.json, then run: npx tsx scripts/label-packet.ts --import ${out}\n`
  );
}

function importPackets(from: string): void {
  const manifestFile = path.join(from, 'packet.json');
  if (!existsSync(manifestFile)) fail(`${manifestFile} is missing: --import takes a folder written by --out`);
  const set = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { set: LabelSet }).set;
  if (set !== 'tuning' && set !== 'checking') fail(`${manifestFile}: "set" must be tuning or checking`);
  const files = readdirSync(from)
    .filter((f) => f.endsWith('.labels.json'))
    .sort();
  const errors: string[] = [];
  const fresh: Label[] = [];
  for (const f of files) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path.join(from, f), 'utf8'));
    } catch (e) {
      errors.push(`${path.join(from, f)}: not JSON (${(e as Error).message})`);
      continue;
    }
    const r = readFixtureLabels(value, path.join(from, f), set);
    if (r.ok) fresh.push(...r.labels);
    else errors.push(...r.errors);
  }
  if (errors.length > 0) fail(`nothing imported; fix these first:\n${errors.join('\n')}`);
  const existing = new Set(
    readAllLabels()
      .filter((l) => l.set === set)
      .map(firingKey)
  );
  const added = fresh.filter((l) => !existing.has(firingKey(l)));
  const target = path.join(LABELS_DIR, set, `packet-${new Date().toISOString().slice(0, 10)}.json`);
  const before = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as unknown[]) : [];
  mkdirSync(path.dirname(target), { recursive: true });
  const rows = [...before, ...added.map(toFixtureLabel)].map((l) => `  ${JSON.stringify(l)}`);
  writeFileSync(target, `[\n${rows.join(',\n')}\n]\n`);
  process.stdout.write(
    `${path.relative(REPO, target)}: ${added.length} labels added (${fresh.length - added.length} already there); regenerating the precision table\n`
  );
  execFileSync('npm', ['run', '--silent', 'docs:precision'], { cwd: REPO, stdio: 'inherit' });
}

/** Blind packets: tools drawn per server, no findings; the reviewer lists defects (recall). */
function exportBlind(set: string, out: string): void {
  const dir = CHECKING_SET_DIRS[set];
  if (dir === undefined)
    fail(`--blind --set must be one of ${Object.keys(CHECKING_SET_DIRS).join(', ')} (got "${set}")`);
  if (!existsSync(dir)) fail(`the ${set} set is not at ${dir}`);
  const perServer = Number(values['per-server'] ?? 2);
  const seed = Number(values.seed);
  if (!Number.isInteger(perServer) || perServer < 1) fail(`--per-server must be a whole number of at least 1`);
  if (!Number.isInteger(seed)) fail(`--seed must be a whole number (got "${values.seed}")`);
  const servers = listCorpus(dir).map((file) => ({
    server: serverOf(file),
    tools: loadCatalogFile(file).tools.map((e) => ({
      name: e.tool.name,
      ...(typeof e.tool.description === 'string' ? { description: e.tool.description } : {}),
      tool: e.tool
    }))
  }));
  const items = drawBlindTools(servers, perServer, seed);
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'BLIND.md'), blindPacketMarkdown(set, items));
  writeFileSync(path.join(out, 'defects.json'), emptyBlindLabels(items));
  writeFileSync(
    path.join(out, 'packet.json'),
    JSON.stringify({ set, blind: true, seed, perServer, tools: items.map((i) => [i.server, i.name]) }, null, 2) + '\n'
  );
  process.stdout.write(
    `${out}: ${items.length} tools from ${servers.length} servers to review blind (${set} set, seed ${seed}); fill in defects.json, then run: npx tsx scripts/label-packet.ts --import-blind ${out}\n`
  );
}

function importBlind(from: string): void {
  const manifestFile = path.join(from, 'packet.json');
  if (!existsSync(manifestFile))
    fail(`${manifestFile} is missing: --import-blind takes a folder written by --blind --out`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { set?: unknown; tools?: unknown };
  const set = manifest.set;
  if (typeof set !== 'string' || CHECKING_SET_DIRS[set] === undefined || !Array.isArray(manifest.tools))
    fail(`${manifestFile}: not a blind packet ("set" must name a checking set, "tools" list the drawn tools)`);
  const drawn = new Set((manifest.tools as unknown[]).map((t) => JSON.stringify(t)));
  const file = path.join(from, 'defects.json');
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`${file}: not JSON (${(e as Error).message})`);
  }
  const read = readBlindLabels(value, file);
  if (!read.ok) fail(`nothing imported; fix these first:\n${read.errors.join('\n')}`);
  const strays = read.labels.filter((l) => !drawn.has(JSON.stringify([l.server, l.tool])));
  if (strays.length > 0)
    fail(
      `nothing imported; ${file} reviews tools the packet did not draw: ${strays.map((l) => `${l.server} / ${l.tool}`).join(', ')}`
    );
  const target = path.join(BLIND_LABELS_DIR, `${set}.json`);
  const before = existsSync(target) ? readBlindLabels(JSON.parse(readFileSync(target, 'utf8')), target) : undefined;
  if (before && !before.ok) fail(`${target} does not read:\n${before.errors.join('\n')}`);
  const kept = before?.ok ? before.labels : [];
  const known = new Set(kept.map((l) => JSON.stringify([l.server, l.tool])));
  const added = read.labels.filter((l) => !known.has(JSON.stringify([l.server, l.tool])));
  mkdirSync(BLIND_LABELS_DIR, { recursive: true });
  writeFileSync(target, JSON.stringify([...kept, ...added], null, 1) + '\n');
  process.stdout.write(
    `${path.relative(REPO, target)}: ${added.length} tools added (${read.labels.length - added.length} already reviewed); regenerating the recall table\n`
  );
  execFileSync('npm', ['run', '--silent', 'docs:recall'], { cwd: REPO, stdio: 'inherit' });
}

if (values['import-blind']) importBlind(values['import-blind']);
else if (values.blind && values.out) exportBlind(values.set, values.out);
else if (values.set !== 'tuning' && values.set !== 'checking')
  fail(`--set must be tuning or checking (got "${values.set}")`);
else if (values.import) importPackets(values.import);
else if (values.out) await exportPackets(values.set, values.out);
else
  fail(
    'usage: label-packet.ts --set tuning|checking --out DIR [--rules A,B] [--per-rule 15] [--per-server 3]  |  label-packet.ts --import DIR  |  label-packet.ts --blind --set catalogs-3 --out DIR [--per-server 2] [--seed 1]  |  label-packet.ts --import-blind DIR'
  );
