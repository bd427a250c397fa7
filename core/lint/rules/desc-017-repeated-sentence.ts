/**
 * DESC-017: the same sentence twice in a row, or a later paragraph restating the opening sentence
 * nearly word for word (an OpenAPI summary pasted above a description that begins with it).
 */
import { defineRule, type RawFinding } from '../types.ts';
import { excerpt } from './helpers/description-text.ts';
import { type Sentence, sentences } from './helpers/sentences.ts';
import { describedTexts } from './helpers/described-texts.ts';

/** A real sentence: at least this many words (a CJK character counts half). */
export const MIN_WORDS = 5;
/** A restated opening: every word of the shorter sentence is in the longer one, and the two share this much of their words (Jaccard). */
const OVERLAP = 0.7;

const prose = (s: Sentence) => !s.code && s.words >= MIN_WORDS;

/** Nearly word for word: one sentence's words all in the other ("input file" is not "output file"), and most of both shared. */
export function restates(a: Sentence, b: Sentence, aTokens?: ReadonlySet<string>): boolean {
  if (a.normal === b.normal) return true;
  const sa = aTokens ?? new Set(a.tokens);
  const sb = new Set(b.tokens);
  let shared = 0;
  for (const t of sa) if (sb.has(t)) shared++;
  return shared === Math.min(sa.size, sb.size) && shared / (sa.size + sb.size - shared) >= OVERLAP;
}

/** Function words, left out when two sentences are compared by what they say. */
const STOP = new Set(
  (
    'a an the and or of to in on for from with by at as is are be been was were it its this that these those ' +
    'you your we our can will may all any each which who what when where how not no into than then also only ' +
    '的 了 是 在 和 与 或 及 将 把 被 の に を は が で と も へ 이 가 을 를 은 는 의 에'
  ).split(' ')
);

/** A light stem: "creates", "created", "creating" and "create" all read "creat". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  return word.replace(/(?:ing|ed|es|s|e)$/u, '') || word;
}

/** The stemmed content words (or CJK characters) of a sentence, function words out. */
export function contentStems(s: Sentence): Set<string> {
  return new Set(s.tokens.filter((t) => !STOP.has(t)).map(stem));
}

/** Content words a paraphrase must have, each side, and share. */
const MIN_CONTENT = 6;
const MIN_SHARED = 4;
/** Shared content words over the shorter sentence's. */
const PARAPHRASE_OVERLAP = 0.4;
/** Sentences differing in this few content words each way are parallel ("input file" / "output file"), not a restatement. */
const PARALLEL_DIFFERENCE = 2;

/**
 * A later paragraph that says the opening again in other words: it opens a paragraph, starts with
 * the same word (the verb: "Creates an archive …" / "Creates a downloadable ZIP …"), and half the
 * content words of the shorter are in the other; parallel sentences that swap a key word are not.
 */
export function paraphrases(opening: Sentence, later: Sentence): boolean {
  if (!later.paragraphStart || later.listItem) return false;
  if (stem(opening.tokens[0] ?? '') !== stem(later.tokens[0] ?? '')) return false;
  const a = contentStems(opening);
  const b = contentStems(later);
  if (a.size < MIN_CONTENT || b.size < MIN_CONTENT) return false;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const onlyA = a.size - shared;
  const onlyB = b.size - shared;
  if (onlyA <= PARALLEL_DIFFERENCE && onlyB <= PARALLEL_DIFFERENCE && onlyA + onlyB > 0) return false;
  return shared >= MIN_SHARED && shared / Math.min(a.size, b.size) >= PARAPHRASE_OVERLAP;
}

/** The first repetition in a text: [the repeated sentence, the one it repeats], or undefined. */
export function repetition(text: string): { sentence: Sentence; kind: 'twice' | 'opening' } | undefined {
  const all = sentences(text);
  const opening = all[0];
  // The opening's tokens as a set once, not once per later sentence it is compared with.
  let openingTokens: Set<string> | undefined;
  for (let i = 1; i < all.length; i++) {
    const s = all[i];
    if (!prose(s)) continue;
    // Parallel list items ("Only returned if ..." under each include) repeat by design; two sentences in a row do not.
    if (all[i - 1].normal === s.normal) return { sentence: s, kind: 'twice' };
    if (
      !s.listItem &&
      prose(opening) &&
      (restates(opening, s, (openingTokens ??= new Set(opening.tokens))) || paraphrases(opening, s))
    )
      return { sentence: s, kind: 'opening' };
  }
  return undefined;
}

export const desc017 = defineRule({
  id: 'DESC-017',
  slug: 'repeated-sentence',
  category: 'description',
  severity: 'hint',
  docs: {
    summary: `A description (of the tool or of an argument) says the same sentence twice in a row, or a later paragraph restates its opening sentence nearly word for word (at least ${MIN_WORDS} words; a CJK character counts half a word), or opens by saying it again in other words: the same first word (the verb), at least ${MIN_CONTENT} content words each (stemmed, function words out, a CJK character a word), ${MIN_SHARED} or more shared and at least ${PARAPHRASE_OVERLAP * 100}% of the shorter sentence's; sentences that differ in only ${PARALLEL_DIFFERENCE} content words each way are parallel ("the input file" / "the output file"), not a restatement.`,
    why:
      'The repeat tells the model nothing new and is paid for on every request. When it is the opening line restated, the tool reads as a summary glued onto a description that begins the same way: the model spends attention on a near-duplicate and the person reading the catalog wonders which of the two is meant. ' +
      'Decisions: sentences are compared after case, whitespace, Markdown marks and end punctuation are normalised; fenced code, lines that look like code or URLs, and parallel list items that end the same way ("Only returned if ..." under each option) are left alone; a restated opening must contain every word of the shorter sentence and share 70% of both.',
    fix: 'Keep one of the two: usually the longer, which says the most, as the opening.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 0; catalogs-2/ 0; catalogs-3/ 8, all judged right by the author (cloudinary upload-asset and move-folder and creem subscriptions-upgrade and customer-credits-create-account, an OpenAPI summary line above a description that begins with it; webflow_guide_tool, "ALWAYS CALL THIS TOOL FIRST..." twice in a row; and, by the content-word measure, cloudinary generate-archive, asset-update and list-tags, where the OpenAPI summary and the next paragraph say the same thing in other words, the generate-archive case the blind review of catalogs-3 found). The content-word measure adds nothing on catalogs/ or catalogs-2/; at half the shorter sentence\'s content words instead of 40% it misses generate-archive (4 shared of 9). Not yet labelled by an independent reviewer.',
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
