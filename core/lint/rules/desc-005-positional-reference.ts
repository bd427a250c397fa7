/** DESC-005: a description points at its neighbours ("see above", "the previous tool"). */
import type { PresetName, Rule, RawFinding } from '../types.ts';
import { schemaProperties } from '../tool-facts.ts';
import { excerpt, scanText } from './desc-text.ts';

const TOOLISH = String.raw`(?:tool|function|command|endpoint|call|step|one)s?`;

/**
 * Phrases that only make sense in a document read top to bottom. In a tools/list result each tool is
 * read alone, in an order the client chooses, so "above" and "previous" point nowhere.
 */
const POSITIONAL = new RegExp(
  [
    String.raw`\bsee\s+(?:above|below)\b`,
    String.raw`\b(?:as|same\s+as)\s+(?:above|below)\b`,
    String.raw`\b(?:mentioned|described|listed|shown|defined|explained|documented|noted)\s+(?:above|below|earlier|previously)\b`,
    String.raw`\b(?:above|below)[-\s]mentioned\b`,
    String.raw`\b(?:the\s+)?(?:previous|preceding|prior|next|following|last|above|below)\s+${TOOLISH}\b`,
    String.raw`\bthe\s+(?:tool|function|command|one)s?\s+(?:above|below|before\s+this|after\s+this)\b`
  ].join('|'),
  'i'
);
/** Every phrase holds one of these words; checking for them first keeps the common case cheap. */
const ANCHORS = /above|below|earlier|previous|preceding|prior|next|following|last|before|after/i;

/**
 * Recommended: only phrases that point outside the text. "See below" and "as described below" point
 * further into the same description, and "the next step" / "the last step" name a step of the tool's
 * own workflow, not a neighbouring tool (both were false alarms on real servers).
 */
const INWARD = /\b(?:below|next|following)\b|\bsteps?\b|\blast\b/i;

/** The first positional phrase in the text, normalized to lower case and single spaces. */
export function positionalPhrase(text: string, preset: PresetName = 'reference'): string | undefined {
  const scanned = scanText(text);
  if (!ANCHORS.test(scanned)) return undefined;
  if (preset === 'reference') {
    const m = POSITIONAL.exec(scanned);
    return m ? excerpt(m[0].toLowerCase()) : undefined;
  }
  for (const m of scanned.matchAll(new RegExp(POSITIONAL.source, 'gi'))) if (!INWARD.test(m[0])) return excerpt(m[0].toLowerCase());
  return undefined;
}

export const desc005: Rule = {
  id: 'DESC-005',
  slug: 'positional-reference',
  category: 'description',
  severity: 'warning',
  smell: 'brittle',
  docs: {
    summary: 'A description refers to other tools by position ("see above", "the previous tool").',
    why:
      'A catalog is a flat list: clients reorder it, filter it and show tools one at a time, so "above", "below" and "the previous tool" ' +
      'point at nothing. The agent is left with a dangling reference instead of the information it needs. ' +
      'Decisions: the phrases are see above/below; as (or same as) above/below; mentioned, described, listed, shown, defined, explained, ' +
      'documented or noted above/below/earlier/previously; above-mentioned; previous, preceding, prior, next, following, last, above or ' +
      'below followed by tool, function, command, endpoint, call, step or one; and "the tool above/below". The tool description and each ' +
      'argument description are checked, one finding per text, naming the first phrase found. The recommended preset leaves out ' +
      'phrases that point into the same text or the tool\'s own workflow: anything with below, next, following, last or step.',
    fix: 'Name the other tool explicitly ("the id returned by list_tickets") or repeat the needed detail here.',
    bad: { name: 'update_ticket', description: 'Update a ticket. Takes the same filters as the previous tool and returns the ticket.' },
    good: { name: 'update_ticket', description: 'Update a ticket found with search_tickets. Returns the updated ticket.' }
  },
  messages: {
    inDescription: 'the description of "{{tool}}" says "{{phrase}}", which points nowhere in a tool list',
    inArgument: 'argument "{{argument}}" of "{{tool}}" says "{{phrase}}", which points nowhere in a tool list'
  },
  suggestions: {
    inDescription: 'name the tool or repeat the detail instead of "{{phrase}}"',
    inArgument: 'name the tool or repeat the detail instead of "{{phrase}}"'
  },
  check({ tool, description, preset }) {
    const out: RawFinding[] = [];
    const phrase = description === undefined ? undefined : positionalPhrase(description, preset);
    if (phrase !== undefined) out.push({ messageId: 'inDescription', data: { phrase }, pointer: '/description' });
    for (const p of schemaProperties(tool)) {
      const found = p.description === undefined ? undefined : positionalPhrase(p.description, preset);
      if (found !== undefined) out.push({ messageId: 'inArgument', data: { argument: p.name, phrase: found }, pointer: p.pointer });
    }
    return out;
  }
};
