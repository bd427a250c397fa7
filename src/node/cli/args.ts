/**
 * Flag parsing and help text for every command. Conventions shared by all commands:
 * --format <name> (text default), --json (= --format json), --out <file>, --help.
 */
import { parseArgs } from 'node:util';
import { nearest } from '#core/source/nearest';
import { UsageError } from './errors.ts';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  description: string;
  /** For string options: the allowed values. */
  choices?: readonly string[];
  default?: string | boolean;
  /** Placeholder in help text, e.g. FILE. */
  value?: string;
  multiple?: boolean;
}

export interface CommandSpec {
  name: string;
  summary: string;
  usage: string;
  /** Positional arguments, for help text. */
  positionals?: Array<{ name: string; description: string }>;
  options: Record<string, OptionSpec>;
  /** Extra help text after the options (examples, exit codes). */
  epilog?: string;
}

export type ParsedOptions = Record<string, string | boolean | string[] | undefined>;

export function reportOptions(formats: readonly string[]): Record<string, OptionSpec> {
  return {
    format: {
      type: 'string',
      description: `report format: ${formats.join(', ')}`,
      choices: formats,
      default: 'text',
      value: 'NAME'
    },
    json: { type: 'boolean', description: 'same as --format json' },
    out: { type: 'string', description: 'write the report to FILE instead of stdout', value: 'FILE' }
  };
}

export const HELP_OPTION: Record<string, OptionSpec> = {
  help: { type: 'boolean', short: 'h', description: 'show this help' }
};

export function parseCommandArgs(
  spec: CommandSpec,
  argv: string[]
): { values: ParsedOptions; positionals: string[]; explicit: Set<string> } {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = {};
  for (const [name, o] of Object.entries({ ...spec.options, ...HELP_OPTION })) {
    options[name] = { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) };
  }
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    const msg = (e as Error).message.replace(/\. To specify a positional argument.*$/s, '');
    const unknown = /Unknown option '(-{1,2}[^']+)'/.exec(msg);
    if (unknown) {
      const near = nearest(unknown[1].replace(/^-+/, ''), Object.keys(spec.options));
      throw new UsageError(
        `unknown option ${unknown[1]}${near ? ` (did you mean --${near}?)` : ''}; see toolgauge ${spec.name} --help`
      );
    }
    throw new UsageError(`${msg}; see toolgauge ${spec.name} --help`);
  }
  const values = { ...parsed.values } as ParsedOptions;
  for (const [name, o] of Object.entries(spec.options)) {
    if (values[name] === undefined && o.default !== undefined) values[name] = o.default;
    const v = values[name];
    if (o.choices && typeof v === 'string' && !o.choices.includes(v)) {
      throw new UsageError(`--${name} must be one of ${o.choices.join(', ')} (got "${v}")`);
    }
  }
  if (values.json === true && 'format' in spec.options) {
    const asked = parsed.values.format ?? parsed.values.reporter;
    if (typeof asked === 'string' && asked !== 'json')
      throw new UsageError(`--json means --format json; it conflicts with --format ${asked} (pass one of them)`);
    values.format = 'json';
  }
  // Which options the user typed (a project config may fill the others; the typed ones win).
  const explicit = new Set(Object.keys(parsed.values).filter((k) => parsed.values[k] !== undefined));
  return { values, positionals: parsed.positionals, explicit };
}

export function formatHelp(spec: CommandSpec): string {
  const lines = [`toolgauge ${spec.name}: ${spec.summary}`, '', `usage: ${spec.usage}`];
  if (spec.positionals?.length) {
    lines.push('', 'arguments:');
    for (const p of spec.positionals) lines.push(`  ${p.name.padEnd(26)} ${p.description}`);
  }
  lines.push('', 'options:');
  for (const [name, o] of Object.entries({ ...spec.options, ...HELP_OPTION })) {
    const flag = `${o.short ? `-${o.short}, ` : ''}--${name}${o.type === 'string' ? ` ${o.value ?? 'VALUE'}` : ''}`;
    const dflt = o.default !== undefined && o.type === 'string' ? ` (default: ${o.default})` : '';
    lines.push(`  ${flag.padEnd(26)} ${o.description}${dflt}`);
  }
  if (spec.epilog) lines.push('', spec.epilog.trimEnd());
  return lines.join('\n') + '\n';
}
