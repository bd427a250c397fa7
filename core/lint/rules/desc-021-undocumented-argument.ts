/**
 * DESC-021: an argument nothing documents. No description, and neither its name, its values
 * (enum, format, pattern, examples, const, default), its shape (declared fields) nor the text of
 * its tool or parent says what value to send.
 */
import type { RawFinding, Rule } from '../types.ts';
import { previewList } from './helpers/description-text.ts';
import {
  MIN_PROPERTIES,
  MIN_UNEXPLAINED,
  DEFAULT_REASONS,
  reportedUndocumented,
  type UndocumentedReason
} from './helpers/undocumented-arguments.ts';

/** The message for each reason an argument is undocumented. */
const MESSAGE = {
  generic: 'undocumented',
  opaqueName: 'opaqueName',
  opaqueValues: 'opaqueValues',
  bareSchema: 'bareSchema'
} as const satisfies Record<UndocumentedReason, string>;

export const desc021: Rule<string, { opaqueNames: boolean; bareSchemas: boolean }> = {
  id: 'DESC-021',
  slug: 'undocumented-argument',
  category: 'description',
  severity: 'warning',
  options: {
    opaqueNames: {
      default: false,
      description:
        'also report names read as asking for a key, code, setting or unit (`project_key`, `taxType`, `timeout`): off, labelled right 3 times in 16'
    },
    bareSchemas: {
      default: false,
      description:
        'also report, in a schema that describes nothing, untyped values, ids whose role is unsaid and an only argument the tool text never names: off, labelled right 0 times in 6'
    }
  },
  docs: {
    summary: `An argument nothing documents, required or not, at any depth (nested objects, array items, \`allOf\`/\`$ref\` parts): a generic name (\`filter\`, \`order\`, \`path\`, \`options\`, ...), a name that asks for a key, code, setting or unit (\`project_key\`, \`taxType\`, \`connectionString\`, \`timeout\`), an enum of bare tokens (\`ui\`/\`llm\`), or, in a schema with no description at all, an id whose role is unsaid or a tool's only argument; a tool of ${MIN_PROPERTIES} or more undescribed arguments is reported once, on its properties.`,
    why:
      'The agent fills an argument from what the catalog says about it. A `filter` with no syntax, an `order` with no form, a `path` with nothing saying relative to what, an `options` bag with no keys, a `project_key` or `taxType` from a vocabulary it cannot see, a `timeout` in an unsaid unit, an `origin` of `ui` or `llm` with nothing saying what it changes: the agent invents a value, and the server answers with an error or, worse, ignores it and returns something else. A name such as `owner`, `page`, `email` or `comment_id` needs no words; a name that only says "some value goes here" does. ' +
      'Decisions: an argument is documented by its own description (or title; for a generic name, not one that only repeats it, "Target specification"), by a description in a branch of `anyOf`/`oneOf`/`allOf` or behind a local `$ref`, by `enum`, `const`, `format`, `pattern`, `examples` or a default, by declared fields, or by its name in the tool\'s or an enclosing argument\'s description, or (for a name that is not a generic word) in a sibling\'s description ("If the type is SECRET" says something of `type`). Arguments are read at any depth, through `allOf` and local `$ref`s, each declaration once (a `$defs` part shared by several arguments is one place, reported where it is declared). A plain-valued `body`, `input`, `data`, `content` or `payload` is the value itself, an integer `order` or `sort` is a position, and a `path` on a tool about files is a file path. Key and code names that say themselves are left alone: credentials (`api_key`), an idempotency key, a `key` beside a `value`, standard codes (postal, country, currency, language, HTTP status), a discount or coupon code, a MIME `content_type`; `units` as a number is a quantity. An enum is read as documentation unless all its values are short tokens that are no words (`ui`, `llm`; not `asc`, `csv`, `301`) and the name is not a vocabulary (`unit`, `currency`, `format`). A boolean says itself. In a schema with no description anywhere, an untyped value, an id or owner whose role the name does not say (`parent_id`, `external_id`, `model_owner`) and a tool\'s only argument its text never names (`task`) are reported too; self-explaining names (`name`, `*_id` of a named kind, `page`, `labels`) never are. A tool whose schema describes nothing, with ' +
      `${MIN_PROPERTIES} or more arguments and ${MIN_UNEXPLAINED} or more of them` +
      ' holding a code, setting or untyped value, is reported once on `/inputSchema/properties`, naming them, instead of argument by argument (while a tool of `owner`, `repo`, `title`, `labels`, `milestone` is left alone). DESC-006 (required arguments, in `all`) leaves to this rule the arguments it reports (its option `leaveToDesc021`), so turning DESC-006 off hides nothing and one argument gets one finding.',
    fix: 'Describe the argument: what it holds, its syntax or form, and an example ("Sort order: a list of {field: ASC|DESC}, e.g. [{\\"name\\": \\"ASC\\"}]"; "Path under the API root, with PostgREST filters as query string, e.g. /todos?id=eq.1"; "Who asks: ui when a person typed the command, llm when the model did").',
    notes:
      "**On the corpora** (`--preset all`, this build): catalogs/ 20 (desktop-commander's `origin` enum of ui/llm on 8 tools and free-form `options` on 3; firecrawl's unit-less `waitFor`, `actions[].key`, `filter` and two tool-level findings; kubernetes port_forward `resourceType`; next-devtools browser_eval `task`); catalogs-2/ 45 (digitalocean app-spec `registry_type`, `kind` and `egress.type` and Kafka `compression_type` on 17, henkey-postgres `connectionString` on 7, replicate `model_owner`/`deployment_owner`/`collection_slug` on 10 schemas with no description, sonarqube `project_key`, `metric_keys` and `key` on 9, neon `params`, todoist `items[].parent_id`); catalogs-3/ 104 (74 on checkpoint-quantum's `filter` and `order`, xero `accountCode`/`taxType` and two tool-level findings, postgrest `path` and `body`, metabase `parameters[].target`, creem `external_id`, webflow `unit`). The generic-name part (`filter`, `order`, `path`, `target`, `options`) was labelled by an independent reviewer: 14 of 15 right. Fresh labels of the broadened rule (packet of 2026-11-28, checking sets / tuning set): generic names 3 of 4 / -, enums of bare tokens - / 3 of 3, the whole-tool finding 2 of 2 / 1 of 2, names read as asking for a key, code or unit 3 of 16 / 0 of 2, guesses in schemas with no description 0 of 5 / 0 of 1. The last two are therefore off by default (options `opaqueNames`, `bareSchemas`); the firing counts above include them. Blind recall of param-undocumented defects (default preset): catalogs/ 2 of 7 (0 before), catalogs-2/ 1 of 5 (0 before), catalogs-3/ 6 of 7 (5 before); still missed: arguments whose names say themselves but whose reviewers wanted more (`files[].path`, lark `data.node_id`, an optional `project_id`), and descriptions that exist but are incomplete. Dropped while tuning: `value`, `selector`, `where` and `query` (the name says it, or the reviewers said so); a tool-level finding counting every unexplained name (it flagged github create_issue and xero update-contact, whose names say it all); `requestId` in a bare schema (taskmanager's tools name the request); MIME types, standard codes, read-only fields (Plane's `level`) and a description that only repeats a non-generic name (\"The type of the entity\").",
    bad: {
      name: 'show_hosts',
      description: 'Show the hosts in the management server.',
      inputSchema: {
        type: 'object',
        properties: {
          filter: { type: 'string' },
          limit: { type: 'integer' }
        }
      }
    },
    good: {
      name: 'show_hosts',
      description: 'Show the hosts in the management server.',
      inputSchema: {
        type: 'object',
        properties: {
          filter: { type: 'string', description: 'Free-text search over host names, IPs and comments, e.g. "web-"' },
          limit: { type: 'integer' }
        }
      }
    },
    severityRationale:
      'Warning: the call can still work when the agent guesses right; the finding is about an argument that gives it nothing to go on.'
  },
  messages: {
    undocumented:
      'argument "{{argument}}" of "{{tool}}" has no description, and its name says only that some value goes here: nothing says what it holds or in which form',
    opaqueName:
      'argument "{{argument}}" of "{{tool}}" has no description, and its name asks for a key, code, setting or unit the agent cannot guess',
    opaqueValues:
      'argument "{{argument}}" of "{{tool}}" has no description, and its values ({{values}}) name choices without saying what they change',
    bareSchema:
      'argument "{{argument}}" of "{{tool}}" has no description, no argument of the tool has one, and neither its name nor the tool\'s text says what it holds',
    toolUndocumented:
      'none of the {{count}} arguments of "{{tool}}" is described, and {{unexplained}} say nothing by their names alone: the agent has to guess their values'
  },
  suggestions: {
    undocumented: 'describe "{{argument}}": what it holds, its syntax or form, and an example value',
    opaqueName: 'describe "{{argument}}": which values it takes and where the agent finds them',
    opaqueValues: 'describe "{{argument}}": what each value changes',
    bareSchema: 'describe "{{argument}}": what it holds, and what happens when it is left out',
    toolUndocumented: 'describe each argument in one line: what it holds, its form, and where the value comes from'
  },
  check({ tool, description, options }) {
    const reasons = new Set<UndocumentedReason>(DEFAULT_REASONS);
    if (options.opaqueNames) reasons.add('opaqueName');
    if (options.bareSchemas) reasons.add('bareSchema');
    const found = reportedUndocumented(tool, description, reasons);
    if (found.wholeTool)
      return [
        {
          messageId: 'toolUndocumented',
          data: { count: found.wholeTool.count, unexplained: previewList(found.arguments.map((a) => a.path)) },
          pointer: '/inputSchema/properties'
        }
      ];
    return found.arguments.map(
      (a): RawFinding => ({
        messageId: MESSAGE[a.reason],
        data: { argument: a.path, ...(a.values ? { values: previewList(a.values) } : {}) },
        pointer: a.pointer
      })
    );
  }
};
