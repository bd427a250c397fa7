/**
 * `toolgauge rule [ID]`: a rule's documentation in the terminal (as `ruff rule E501` does), or the
 * list of every rule. The page is docs/rules/<ID>.md as shipped with the package; a copy without
 * it prints the same page made from the rule's docs object (without the measured precision).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleDocMarkdown } from '#core/lint/docs';
import { RULE_LIST, ruleDocsUrl } from '#core/lint/registry';
import { PRESET_NAMES, type AnyRule, type PresetName } from '#core/lint/types';
import { presetSeverity } from '#core/lint/presets';
import { nearest } from '#core/source/nearest';
import type { Command } from '../cli/command.ts';
import { EXIT, UsageError } from '../cli/errors.ts';
import { writeReport } from '../cli/io.ts';
import { rulePagesBase, rulePagesDir } from '../docs/rule-pages.ts';
import { COMMAND_SUMMARIES } from './summaries.ts';

const FORMATS = ['text', 'json'] as const;

// The preset's own decision (recommended: the members of core/lint/recommended-rules.ts).
const severityIn = (rule: AnyRule, preset: PresetName) => presetSeverity(rule, preset);
/** The first sentence of a rule's summary, for the one-line list. */
const firstSentence = (text: string) => (/^(.*?[.!?])(\s|$)/s.exec(text)?.[1] ?? text).replace(/\s+/g, ' ');
/** Our own Markdown, but shown in a terminal: control characters never reach it raw. */
const inert = (text: string) =>
  text.replace(
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  );

function page(rule: AnyRule): { text: string; file?: string } {
  const dir = rulePagesDir();
  if (dir) {
    const file = path.join(dir, `${rule.id}.md`);
    try {
      return { text: readFileSync(file, 'utf8'), file };
    } catch {
      // A copy without this page: made from the rule itself below.
    }
  }
  return { text: ruleDocMarkdown(rule) };
}

function listText(): string {
  const rows = RULE_LIST.map((r) => [
    r.id,
    r.slug,
    r.category,
    ...PRESET_NAMES.map((p) => severityIn(r, p)),
    firstSentence(r.docs.summary)
  ]);
  const head = ['rule', 'slug', 'category', ...PRESET_NAMES, 'catches'];
  const widths = head.slice(0, -1).map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < widths.length ? c.padEnd(widths[i]) : c))
      .join('  ')
      .trimEnd();
  return [
    line(head),
    ...rows.map(line),
    '',
    `${RULE_LIST.length} rules. toolgauge rule <ID> prints one rule's page; --preset and --rules choose severities (off = never runs).`,
    ''
  ].join('\n');
}

export const command: Command = {
  spec: {
    name: 'rule',
    summary: COMMAND_SUMMARIES.rule,
    usage: 'toolgauge rule [ID] [--format text|json] [--out FILE]',
    positionals: [
      { name: '[ID]', description: 'a rule id such as SEC-002 (any case); without it, every rule in one table' }
    ],
    options: {
      format: {
        type: 'string',
        description: 'text (the page as Markdown, or the table) or json',
        choices: FORMATS,
        default: 'text',
        value: 'NAME'
      },
      json: { type: 'boolean', description: 'same as --format json' },
      out: { type: 'string', description: 'write the output to FILE instead of stdout', value: 'FILE' }
    },
    epilog: 'exit codes: 0 printed; 2 no rule has that id (the nearest is suggested) or bad arguments.'
  },

  async run({ values, positionals }, io) {
    if (positionals.length > 1) throw new UsageError(`one rule at a time (got ${positionals.join(', ')})`);
    const json = values.format === 'json';
    const base = rulePagesBase();
    const summaryOf = (r: AnyRule) => ({
      id: r.id,
      slug: r.slug,
      category: r.category,
      severity: Object.fromEntries(PRESET_NAMES.map((p) => [p, severityIn(r, p)])),
      summary: r.docs.summary,
      docsUrl: ruleDocsUrl(r, base)
    });
    if (positionals.length === 0) {
      await writeReport(
        io,
        values.out as string | undefined,
        json ? JSON.stringify(RULE_LIST.map(summaryOf), null, 2) + '\n' : listText()
      );
      return EXIT.ok;
    }
    const asked = positionals[0];
    const rule = RULE_LIST.find((r) => r.id.toLowerCase() === asked.toLowerCase() || r.slug === asked);
    if (!rule) {
      const near = nearest(
        asked.toUpperCase(),
        RULE_LIST.map((r) => r.id)
      );
      throw new UsageError(
        `no rule "${inert(asked)}"${near ? ` (did you mean ${near}?)` : ''}; toolgauge rule lists every rule`
      );
    }
    const { text } = page(rule);
    const out = json
      ? JSON.stringify({ ...summaryOf(rule), docs: rule.docs, page: text }, null, 2) + '\n'
      : inert(text);
    await writeReport(io, values.out as string | undefined, out);
    return EXIT.ok;
  }
};
