/** DESC-012: the tool declares no annotations object. */
import { defineRule } from '../types.ts';
import { isPlainObject } from '../tool-facts.ts';
import { foundType } from './helpers/description-text.ts';

export const desc012 = defineRule({
  id: 'DESC-012',
  slug: 'missing-annotations',
  category: 'description',
  severity: 'warning',
  smell: 'missing_annotations',
  docs: {
    summary:
      'The tool declares no annotations object, so clients cannot tell whether a call is read-only, destructive or idempotent.',
    why:
      'Annotations (readOnlyHint, destructiveHint, idempotentHint, openWorldHint) let a client auto-approve safe reads and ask before ' +
      'destructive writes. Without them every call looks equally risky, and agents and users either over-confirm or under-confirm. ' +
      "Decisions: an annotations object that is present passes, even empty (hint values are DESC-011's business); absent, null, or a " +
      'value that is not an object (a string, an array) counts as no annotations object, as in TDQS.',
    fix: 'Add "annotations" with at least readOnlyHint, and destructiveHint for tools that change or delete data.',
    bad: { name: 'merge_tickets', description: 'Merge a duplicate ticket into another. Returns the surviving ticket.' },
    good: {
      name: 'merge_tickets',
      description: 'Merge a duplicate ticket into another. Returns the surviving ticket.',
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false }
    }
  },
  messages: {
    missing: '"{{tool}}" declares no annotations',
    notObject: 'the annotations of "{{tool}}" are {{found}}, not an object'
  },
  suggestions: {
    missing: 'add "annotations": { "readOnlyHint": …, "destructiveHint": … } so clients know the risk of a call',
    notObject: 'make "annotations" an object such as { "readOnlyHint": true }'
  },
  check({ tool }) {
    const annotations = tool.annotations;
    if (isPlainObject(annotations)) return [];
    if (annotations === undefined) return [{ messageId: 'missing', pointer: '' }];
    return [{ messageId: 'notObject', data: { found: foundType(annotations) }, pointer: '/annotations' }];
  }
});
