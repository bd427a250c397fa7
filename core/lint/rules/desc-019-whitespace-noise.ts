/**
 * DESC-019: whitespace that carries nothing: every line indented 8+ spaces (a template literal
 * pasted from indented source), or 3+ blank lines in a row; trailing spaces counted in the waste.
 */
import { defineRule, type RawFinding } from '../types.ts';
import { describedTexts } from './desc-described-texts.ts';
import { scanText } from './desc-text.ts';
import { HIDDEN_BLANK_LINES } from './sec-006-hidden-tail.ts';

/** Indentation every line shares from this many spaces on is the source code's, not the text's. */
export const PASTED_INDENT = 8;
/** ...on at least this share of the lines after the first (the rest are lines added at the margin)... */
export const PASTED_SHARE = 0.8;
/** Blank lines in a row that no reader needs. */
export const BLANK_RUN = 3;
/**
 * Worth a finding from this many tokens on. Each indented line and each extra blank line costs
 * about one cl100k_base token: measured on the corpus, dedenting desktop-commander's read_file saves
 * 52 tokens for 53 lines, glean's chat 11 for 9, gcp-observability's filter 10 for 10.
 */
export const MIN_WASTED_TOKENS = 5;

export interface WhitespaceNoise {
  /** Lines (after the first) that share the pasted indentation, and its width. */
  indentedLines: number;
  indent: number;
  /** The longest run of blank lines that SEC-006 does not already report as hiding text. */
  blankRun: number;
  /** Characters that could go without changing what the text says. */
  wasted: number;
  /** About how many cl100k_base tokens they cost: one per indented line and per blank line beyond one. */
  tokens: number;
}

const leading = (line: string) => /^[ \t]*/.exec(line)![0].length;

export function whitespaceNoise(raw: string): WhitespaceNoise {
  // Fenced code keeps its indentation: that is the example's, not an accident.
  const text = scanText(raw).replace(/```[\s\S]*?(```|$)/g, '```');
  const lines = text.split('\n');
  // The first line usually follows the opening quote directly; the rest show the source's indentation.
  const rest = lines.slice(1).filter((l) => l.trim() !== '');
  // A line or two appended at the margin (a note added by concatenation) does not make the rest content.
  const deep = rest.map(leading).filter((n) => n >= PASTED_INDENT);
  const pasted = deep.length > 0 && deep.length >= PASTED_SHARE * rest.length;
  const indent = pasted ? Math.min(...deep) : 0;
  const indentedLines = pasted ? deep.length : 0;
  let wasted = indentedLines * indent;
  for (const l of lines) if (l.trim() !== '') wasted += l.length - l.trimEnd().length;
  let blankRun = 0;
  let extraBlank = 0;
  let run = 0;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') {
      run++;
      wasted += lines[i].length;
      continue;
    }
    // A gap SEC-006 reports (text after it, far enough down) is its finding, not this one's.
    const hiding = run > HIDDEN_BLANK_LINES - 1 && i > run;
    if (!hiding && i > run) {
      blankRun = Math.max(blankRun, run);
      if (run >= BLANK_RUN) extraBlank += run - 1;
    }
    if (run > 1) wasted += run - 1;
    run = 0;
  }
  if (run > 0) blankRun = Math.max(blankRun, run);
  return { indentedLines, indent, blankRun, wasted, tokens: indentedLines + extraBlank };
}

export const desc019 = defineRule({
  id: 'DESC-019',
  slug: 'whitespace-noise',
  category: 'description',
  severity: 'hint',
  presets: { reference: 'off' },
  docs: {
    summary: `A description (of the tool or of an argument) spends about ${MIN_WASTED_TOKENS} or more tokens on whitespace that carries nothing: the lines after the first indented by ${PASTED_INDENT} or more spaces (${PASTED_SHARE * 100}% of them: a multi-line string pasted from indented source code), or runs of ${BLANK_RUN} or more blank lines. Fenced code blocks are left alone.`,
    why:
      'The model is sent every space: about a token per indented line, and blank lines that separate nothing. Indentation of four spaces or more also means "code block" in Markdown, so a client that renders the description shows prose as code, and the model reading it as Markdown may too. ' +
      `Decisions: only indentation that the lines after the first share is counted (relative indentation of a nested list or a diagram is content), and only when 80% of them have it (a note concatenated at the margin does not hide the pattern); a gap of more than ${HIDDEN_BLANK_LINES} blank lines followed by more text is SEC-006's finding (text pushed out of sight) and is not reported here too; trailing spaces are counted in the waste but never fire the rule alone (one space at a line end costs nothing). One finding per text, with the characters that could go.`,
    fix: 'Strip the common indentation (a dedent, as `textwrap.dedent` or a template-literal dedent helper does) and collapse blank lines to one.',
    notes:
      "**On the corpora** (`--preset all`): catalogs/ 21 (19 desktop-commander descriptions indented 24 spaces, 5 to 63 tokens each; azure get_azure_bestpractices; browserbase's `instruction`); catalogs-2/ 6 (gcp-observability argument descriptions, 5 to 10 tokens each); catalogs-3/ 3 (glean company_search, chat and people_profile_search, the indented example request an independent reviewer also flagged). All judged right by the author; not yet labelled by an independent reviewer. Cloudinary's ten blank lines inside a list are SEC-006's finding; codacy's four blank lines (about 3 tokens) stay under the threshold.",
    bad: {
      name: 'get_config',
      description:
        '\n                        Get the complete server configuration as JSON. Config includes fields for:\n                        - blockedCommands (array of blocked shell commands)\n                        - defaultShell (shell to use for commands)\n                        - allowedDirectories (paths the server can access)\n                        - fileReadLineLimit (max lines for read_file, default 1000)\n                        - version (version of the server)',
      inputSchema: { type: 'object', properties: {} }
    },
    good: {
      name: 'get_config',
      description:
        'Get the complete server configuration as JSON. Config includes fields for:\n- blockedCommands (array of blocked shell commands)\n- defaultShell (shell to use for commands)\n- allowedDirectories (paths the server can access)\n- fileReadLineLimit (max lines for read_file, default 1000)\n- version (version of the server)',
      inputSchema: { type: 'object', properties: {} }
    },
    severityRationale: 'Hint: tokens and a confused rendering, never a wrong call.'
  },
  messages: {
    indented:
      '{{where}} indents {{lines}} lines by {{indent}} or more spaces (pasted from indented source): about {{tokens}} tokens ({{wasted}} characters) of whitespace that carry nothing',
    blankLines:
      '{{where}} has runs of blank lines (up to {{blank}} in a row): about {{tokens}} tokens ({{wasted}} characters) of whitespace that carry nothing'
  },
  suggestions: {
    indented: 'remove the common indentation (dedent the string) and collapse blank lines to one',
    blankLines: 'collapse the blank lines to one'
  },
  check({ tool }) {
    const out: RawFinding<'indented' | 'blankLines'>[] = [];
    for (const t of describedTexts(tool)) {
      const noise = whitespaceNoise(t.text);
      if (noise.tokens < MIN_WASTED_TOKENS) continue;
      const cost = { where: t.where, tokens: noise.tokens, wasted: noise.wasted };
      out.push(
        noise.indentedLines > 0
          ? {
              messageId: 'indented',
              data: { ...cost, lines: noise.indentedLines, indent: noise.indent },
              pointer: t.pointer
            }
          : { messageId: 'blankLines', data: { ...cost, blank: noise.blankRun }, pointer: t.pointer }
      );
    }
    return out;
  }
});
