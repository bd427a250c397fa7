/** MCP-003: `readOnlyHint: true` beside `destructiveHint: true`, a warning the specification tells clients to ignore. */
import { defineRule } from '../types.ts';
import { isPlainObject } from '../tool-facts.ts';

const HINT_TEXT =
  'schema, ToolAnnotations: `readOnlyHint`: "If true, the tool does not modify its environment."; `destructiveHint`: "If true, the tool may perform destructive updates to its environment. ... (This property is meaningful only when `readOnlyHint == false`)"; `idempotentHint` says the same.';

export const mcp003AnnotationContradiction = defineRule({
  id: 'MCP-003',
  slug: 'annotation-contradiction',
  category: 'conformance',
  severity: 'warning',
  docs: {
    summary:
      'The annotations say `readOnlyHint: true` and `destructiveHint: true` together: the tool claims it modifies nothing and that it may destroy.',
    why: '`destructiveHint` means nothing when `readOnlyHint` is true, so clients drop it: a tool that really deletes runs as read-only, without the confirmation a destructive tool gets. One of the two hints is wrong, and the server meant the destructive one to count.',
    fix: 'Say what the tool does: `readOnlyHint: false` with `destructiveHint: true` for a tool that deletes or overwrites, or drop `destructiveHint` from a tool that only reads. (`destructiveHint: false` or `idempotentHint` beside `readOnlyHint: true` is redundant but harmless and not reported.)',
    bad: {
      name: 'purge_cache',
      description: 'Delete every cached page of a site. Returns the number removed.',
      annotations: { readOnlyHint: true, destructiveHint: true }
    },
    good: {
      name: 'purge_cache',
      description: 'Delete every cached page of a site. Returns the number removed.',
      annotations: { readOnlyHint: false, destructiveHint: true }
    },
    severityRationale:
      'Warning: the annotations are hints and the tool loads; but the client acts on the wrong one, so the user is not asked before a destructive call.',
    versions: {
      '2025-06-18': `warning. ${HINT_TEXT}`,
      '2025-11-25': `warning. ${HINT_TEXT}`,
      '2026-07-28': `warning. ${HINT_TEXT}`
    },
    notes:
      "The sentences are in the specification's schema (`ToolAnnotations`), the same in all three versions; the Tools pages say only that annotations describe tool behaviour and are untrusted unless the server is. On the corpus (1,506 real tools) it fires on no tool: 221 tools say `readOnlyHint: true` with `destructiveHint: false`, which is consistent."
  },
  messages: {
    contradiction:
      '"{{tool}}" is marked readOnlyHint: true and destructiveHint: true; clients ignore destructiveHint on a read-only tool'
  },
  suggestions: {
    contradiction: 'set readOnlyHint: false if the tool can destroy, or remove destructiveHint if it only reads'
  },
  check({ tool }) {
    const a = tool.annotations;
    if (!isPlainObject(a) || a.readOnlyHint !== true || a.destructiveHint !== true) return [];
    return [{ messageId: 'contradiction', pointer: '/annotations/destructiveHint' }];
  }
});
