/**
 * DESC-002: a long description. The reference preset counts raw length (over 500 characters); the
 * tuned presets count what in it is pure redundancy, which needs the whole catalog (a paragraph
 * pasted into every tool of a server), so the rule is catalog-level.
 */
import type { CatalogRawFinding, CatalogRule } from '../types.ts';
import { redundancy, sharedSentences, SHARED_IN } from './helpers/redundancy.ts';
import { MAX_DESCRIPTION_CHARS, textLength } from './helpers/description-text.ts';

/** Tuned presets: at least this many redundant characters, and this share of the description. */
export const MIN_REDUNDANT_CHARS = 200;
export const MIN_REDUNDANT_SHARE = 0.25;

const WHAT = {
  shared: (others: number) => `text pasted into ${others} other tools of the server`,
  schema: () => 'a parameters block that repeats the input schema',
  pasted: () => 'pasted shell or HTTP examples (curl, headers, tokens)'
};

const boilerplate =
  'Ensure you have all the information you need before calling this tool; if anything is missing, ask the user for it first. ';

export const desc002: CatalogRule<string, { requireRedundancy: boolean }> = {
  id: 'DESC-002',
  slug: 'long-description',
  category: 'description',
  severity: 'warning',
  options: {
    requireRedundancy: {
      default: true,
      description:
        'fire only when much of a long description is redundancy (pasted across tools, a parameters block, curl examples); false: on length alone'
    }
  },
  smell: 'verbose',
  scope: 'catalog',
  docs: {
    summary: `The description is longer than ${MAX_DESCRIPTION_CHARS} characters, and (recommended and all presets) much of it is redundancy: text pasted into several tools of the server, a parameters block that repeats the input schema, or pasted curl examples.`,
    why:
      'Every description is paid for in tokens on every model call, for every tool in the catalog. Length alone is no defect: a ' +
      'grammar for a free-text argument or batch semantics is procedure the agent needs. Redundancy is: the same paragraph on every ' +
      'tool, a "Parameters:" block that says again what the schema says, a curl command an MCP agent never runs. ' +
      `Decisions: length is counted after trimming, in UTF-16 code units, the same measure TDQS uses. The reference preset fires on any description over ${MAX_DESCRIPTION_CHARS} characters. ` +
      `The recommended and all presets fire on a description over ${MAX_DESCRIPTION_CHARS} characters when at least ${MIN_REDUNDANT_CHARS} of them, and ${MIN_REDUNDANT_SHARE * 100}% of it, ` +
      `are redundant: sentences or lines of ${40}+ characters found in ${SHARED_IN} or more tools of the same server, the lines of a ` +
      'Parameters/Args block or lines that open with a property name and restate its description, and code blocks or lines with ' +
      'curl, -H headers or $TOKEN variables (the largest of the three kinds is counted).',
    fix: 'Cut the redundancy: say shared rules once (server instructions, or the one tool they concern), leave argument docs to the inputSchema, drop curl examples. Keep procedure the agent needs.',
    bad: {
      tools: [1, 2, 3].map((n) => ({
        name: `create_thing_${n}`,
        description:
          `Create a thing of kind ${n} in the workspace and return it. ` +
          boilerplate.repeat(1) +
          'Rate limits apply to every call made with the same API key; retry after the delay the error names. '.repeat(
            1
          ) +
          `Kind ${n} things hold a title, an owner and tags; the owner must be a workspace member. `.repeat(4)
      }))
    },
    good: {
      tools: [1, 2, 3].map((n) => ({
        name: `create_thing_${n}`,
        description:
          `Create a thing of kind ${n} in the workspace and return it. ` +
          `Kind ${n} things hold a title, an owner and tags; the owner must be a workspace member. `.repeat(6)
      }))
    },
    severityRationale: 'Warning: redundant text costs tokens on every call but does not stop a call from succeeding.'
  },
  messages: {
    tooLong: '"{{tool}}" has a description of {{length}} characters (over {{maximum}})',
    redundant: '"{{tool}}" has a description of {{length}} characters, {{redundant}} of them redundant: {{what}}'
  },
  suggestions: {
    tooLong: 'cut it to under {{maximum}} characters; move constraints into the inputSchema',
    redundant:
      'cut the redundant {{redundant}} characters ({{what}}); keep what the agent needs to pick and call the tool'
  },
  checkCatalog({ tools, options }) {
    const out: CatalogRawFinding[] = [];
    if (!options.requireRedundancy) {
      tools.forEach((t, i) => {
        const length = textLength(t.description);
        if (length > MAX_DESCRIPTION_CHARS)
          out.push({
            tool: i,
            messageId: 'tooLong',
            data: { length, maximum: MAX_DESCRIPTION_CHARS },
            pointer: '/description'
          });
      });
      return out;
    }
    const shared = sharedSentences(tools);
    tools.forEach((t, i) => {
      const length = textLength(t.description);
      if (length <= MAX_DESCRIPTION_CHARS) return;
      const r = redundancy(t, shared[i]);
      if (r.chars < MIN_REDUNDANT_CHARS || r.chars < length * MIN_REDUNDANT_SHARE) return;
      out.push({
        tool: i,
        messageId: 'redundant',
        data: { length, redundant: r.chars, what: WHAT[r.kind](r.others) },
        pointer: '/description'
      });
    });
    return out;
  }
};
