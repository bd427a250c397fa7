/**
 * DESC-017: the same sentence twice in a row, or a later paragraph restating the opening sentence
 * nearly word for word (an OpenAPI summary pasted above a description that begins with it).
 */
import { defineRule, type RawFinding } from '../types.ts';
import { excerpt } from './desc-text.ts';
import { type Sentence, sentences } from './desc-sentences.ts';
import { describedTexts } from './desc-described-texts.ts';

/** A real sentence: at least this many words (a CJK character counts half). */
export const MIN_WORDS = 5;
/** A restated opening: every word of the shorter sentence is in the longer one, and the two share this much of their words (Jaccard). */
const OVERLAP = 0.7;

const prose = (s: Sentence) => !s.code && s.words >= MIN_WORDS;

/** Nearly word for word: one sentence's words all in the other ("input file" is not "output file"), and most of both shared. */
export function restates(a: Sentence, b: Sentence): boolean {
  if (a.normal === b.normal) return true;
  const sa = new Set(a.tokens);
  const sb = new Set(b.tokens);
  let shared = 0;
  for (const t of sa) if (sb.has(t)) shared++;
  return shared === Math.min(sa.size, sb.size) && shared / (sa.size + sb.size - shared) >= OVERLAP;
}

/** The first repetition in a text: [the repeated sentence, the one it repeats], or undefined. */
export function repetition(text: string): { sentence: Sentence; kind: 'twice' | 'opening' } | undefined {
  const all = sentences(text);
  const opening = all[0];
  for (let i = 1; i < all.length; i++) {
    const s = all[i];
    if (!prose(s)) continue;
    // Parallel list items ("Only returned if ..." under each include) repeat by design; two sentences in a row do not.
    if (all[i - 1].normal === s.normal) return { sentence: s, kind: 'twice' };
    if (!s.listItem && prose(opening) && restates(opening, s)) return { sentence: s, kind: 'opening' };
  }
  return undefined;
}

export const desc017 = defineRule({
  id: 'DESC-017',
  slug: 'repeated-sentence',
  category: 'description',
  severity: 'hint',
  presets: { reference: 'off' },
  docs: {
    summary: `A description (of the tool or of an argument) says the same sentence twice in a row, or a later paragraph restates its opening sentence nearly word for word (at least ${MIN_WORDS} words; a CJK character counts half a word).`,
    why:
      'The repeat tells the model nothing new and is paid for on every request. When it is the opening line restated, the tool reads as a summary glued onto a description that begins the same way: the model spends attention on a near-duplicate and the person reading the catalog wonders which of the two is meant. ' +
      'Decisions: sentences are compared after case, whitespace, Markdown marks and end punctuation are normalised; fenced code, lines that look like code or URLs, and parallel list items that end the same way ("Only returned if ..." under each option) are left alone; a restated opening must contain every word of the shorter sentence and share 70% of both.',
    fix: 'Keep one of the two: usually the longer, which says the most, as the opening.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 0; catalogs-2/ 0; catalogs-3/ 5, all judged right by the author (cloudinary upload-asset and move-folder and creem subscriptions-upgrade and customer-credits-create-account, an OpenAPI summary line above a description that begins with it; webflow_guide_tool, "ALWAYS CALL THIS TOOL FIRST..." twice in a row). Not yet labelled by an independent reviewer.',
    bad: {
      name: 'move_folder',
      description:
        'Renames or moves an entire folder (along with all assets it contains) to a new location\n\nRenames or moves an entire folder (along with all assets it contains) to a new location within your media library.',
      inputSchema: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } }
    },
    good: {
      name: 'move_folder',
      description:
        'Renames or moves an entire folder (along with all assets it contains) to a new location within your media library.',
      inputSchema: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } }
    },
    severityRationale: 'Hint: wasted tokens and a sloppy read, not a wrong call.'
  },
  messages: {
    twice: '{{where}} says the same sentence twice in a row: "{{sentence}}"',
    opening: '{{where}} restates its opening sentence later: "{{sentence}}"'
  },
  suggestions: {
    twice: 'delete one of the two',
    opening: 'keep one of the two, usually the longer, as the opening'
  },
  check({ tool }) {
    const out: RawFinding<'twice' | 'opening'>[] = [];
    for (const t of describedTexts(tool)) {
      const hit = repetition(t.text);
      if (hit === undefined) continue;
      out.push({
        messageId: hit.kind,
        data: { where: t.where, sentence: excerpt(hit.sentence.text, 90) },
        pointer: t.pointer
      });
    }
    return out;
  }
});
