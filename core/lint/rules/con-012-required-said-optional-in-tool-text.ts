/**
 * CON-012: the tool's own description says a required argument may be left out ("Uses default
 * AccountSid ... if not provided", "`branch` is optional", "namespace（可选）") while the input
 * schema lists it in `required`. CON-001 reads an argument's own description; this reads the tool's.
 */
import { joinPointer } from '../../source/pointer.ts';
import { isPlainObject } from '../tool-facts.ts';
import { defineRule, type RawFinding } from '../types.ts';
import { excerpt, scanText } from './helpers/description-text.ts';
import { escapeRegExp } from '../../text/escape-regexp.ts';

/** A name that cannot be an ordinary word: camelCase, snake_case, kebab-case or with a digit (`AccountSid`, `project_id`). */
const identifierLike = (name: string) => /[a-z][A-Z]|[_\-\d]/.test(name);
/** "... if not specified otherwise" says which value to send, not that the argument may be left out. */
const OMITTED = String.raw`(?:not\s+(?:provided|specified|given|set|supplied|passed)|omitted|left\s+out|empty)(?!\s+otherwise)`;

/** Some word every phrasing below holds: "optional", "default", "omitted", "not provided", 可选, 省略, 선택, ... */
const MAY_BE_LEFT_OUT =
  /optional|default|omit|not\s+(?:provided|specified|given|set|supplied|passed)|left\s+out|empty|可选|选填|非必填|任意|省略|不传|可不填|可以不填|선택/i;

/**
 * Compiled patterns per argument name: catalogs repeat the same required names (`id`, `query`)
 * across tools, and compiling five Unicode regexes per name and tool was most of this rule's time.
 * The patterns have no global flag, so `exec` keeps no state between callers. Bounded: cleared when full.
 */
const compiled = new Map<string, RegExp[]>();
const COMPILED_MAX = 5_000;

function leftOutPatterns(name: string): RegExp[] {
  const hit = compiled.get(name);
  if (hit !== undefined) return hit;
  if (compiled.size >= COMPILED_MAX) compiled.clear();
  const patterns = compilePatterns(name);
  compiled.set(name, patterns);
  return patterns;
}

/** The phrasings that bind "may be left out" to the argument `name`; `default <name>` only for identifier-like names. */
function compilePatterns(name: string): RegExp[] {
  const quote = '[`\'"]?';
  const n = `${quote}${escapeRegExp(name)}${quote}`;
  const edge = String.raw`(?<![\w-])`;
  const end = String.raw`(?![\w-])`;
  const patterns = [
    String.raw`${edge}${n}${end}\s*(?:\(optional\)|\[optional\]|is\s+optional|are\s+optional|defaults\s+to\b|if\s+${OMITTED}|may\s+be\s+omitted|can\s+be\s+omitted)`,
    String.raw`\bif\s+(?:the\s+)?${n}${end}\s+(?:is|are)\s+${OMITTED}`,
    String.raw`\boptional(?:ly)?\s+${n}${end}`,
    String.raw`${edge}${n}${end}\s*(?:[（(]\s*(?:可选|选填|非必填|任意|省略可|선택)\s*[）)]|为可选|是可选|可不填|可以不填|不传则|は省略可|を省略|는\s*선택|은\s*선택)`
  ];
  if (identifierLike(name)) patterns.push(String.raw`\b(?:uses?|using|with)\s+(?:the\s+)?default\s+${n}${end}`);
  return patterns.map((p) => new RegExp(p, 'iu'));
}

export const con012RequiredSaidOptionalInToolText = defineRule({
  id: 'CON-012',
  slug: 'required-said-optional-in-tool-text',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'The tool\'s description says an argument may be left out ("Uses default AccountSid: AC… if not provided", "`branch` is optional", "if `region` is omitted", "namespace（可选）") while the input schema lists it in `required`. CON-001 reads an argument\'s own description; this rule reads the tool\'s.',
    why:
      'The two halves of the tool disagree about one argument. A model that trusts the description leaves it out and a validating client rejects the call; a model that trusts the schema must invent a value the server would have supplied. Both sides are quoted, so a reviewer checks the finding in one look. ' +
      'Decisions: the phrase must name the argument right beside the words that make it optional ("default AccountSid", "AccountSid if not provided", "optional `branch`"); "the default branch" on a required `branch` is not read, since a plain word may mean the concept and not the argument (`default <name>` counts only for names no ordinary word has: camelCase, snake_case, with a digit).',
    fix: 'Drop the argument from `required` (and give it a `default` if the server fills it in), or stop saying it may be left out.',
    notes:
      '**On the corpora**: catalogs/ 0; catalogs-2/ 15 (every twilio tool: "Uses default AccountSid: AC… if not provided" beside `required: ["AccountSid", …]`, which two blind reviews of catalogs-2 list as a defect); catalogs-3/ 0.',
    bad: {
      name: 'fetch_call',
      description: 'Fetch a call by its SID (uses default AccountSid from the environment if not provided).',
      inputSchema: {
        type: 'object',
        properties: {
          AccountSid: { type: 'string', description: 'The SID of the account that created the call' },
          Sid: { type: 'string', description: 'The SID of the call to fetch' }
        },
        required: ['AccountSid', 'Sid']
      }
    },
    good: {
      name: 'fetch_call',
      description: 'Fetch a call by its SID (uses default AccountSid from the environment if not provided).',
      inputSchema: {
        type: 'object',
        properties: {
          AccountSid: { type: 'string', description: 'The SID of the account that created the call' },
          Sid: { type: 'string', description: 'The SID of the call to fetch' }
        },
        required: ['Sid']
      }
    },
    severityRationale:
      'Warning: the tool can be called, but the description and the schema give the model opposite instructions about one argument.'
  },
  messages: {
    saidOptional:
      'the description of "{{tool}}" says "{{argument}}" may be left out ("{{quote}}"), but the input schema lists "{{argument}}" in required'
  },
  suggestions: {
    saidOptional:
      'drop "{{argument}}" from required (give it a default if the server fills it in), or stop calling it optional'
  },
  check({ tool, description }) {
    if (description === undefined || !isPlainObject(tool.inputSchema)) return [];
    const schema = tool.inputSchema;
    const required = Array.isArray(schema.required) ? schema.required : [];
    const properties = isPlainObject(schema.properties) ? schema.properties : {};
    const text = scanText(description);
    // Most descriptions say nothing of leaving anything out: one cheap test before any per-name pattern.
    if (!MAY_BE_LEFT_OUT.test(text)) return [];
    const out: RawFinding<'saidOptional'>[] = [];
    let lower: string | undefined;
    for (const name of required) {
      if (typeof name !== 'string' || name.length < 2 || !(name in properties)) continue;
      lower ??= text.toLowerCase();
      if (!lower.includes(name.toLowerCase())) continue;
      for (const pattern of leftOutPatterns(name)) {
        const hit = pattern.exec(text);
        if (hit === null) continue;
        out.push({
          messageId: 'saidOptional',
          data: { argument: name, quote: excerpt(hit[0], 80) },
          pointer: joinPointer('/inputSchema', 'properties', name)
        });
        break;
      }
    }
    return out;
  }
});
