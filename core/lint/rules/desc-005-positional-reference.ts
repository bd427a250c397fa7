/** DESC-005: a description points at its neighbours ("see above", "the previous tool"). */
import type { Rule, RawFinding } from '../types.ts';
import { schemaProperties } from '../tool-facts.ts';
import { excerpt, scanText } from './helpers/description-text.ts';

const TOOLISH = '(?:tool|function|command|endpoint|call|step|one)s?';

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
 * Tuned presets (recommended, all): only phrases that point at another place in the tool list.
 * - "See below", "as described below", "the next step", "the last step" point further into the same
 *   text or the tool's own workflow.
 * - "The previous call to this method", "a previous tool result", "the prior response" point back in
 *   the conversation (an earlier call and what it returned), which the agent has in front of it.
 * - "See above" in an argument's description points at the tool's own description, read with it;
 *   in the tool's description it names a neighbour only when nothing comes before it (its first
 *   sentence: "Same as above, but for branches").
 * All were false alarms on real servers.
 */
const INWARD = /\b(?:below|next|following)\b|\bsteps?\b|\blast\b/i;
const CONVERSATION =
  /\bcalls?\b|\b(?:tool|function|command|endpoint)s?\s+(?:results?|outputs?|responses?|calls?|invocations?|runs?|execution)\b|\b(?:results?|outputs?|responses?|requests?|pages?|invocations?|runs?)\b/i;
const ABOVE_ONLY = /^(?:see\s+above|(?:same\s+)?as\s+above|\w+\s+(?:above|earlier|previously)|above[-\s]mentioned)$/i;

function tunedPhrase(scanned: string, where: 'description' | 'argument'): string | undefined {
  for (const m of scanned.matchAll(new RegExp(POSITIONAL.source, 'gi'))) {
    const phrase = m[0];
    if (INWARD.test(phrase)) continue;
    const after = scanned.slice(m.index + phrase.length, m.index + phrase.length + 30);
    if (CONVERSATION.test(phrase) || CONVERSATION.test(after.split(/[.;:,()]/)[0] ?? '')) continue;
    if (ABOVE_ONLY.test(phrase.trim())) {
      if (where === 'argument') continue;
      if (/[.!?]\s/.test(scanned.slice(0, m.index))) continue;
    }
    return excerpt(phrase.toLowerCase());
  }
  return undefined;
}

/** The first positional phrase in the text, normalized to lower case and single spaces. */
export function positionalPhrase(
  text: string,
  onlyOutsideText = false,
  where: 'description' | 'argument' = 'description'
): string | undefined {
  const scanned = scanText(text);
  if (!ANCHORS.test(scanned)) return undefined;
  if (!onlyOutsideText) {
    const m = POSITIONAL.exec(scanned);
    return m ? excerpt(m[0].toLowerCase()) : undefined;
  }
  return tunedPhrase(scanned, where);
}

export const desc005: Rule<string, { onlyOutsideText: boolean }> = {
  id: 'DESC-005',
  slug: 'positional-reference',
  category: 'description',
  severity: 'warning',
  options: {
    onlyOutsideText: {
      default: true,
      description: 'only phrases that point at another place in the tool list, not within the text itself'
    }
  },
  smell: 'brittle',
  docs: {
    summary: 'A description refers to other tools by position ("see above", "the previous tool").',
    why:
      'A catalog is a flat list: clients reorder it, filter it and show tools one at a time, so "above", "below" and "the previous tool" ' +
      'point at nothing. The agent is left with a dangling reference instead of the information it needs. ' +
      'Decisions: the phrases are see above/below; as (or same as) above/below; mentioned, described, listed, shown, defined, explained, ' +
      'documented or noted above/below/earlier/previously; above-mentioned; previous, preceding, prior, next, following, last, above or ' +
      'below followed by tool, function, command, endpoint, call, step or one; and "the tool above/below". The tool description and each ' +
      'argument description are checked, one finding per text, naming the first phrase found. The recommended and all presets leave out ' +
      "phrases that point into the same text or the tool's own workflow (anything with below, next, following, last or step), " +
      'phrases that point back in the conversation ("the previous call to this method", "a previous tool result", "the prior response"), ' +
      '"see above" in an argument (it points at the tool\'s own description) and, in a tool description, "see above" after its first sentence.',
    fix: 'Name the other tool explicitly ("the id returned by list_tickets") or repeat the needed detail here.',
    bad: {
      name: 'update_ticket',
      description: 'Update a ticket. Takes the same filters as the previous tool and returns the ticket.'
    },
    good: {
      name: 'update_ticket',
      description: 'Update a ticket found with search_tickets. Returns the updated ticket.'
    }
  },
  messages: {
    inDescription: 'the description of "{{tool}}" says "{{phrase}}", which points nowhere in a tool list',
    inArgument: 'argument "{{argument}}" of "{{tool}}" says "{{phrase}}", which points nowhere in a tool list'
  },
  suggestions: {
    inDescription: 'name the tool or repeat the detail instead of "{{phrase}}"',
    inArgument: 'name the tool or repeat the detail instead of "{{phrase}}"'
  },
  check({ tool, description, options }) {
    const out: RawFinding[] = [];
    const phrase = description === undefined ? undefined : positionalPhrase(description, options.onlyOutsideText);
    if (phrase !== undefined) out.push({ messageId: 'inDescription', data: { phrase }, pointer: '/description' });
    for (const p of schemaProperties(tool)) {
      const found =
        p.description === undefined ? undefined : positionalPhrase(p.description, options.onlyOutsideText, 'argument');
      if (found !== undefined)
        out.push({ messageId: 'inArgument', data: { argument: p.name, phrase: found }, pointer: p.pointer });
    }
    return out;
  }
};
