/** DESC-003: the description only repeats the tool name. */
import { schemaProperties } from '../tool-facts.ts';
import type { Tool } from '../../catalog/types.ts';
import type { Rule } from '../types.ts';

/** Characters that only separate words in a name: whitespace, _ - . / : */
const SEPARATORS = /[\s_\-./:]+/gu;
/** Punctuation and symbols wrapping the text ("`get_user`.", "Get user!") carry nothing either. */
const EDGE_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

/** The name or description reduced to its letters and digits for comparison. */
export function compactName(text: string): string {
  return text.toLowerCase().replace(EDGE_PUNCTUATION, '').replace(SEPARATORS, '');
}

/** Words that add nothing to a name echo: articles, and "new" in "Create a new queue" does add, so it is not here. */
const FILLER = new Set(['a', 'an', 'the']);
const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !FILLER.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));

/**
 * Recommended: every word of a short description is a word of the name (articles and plural -s
 * aside), in any order: "Delete a queue" on `queue_delete`, "Handle a dialog" on `browser_handle_dialog`.
 */
export function echoesName(name: string, description: string): boolean {
  const said = words(description);
  if (said.length === 0 || said.length > 6) return false;
  const known = new Set(words(name));
  return said.every((w) => known.has(w));
}

/** An argument that only picks the object: `id`, `comment_id`, `queueId`, `bindingName`, `pull_number`, `slug`. */
const ID_LIKE = /(?:^|_|-|[a-z])(?:id|ids|key|keys|name|slug|number|uuid|gid)$/i;

/**
 * Tuned presets: a self-evident single-object action. Every argument only identifies the object
 * ("Deletes a comment" on `delete_comment(id)`, "Cancel a training" on `cancel_trainings(training_id)`):
 * more words would not change which tool the agent picks or how it calls it (wrong every time on
 * servers the rule was not tuned on). A gap in the id's own description is DESC-006's to report.
 */
export function selfEvidentAction(tool: Tool): boolean {
  const props = schemaProperties(tool);
  return props.length > 0 && props.length <= 3 && props.every((p) => ID_LIKE.test(p.name));
}

export const desc003: Rule<string, { looseEcho: boolean; skipSelfEvidentActions: boolean }> = {
  id: 'DESC-003',
  slug: 'description-equals-name',
  category: 'description',
  severity: 'critical',
  options: {
    looseEcho: {
      default: true,
      description: 'also count an echo with articles or in another order ("Delete a queue" on `queue_delete`)'
    },
    skipSelfEvidentActions: {
      default: true,
      description: 'skip a self-evident single-object action whose arguments only identify the object'
    }
  },
  smell: 'uninformative',
  docs: {
    summary: 'The description says nothing beyond the tool name.',
    why:
      'A description that repeats the name ("get_user" described as "Get user") gives the agent no signal it did not already have, ' +
      'so near-duplicate tools become indistinguishable and selection falls back to guessing. ' +
      'Decision: name and description are compared case-insensitively after dropping leading and trailing punctuation and symbols ' +
      'and every whitespace, _, -, ., / and : character, so "getUser", "get_user", "Get user." and "`get-user`" are all the same. ' +
      'The recommended preset also counts an echo with articles or in another order ("Delete a queue" on `queue_delete`): every word of ' +
      'a description of at most six words is a word of the name, ignoring a/an/the and a plural -s. The recommended and all presets skip ' +
      'self-evident single-object actions: every argument (one to three) only identifies the object (`id`, `comment_id`, `queueId`, ' +
      '`bindingName`), as "Deletes a comment" on `delete_comment(id)`; more words would not change how the tool is picked or called.',
    fix: 'Say what the tool acts on, how it differs from its neighbours, and what it returns.',
    bad: {
      name: 'close_ticket',
      description: 'Close ticket.',
      inputSchema: {
        type: 'object',
        properties: { ticket_id: { type: 'string' }, resolution: { type: 'string' } },
        required: ['ticket_id']
      }
    },
    good: {
      name: 'close_ticket',
      description: 'Close an open ticket and notify its watchers. Returns the updated ticket.'
    }
  },
  messages: {
    repeatsName: 'the description of "{{tool}}" only repeats its name'
  },
  suggestions: {
    repeatsName: 'describe what "{{tool}}" acts on, how it differs from similar tools, and what it returns'
  },
  check({ name, description, options, tool }) {
    // A description far longer than the name cannot reduce to it; skip the work for huge strings.
    if (description === undefined || description.length > name.length * 4 + 64) return [];
    const compact = compactName(description);
    const echo =
      (compact !== '' && compact === compactName(name)) || (options.looseEcho && echoesName(name, description));
    if (!echo || (options.skipSelfEvidentActions && selfEvidentAction(tool))) return [];
    return [{ messageId: 'repeatsName', pointer: '/description' }];
  }
};
