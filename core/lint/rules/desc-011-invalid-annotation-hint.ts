/** DESC-011: an annotation hint holds something other than a boolean. */
import { defineRule } from '../types.ts';
import { joinPointer } from '../../source/pointer.ts';
import { ANNOTATION_HINTS, isPlainObject } from '../tool-facts.ts';
import { foundType } from './helpers/description-text.ts';

export const desc011 = defineRule({
  id: 'DESC-011',
  slug: 'invalid-annotation-hint',
  category: 'description',
  severity: 'warning',
  smell: 'invalid_annotation',
  docs: {
    summary:
      'An annotation hint (readOnlyHint, destructiveHint, idempotentHint, openWorldHint) is present with a non-boolean value.',
    why:
      'Clients read these hints to decide whether to ask the user before a call. A string "true" or a 1 is not a boolean: one client ' +
      'treats it as set, another ignores it, and a destructive tool may run without confirmation. ' +
      'Decisions: a conformance check on the JSON type only, for the four hints inside an annotations object (the condition TDQS uses); ' +
      "other annotation fields are not checked, and an annotations value that is not an object is DESC-012's case. One finding per hint.",
    fix: 'Use the JSON literals true or false, without quotes.',
    bad: {
      name: 'delete_ticket',
      description: 'Delete a ticket permanently. Returns nothing.',
      annotations: { destructiveHint: 'yes', readOnlyHint: false }
    },
    good: {
      name: 'delete_ticket',
      description: 'Delete a ticket permanently. Returns nothing.',
      annotations: { destructiveHint: true, readOnlyHint: false }
    }
  },
  messages: {
    notBoolean: '{{hint}} of "{{tool}}" is {{found}}, not a boolean'
  },
  suggestions: {
    notBoolean: 'set {{hint}} to true or false (no quotes)'
  },
  check({ tool }) {
    const annotations = tool.annotations;
    if (!isPlainObject(annotations)) return [];
    return ANNOTATION_HINTS.filter((hint) => hint in annotations && typeof annotations[hint] !== 'boolean').map(
      (hint) => ({
        messageId: 'notBoolean',
        data: { hint, found: foundType(annotations[hint]) },
        pointer: joinPointer('/annotations', hint)
      })
    );
  }
});
