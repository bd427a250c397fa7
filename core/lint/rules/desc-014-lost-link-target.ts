/** DESC-014: Markdown links whose targets were lost when docs were pasted in: "see [How to get Open ID]", "click [here]". */
import { isPlainObject } from '../tool-facts.ts';
import { defineRule } from '../types.ts';
import { excerpt, scanText } from './helpers/description-text.ts';
import { walkSchema } from './helpers/schema-walk.ts';
import { escapeRegExp } from '../../text/escape-regexp.ts';

/** `[text]` not followed by `(url)`, `[ref]` or `: url`, with prose inside (a letter first, no code-ish characters). */
const BRACKETED = /\[([A-Za-z\u00C0-\uFFFF][^\][{}()<>=:$`"'\\|*]{1,80}?)\](?![([:])/g;
/** Words a link's text is made of: the title of a page, or "here". */
const LINK_TEXT =
  /^(here|this\s+link|the\s+link|link|this\s+page|docs|documentation)$|\b(how\s+to|guide|overview|description|documentation|docs|reference|tutorial|introduction|getting\s+started|faq|learn\s+more|read\s+more|see\s+more|details)\b/i;
/** What comes before a link in running text. */
const CUE =
  /\b(see|refer\s+to|referring\s+to|click|visit|check|read|follow|described\s+in|details\s+in|documented\s+in|explained\s+in|call\s+the|use\s+the|per)\s+(the\s+)?(\*\*[^*]{0,40}\*\*\s+section\s+of\s+)?$/i;
/** A reference-style link `[text][ref]`, lost when `[ref]: url` is not in the same text. */
const REFERENCE = /\[([A-Za-z][^\][{}()<>=:$`"\\|*\n]{1,80})\]\[([A-Za-z0-9][\w .-]{0,40})\]/g;
/** Regex character classes and option grammars look like reference links: `[A-Z][A-Z0-9_]`, `[,mobile][,touch]`. */
const CHARACTER_CLASS = /^\w-\w|\\/;
/** "click here" with no link at all left. */
const BARE_CLICK = /\bclick\s+(here|this\s+link|the\s+link\s+below)\b/i;

export interface LostLink {
  /** The link text as it reads, brackets included. */
  text: string;
}

/** The links in one text that have no target, in order. */
export function lostLinks(raw: string): LostLink[] {
  const text = scanText(raw);
  const out: LostLink[] = [];
  for (const m of text.matchAll(BRACKETED)) {
    const inner = m[1].trim();
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    // A placeholder in a path (`projects/[PROJECT_ID]`) or a tag (`[IMPORTANT]`, `[DIR]`) is not a link.
    if (/^[A-Z0-9_ /-]+$/.test(inner) || /[/\w]$/.test(before)) continue;
    const words = inner.split(/\s+/).length;
    if (LINK_TEXT.test(inner) || (words >= 2 && CUE.test(before))) out.push({ text: `[${inner}]` });
  }
  for (const m of text.matchAll(REFERENCE)) {
    const ref = m[2].trim();
    if (
      CHARACTER_CLASS.test(m[1]) ||
      CHARACTER_CLASS.test(ref) ||
      (m[1].trim().split(/\s+/).length < 2 && !LINK_TEXT.test(m[1].trim()))
    )
      continue;
    if (!new RegExp(`^\\s*\\[${escapeRegExp(ref)}\\]:\\s*\\S`, 'im').test(text)) out.push({ text: m[0] });
  }
  if (out.length === 0 && BARE_CLICK.test(text) && !/https?:\/\//i.test(text))
    out.push({ text: BARE_CLICK.exec(text)![0] });
  return out;
}

export const desc014 = defineRule({
  id: 'DESC-014',
  slug: 'lost-link-target',
  category: 'description',
  severity: 'warning',
  docs: {
    summary:
      'A description (the tool\'s or any parameter\'s) points at a link whose target is gone: Markdown link text with no `(url)` ("see [How to get Open ID]", "click [here]"), a reference link `[text][ref]` whose `[ref]: url` is missing, or "click here" with no URL anywhere in the text.',
    why:
      'Descriptions copied from web documentation keep the link text and lose the address. The model is told the answer is "in [How to get Open ID]" and has no way to open it: it guesses the value the page would have explained, or sends the user to a page neither of them can name. ' +
      'Decisions: only bracketed prose counts (a letter first, no code characters), and it must read as a link: a page title ("How to ...", "... guide", "... overview", "... description", "docs") or two or more words right after "see", "refer to", "click", "visit", "read", "call the". Placeholders in paths (`projects/[PROJECT_ID]`), all-caps tags (`[IMPORTANT]`, `[DIR]`), arrays and JSON examples are not links. One finding per tool, at the first text with a lost link.',
    fix: 'Restore the URL (`[How to get Open ID](https://...)`), or replace the link with the one sentence the agent needs from that page ("open_id is returned by get_user as `open_id`").',
    notes:
      '**On the corpora** (default preset): catalogs/ 0 firings; catalogs-2/ 10, all on lark, whose parameter descriptions keep the link text of Lark\'s web docs ("see [How to get Open ID]", "[Record Filter Parameter Filling Guide]", "click [here]") without the addresses. Not yet labelled by an independent reviewer.',
    bad: {
      name: 'send_message',
      description: 'Send a message to a chat. Returns the message id.',
      inputSchema: {
        type: 'object',
        properties: {
          receive_id: {
            type: 'string',
            description: 'Open ID of the recipient. For how to obtain it, see [How to get Open ID].'
          }
        },
        required: ['receive_id']
      }
    },
    good: {
      name: 'send_message',
      description: 'Send a message to a chat. Returns the message id.',
      inputSchema: {
        type: 'object',
        properties: {
          receive_id: {
            type: 'string',
            description:
              'Open ID of the recipient (`ou_...`), as returned by get_user in `open_id`. See [How to get Open ID](https://open.example.com/docs/open-id).'
          }
        },
        required: ['receive_id']
      }
    },
    severityRationale:
      'Warning: the rest of the description still works, but the agent is pointed at help it cannot reach, usually exactly where the value is hard to find.'
  },
  messages: {
    lostLink:
      '"{{tool}}": {{where}} points at {{first}}, a link whose target was lost ({{count}} such link(s) in the tool): the model cannot open it and guesses what the page would have said'
  },
  suggestions: {
    lostLink:
      'restore the URL after the link text, or replace the link with the sentence the agent needs from that page'
  },
  check({ tool }) {
    const texts: Array<{ text: string; pointer: string; where: string }> = [];
    if (typeof tool.description === 'string')
      texts.push({ text: tool.description, pointer: '/description', where: 'the description' });
    for (const node of walkSchema(tool.inputSchema, '/inputSchema')) {
      if (isPlainObject(node.schema) && typeof node.schema.description === 'string') {
        texts.push({
          text: node.schema.description,
          pointer: `${node.pointer}/description`,
          where: node.name !== undefined ? `the description of "${node.name}"` : `the description at ${node.pointer}`
        });
      }
    }
    let first: { pointer: string; where: string; link: string } | undefined;
    let count = 0;
    for (const t of texts) {
      const lost = lostLinks(t.text);
      if (lost.length === 0) continue;
      count += lost.length;
      first ??= { pointer: t.pointer, where: t.where, link: excerpt(lost[0].text, 60) };
    }
    return first === undefined
      ? []
      : [{ messageId: 'lostLink', data: { where: first.where, first: first.link, count }, pointer: first.pointer }];
  }
});
