/**
 * DESC-024: a `title` (or `annotations.title`) that is a sentence, or several, rather than the
 * short display name clients show in tool lists and approval prompts.
 */
import { isPlainObject } from '../tool-facts.ts';
import { defineRule } from '../types.ts';
import { excerpt } from './helpers/description-text.ts';

/** Longer than this (CJK characters count two, as they are shown) is not a display name. */
export const MAX_TITLE_WIDTH = 64;
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 2 : 1;
  return width;
}

/** Two sentences or more: a sentence end, then a capital ("U.S. holidays" is one), or a CJK full stop then more text. */
const SENTENCES = /[.!?]\s+\p{Lu}|[。！？]\S/u;

export const desc024 = defineRule({
  id: 'DESC-024',
  slug: 'title-is-a-sentence',
  category: 'description',
  severity: 'hint',
  docs: {
    summary: `A tool's \`title\` (or \`annotations.title\`) is longer than ${MAX_TITLE_WIDTH} characters (CJK characters count two) or holds more than one sentence: a description pasted where a short display name belongs. When both titles carry the same text, one finding covers both.`,
    why: 'Clients show the title in tool lists, menus and the prompt that asks the user to approve a call; a sentence there is cut off or wraps, and the user approving the call cannot find the name. The model is sent the title too, so a title that repeats the description costs its tokens twice.',
    fix: 'Use a short human-readable name ("Hugging Face Hub files"), and keep the sentence in the description.',
    notes:
      'Its one corpus firing was labelled right by an independent reviewer. ' +
      '**On the corpora** (`--preset all`; 906 titles on 103 servers, the longest ordinary ones 45 to 47 characters): catalogs/ 0, catalogs-2/ 0, catalogs-3/ 1, huggingface hf_fs, whose 166-character title, two sentences with a trailing space, is repeated in `annotations.title` (the blind review of catalogs-3 found it, and an independent reviewer labelled the finding right, packet of 2026-11-27). The premise is measured (a width, or two sentences), so it cannot misfire on a short name in any script.',
    bad: {
      name: 'hf_fs',
      title:
        'Hugging Face Hub: Find, use and view models, datasets, spaces and papers. Get daily papers and browse trending content. ',
      description: 'Browse and read files on the Hugging Face Hub.',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } } }
    },
    good: {
      name: 'hf_fs',
      title: 'Hugging Face Hub files',
      description: 'Browse and read files on the Hugging Face Hub.',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } } }
    },
    severityRationale: 'Hint: presentation and a few tokens; the model still finds the tool.'
  },
  messages: {
    sentenceTitle: '{{where}} of "{{tool}}" is a sentence ({{length}} characters), not a display name: "{{title}}"'
  },
  suggestions: {
    sentenceTitle: 'use a short name as the title and keep the sentence in the description'
  },
  check({ tool }) {
    const titles: Array<{ text: string; pointer: string; where: string }> = [];
    if (typeof tool.title === 'string') titles.push({ text: tool.title, pointer: '/title', where: 'the title' });
    const ann = isPlainObject(tool.annotations) ? tool.annotations.title : undefined;
    // The same text in both places is one defect, reported on the first.
    if (typeof ann === 'string' && ann !== tool.title)
      titles.push({ text: ann, pointer: '/annotations/title', where: 'the annotation title' });
    const hit = titles.find((t) => displayWidth(t.text.trim()) > MAX_TITLE_WIDTH || SENTENCES.test(t.text.trim()));
    if (hit === undefined) return [];
    const where = hit.pointer === '/title' && ann === tool.title ? 'the title (and annotations.title)' : hit.where;
    return [
      {
        messageId: 'sentenceTitle',
        data: { where, length: hit.text.length, title: excerpt(hit.text, 80) },
        pointer: hit.pointer
      }
    ];
  }
});
