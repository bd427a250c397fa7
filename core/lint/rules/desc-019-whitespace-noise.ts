/**
 * DESC-019: whitespace that carries nothing: every line indented 8+ spaces (a template literal
 * pasted from indented source), 20 or more tokens of it in one text; or 3+ blank lines splitting a
 * sentence (a paste error). Trailing spaces are counted in the waste.
 */
import { defineRule, type RawFinding } from '../types.ts';
import { describedTexts } from './helpers/described-texts.ts';
import { scanText } from './helpers/description-text.ts';
import { continuesSentence, HIDDEN_BLANK_LINES } from './sec-006-hidden-tail.ts';

/** Indentation every line shares from this many spaces on is the source code's, not the text's. */
export const PASTED_INDENT = 8;
/** ...on at least this share of the lines after the first (the rest are lines added at the margin)... */
export const PASTED_SHARE = 0.8;
/** Blank lines in a row that no reader needs. */
export const BLANK_RUN = 3;
/**
 * Worth a finding from this many tokens of indentation in one text (an indented line costs about
 * one cl100k_base token, whatever its width: measured by dedenting and re-encoding,
 * desktop-commander's read_file saves 32 tokens, write_file 34, start_search 77). Below it the saving
 * is not measurable: gcp-observability's argument texts (3 to 10 tokens each) and glean's example
 * requests (about 4 each) were judged polish by an independent reviewer.
 */
export const MIN_WASTED_TOKENS = 20;

export interface WhitespaceNoise {
  /** Lines (after the first) that share the pasted indentation, and its width. */
  indentedLines: number;
  indent: number;
  /** The longest run of BLANK_RUN or more blank lines that splits a sentence (0 when none does). */
  splitRun: number;
  /** Characters that could go without changing what the text says. */
  wasted: number;
  /** About how many cl100k_base tokens the indentation costs: one per indented line. */
  tokens: number;
}

const NONE: WhitespaceNoise = { indentedLines: 0, indent: 0, splitRun: 0, wasted: 0, tokens: 0 };

const leading = (line: string) => /^[ \t]*/.exec(line)![0].length;

export function whitespaceNoise(raw: string): WhitespaceNoise {
  // One line has no indentation to share and no blank lines: most texts stop here.
  if (!raw.includes('\n')) return NONE;
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
  let splitRun = 0;
  let run = 0;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') {
      run++;
      wasted += lines[i].length;
      continue;
    }
    wasted += lines[i].length - lines[i].trimEnd().length;
    // A gap inside a sentence (the text before ends mid-sentence, the text after goes on in lower
    // case) is a paste error; a gap between paragraphs costs next to nothing (a run of newlines is
    // one or two tokens) and one before new text is SEC-006's (text pushed out of sight).
    if (run >= BLANK_RUN && i > run && continuesSentence(lines[i - run - 1], lines[i]))
      splitRun = Math.max(splitRun, run);
    if (run > 1) wasted += run - 1;
    run = 0;
  }
  return { indentedLines, indent, splitRun, wasted, tokens: indentedLines };
}

/** The docs example's list: a configuration with twenty fields, one a line. */
const CONFIG_FIELDS = [
  'blockedCommands (array of blocked shell commands)',
  'defaultShell (shell to use for commands)',
  'allowedDirectories (paths the server can access)',
  'fileReadLineLimit (max lines for read_file, default 1000)',
  'fileWriteLineLimit (max lines per write_file call, default 50)',
  'telemetryEnabled (whether usage statistics are sent)',
  'version (version of the server)',
  ...Array.from({ length: 13 }, (_, i) => `customSetting${i + 1} (a user setting)`)
];

export const desc019 = defineRule({
  id: 'DESC-019',
  slug: 'whitespace-noise',
  category: 'description',
  severity: 'hint',
  docs: {
    summary: `A description (of the tool or of an argument) spends about ${MIN_WASTED_TOKENS} or more tokens on indentation that carries nothing: the lines after the first indented by ${PASTED_INDENT} or more spaces (${PASTED_SHARE * 100}% of them: a multi-line string pasted from indented source code), about a token a line. Or ${BLANK_RUN} or more blank lines split a sentence in two. Fenced code blocks are left alone.`,
    why:
      'The model is sent every space: about a token per indented line, in every request. Indentation of four spaces or more also means "code block" in Markdown, so a client that renders the description shows prose as code, and the model reading it as Markdown may too. A sentence broken by a run of blank lines is a paste error that a reader has to stitch together. ' +
      `Decisions: the threshold is in tokens, not characters, because that is what the waste costs: an indented line is about one cl100k_base token whether it is indented 8 spaces or 24 (measured by dedenting and re-encoding), so ${MIN_WASTED_TOKENS} tokens means ${MIN_WASTED_TOKENS} or more pasted lines in one text, a sentence's worth; below that the saving is not measurable, and an independent reviewer judged 3 to 10 tokens of it polish. Only indentation that the lines after the first share is counted (relative indentation of a nested list or a diagram is content), and only when 80% of them have it (a note concatenated at the margin does not hide the pattern). Blank lines between paragraphs are not counted at all: a run of newlines is one or two tokens, so ten of them cost about what two do; a gap of ${HIDDEN_BLANK_LINES} or more blank lines followed by text that starts something new is SEC-006's finding (text pushed out of sight), and a gap inside a sentence (the text before ends mid-sentence, the text after goes on in lower case), which SEC-006 leaves alone, is reported here as a paste error whatever it costs. Trailing spaces are counted in the waste but never fire the rule. One finding per text, with the characters that could go. Texts on one line are skipped before any other work.`,
    fix: 'Strip the common indentation (a dedent, as `textwrap.dedent` or a template-literal dedent helper does) and collapse blank lines to one; join a sentence split by blank lines.',
    notes:
      'Independent reviewers labelled every firing right (9 of 9 on the tuning set, 1 of 1 on the checking sets; the 9 lighter checking-set firings of the earlier threshold, all labelled wrong, no longer fire). ' +
      "**On the corpora** (`--preset all`): catalogs/ 9, all desktop-commander descriptions indented 24 spaces from 24 to 63 lines (read_file, write_file, write_pdf, list_directory, start_search, edit_block, read_process_output, interact_with_process, give_feedback_to_desktop_commander; measured savings 25 to 77 tokens each, about 4% of the server's tokens over its 23 indented descriptions; a blind reviewer flagged write_file); catalogs-2/ 0; catalogs-3/ 1 (cloudinary generate-image-from-images, nine blank lines splitting step 2 of a list mid-sentence, labelled right by an independent reviewer). Left alone since the threshold moved from 5 to 20 tokens: the other ten desktop-commander descriptions (3 to 17 lines), azure get_azure_bestpractices (14), browserbase's `instruction` (7), gcp-observability's argument texts (3 to 10) and glean's example requests (5 to 9), the last two labelled wrong by an independent reviewer on all nine firings; codacy's and neon's blank-line runs between paragraphs (next to no tokens). All judged right by the author.",
    bad: {
      name: 'get_config',
      description: `\n${[
        'Get the complete server configuration as JSON. Config includes fields for:',
        ...CONFIG_FIELDS.map((f) => `- ${f}`)
      ]
        .map((l) => ' '.repeat(24) + l)
        .join('\n')}`,
      inputSchema: { type: 'object', properties: {} }
    },
    good: {
      name: 'get_config',
      description: [
        'Get the complete server configuration as JSON. Config includes fields for:',
        ...CONFIG_FIELDS.map((f) => `- ${f}`)
      ].join('\n'),
      inputSchema: { type: 'object', properties: {} }
    },
    severityRationale: 'Hint: tokens and a confused rendering, never a wrong call.'
  },
  messages: {
    indented:
      '{{where}} indents {{lines}} lines by {{indent}} or more spaces (pasted from indented source): about {{tokens}} tokens ({{wasted}} characters) of whitespace that carry nothing',
    blankLines: '{{where}} splits a sentence with {{blank}} blank lines in a row (a paste error)'
  },
  suggestions: {
    indented: 'remove the common indentation (dedent the string) and collapse blank lines to one',
    blankLines: 'join the sentence again'
  },
  check({ tool }) {
    const out: RawFinding<'indented' | 'blankLines'>[] = [];
    for (const t of describedTexts(tool)) {
      const noise = whitespaceNoise(t.text);
      const cost = { where: t.where, tokens: noise.tokens, wasted: noise.wasted };
      if (noise.tokens >= MIN_WASTED_TOKENS)
        out.push({
          messageId: 'indented',
          data: { ...cost, lines: noise.indentedLines, indent: noise.indent },
          pointer: t.pointer
        });
      else if (noise.splitRun > 0)
        out.push({ messageId: 'blankLines', data: { where: t.where, blank: noise.splitRun }, pointer: t.pointer });
    }
    return out;
  }
});
