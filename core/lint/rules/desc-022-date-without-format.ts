/**
 * DESC-022: a date or time argument (`createdAfter`, `start_date`, `since`, `expires_at`) typed as
 * a bare string, with nothing that says how to write it: ISO 8601, `YYYY-MM-DD`, Unix
 * milliseconds, "now-1h".
 */
import { declaredTypes, isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { scanText } from './helpers/description-text.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/**
 * Names that hold a point in time. Not a bare `time` (a duration, a clock reading or a chart
 * label), nor `timezone`, `timeout`, `runtime`, `timesheetID`, `waitUntil`.
 */
const WHOLE = /^(?:date|datetime|timestamp|since|until|at)$/i;
const SNAKE_SUFFIX = /[a-z0-9][_-](?:date|datetime|date_time|timestamp|at)$/i;
const CAMEL_SUFFIX = /[a-z0-9](?:Date|DateTime|Datetime|Timestamp|At)$/;
const EVENT_BOUND =
  /^(?:created|updated|modified|changed|deleted|published|starts?|ends?|last|occurred|issued|due|expires?|from|to)[_-]?(?:after|before|since|until|time|on)$/i;
export const isDateName = (name: string) =>
  WHOLE.test(name) || SNAKE_SUFFIX.test(name) || CAMEL_SUFFIX.test(name) || EVENT_BOUND.test(name);

/** A standard, a pattern or a sample date: evidence wherever it is written, the tool's text included. */
const NAMES_FORM =
  /\biso[\s-]?8601|\brfc[\s-]?(?:3339|2822|1123)|\byyyy|\bdd[/.-]mm|\bmm[/.-]dd|\bunix\b|\bepoch\b|\bmilliseconds?\b|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}/i;
/**
 * In the argument's own text (or its parent's), also: a unit, relative syntax, a sample in
 * backticks or after "e.g.", listed values, or the word "format" (格式, 形式, 例如).
 */
const STATES_FORM = new RegExp(
  `${NAMES_FORM.source}|\\biso\\b|\\bseconds?\\b|\\bms\\b|\\bnow\\b|\\brelative\\b|\\bago\\b|\\bnatural[\\s-]language\\b|\\bformat(?:ted)?\\b|\\be\\.g\\.|\\bfor example\\b|\\bsuch as\\b|\\bpossible values\\b|\`[^\`\\s]+\`|格式|形式|例如|示例|秒|フォーマット|例[:：]`,
  'i'
);
/** "The timestamp of the message to react to": an existing item's stamp, copied from where it was listed. */
const STAMP_OF_ITEM = /\b(?:timestamp|ts)\s+of\s+(?:the|a|an)\s+\w+\s+(?:to|you|that|which)\b/i;
/** A flag about timestamps (`track_commit_timestamp`), not a timestamp. */
const FLAG_PREFIX = /^(?:track|enable|disable|use|show|include|log|with|has|is)[_-]/i;
/** What the server records on an item it writes (`createdOn`, `lastUpdated`), sent back on a create or update tool. */
const RECORD_KEEPING =
  /^(?:created|updated|modified|published|deleted|last[_-]?(?:updated|modified|published|edited))(?:[_-]?(?:at|on|date|time))?$/i;
const WRITE_TOOL =
  /(?:^|[_\-\s.])(?:create|update|add|edit|patch|put|upsert|set|insert)|(?:^|[a-z])(?:Create|Update|Add|Edit|Patch|Put|Upsert|Set|Insert)/;

/** A description whose first words say the value is a date or time, whatever the argument is called. */
const DESCRIBED_AS_DATE =
  /^\s*(?:the\s+)?(?:(?:start|end|due|expiry|expiration|creation|cutoff)\s+)?(?:date|datetime|date\s+and\s+time|timestamp)\b|^\s*(?:开始|结束|截止)?(?:日期|时间戳|日期时间)|^\s*(?:日付|日時)/i;

/** Exactly a string (a `null` alternative allowed); shared with DESC-023. */
export const isString = (schema: Record<string, unknown>) => {
  const types = declaredTypes(schema).filter((t) => t !== 'null');
  return types.length === 1 && types[0] === 'string';
};

/** A value or keyword that shows the form: a format, a pattern, an example, a default. */
const FORM_KEYS = ['format', 'pattern', 'enum', 'const', 'examples', 'example', 'default'] as const;

const textOf = (schema: Record<string, unknown>) =>
  [schema.description, schema.title].filter((v): v is string => typeof v === 'string').join('\n');

export const desc022: Rule = {
  id: 'DESC-022',
  slug: 'date-without-format',
  category: 'description',
  severity: 'warning',
  docs: {
    summary:
      'An argument (at any depth) that holds a date or time (`createdAfter`, `start_date`, `since`, `expires_at`, or a description that begins "The date ...") typed as a bare string, with no `format`, `pattern`, example or default, and no text in it, its parent or its tool that says how the value is written.',
    why:
      'A date has many spellings: `2024-05-01`, `2024-05-01T00:00:00Z`, `05/01/2024`, `1714521600000`, `now-1h`. The agent picks one; the server parses another, rejects the call or, worse, reads the day and month the other way round and filters on the wrong dates with no error. One word ("ISO 8601") or a `format: "date-time"` removes the guess. ' +
      'Decisions: only a schema that is exactly a string (a `null` alternative allowed); the name must say it holds a point in time (a `*Date`, `*_at`, `*At`, `*Timestamp`, `since`, `until`, `createdAfter`), or its description must begin by calling it a date or timestamp; a bare `time` (a duration, a clock reading, a chart label), `timezone`, `timeout` and `runtime` are not dates. The form counts as stated by `format`, `pattern`, `enum`, `const`, `examples` or `default`, or by text in the argument, its enclosing argument or the tool naming a standard (ISO 8601, RFC 3339, Unix, epoch), a pattern (YYYY-MM-DD), a sample value, relative syntax ("now-1h", "7 days ago") or the word "format" (or 格式, 形式, 例如). One finding per argument.',
    fix: 'Add `format: "date-time"` (or `"date"`), or say the form in the description: "ISO 8601 date-time, e.g. 2024-05-01T00:00:00Z".',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 3 (azure-devops testplan `startDate` / `endDate`, github list_issues `since`); catalogs-2/ 3 (sonarqube issues `created_after`, `created_before`, `created_at`); catalogs-3/ 21 (checkpoint-quantum `from_date` / `to_date` on 4 tools, creem `createdAfter` / `createdBefore` (the reviewer\'s finding), `at` and event `timestamp`, xero invoice, quote, credit-note and bank-transaction `date`, `dueDate`, `expiryDate`). Read by the author, not yet by an independent reviewer: all judged right. Dropped while tuning: a bare `time` (chart labels), the tool text\'s "format" or "e.g." (about other things: "returns a formatted table"), `track_commit_timestamp` (a flag), webflow\'s `createdOn` / `lastUpdated` on create and update tools (what the server records), slack\'s "timestamp of the message to react to" (an id copied from a listing).',
    bad: {
      name: 'search_discounts',
      description: 'Search discount codes of the store, with filters and pagination.',
      inputSchema: { type: 'object', properties: { createdAfter: { type: 'string' } } }
    },
    good: {
      name: 'search_discounts',
      description: 'Search discount codes of the store, with filters and pagination.',
      inputSchema: {
        type: 'object',
        properties: {
          createdAfter: {
            type: 'string',
            format: 'date-time',
            description: 'Only discounts created after this instant'
          }
        }
      }
    },
    severityRationale:
      'Warning: a wrong guess fails or silently filters on other dates, but a lenient server may parse several forms; it is no spec violation.'
  },
  messages: {
    dateWithoutFormat:
      'argument "{{argument}}" of "{{tool}}" holds a date or time, but nothing says how to write it (ISO 8601? YYYY-MM-DD? Unix milliseconds?): the agent guesses, and the server rejects it or reads another date'
  },
  suggestions: {
    dateWithoutFormat:
      'add `format: "date-time"` (or `"date"`) to "{{argument}}", or state its form in the description with an example'
  },
  check({ tool, description }) {
    if (description !== undefined && NAMES_FORM.test(scanText(description))) return [];
    const writes = WRITE_TOOL.test(tool.name);
    const nodes = walkSchema(tool.inputSchema, '/inputSchema');
    const out: RawFinding[] = [];
    for (const node of nodes) {
      const s = node.schema;
      if (node.via !== 'property' || node.name === undefined || !isPlainObject(s) || !isString(s)) continue;
      const own = scanText(textOf(s));
      if (!isDateName(node.name) && !DESCRIBED_AS_DATE.test(own)) continue;
      if (FLAG_PREFIX.test(node.name) || (writes && RECORD_KEEPING.test(node.name))) continue;
      if (FORM_KEYS.some((k) => k in s) || STATES_FORM.test(own) || STAMP_OF_ITEM.test(own)) continue;
      // The enclosing arguments' text (`hits_settings`: "dates as YYYY-MM-DD").
      let parent = node.parent;
      let stated = false;
      while (parent !== undefined && !stated) {
        const p = nodes[parent];
        stated = isPlainObject(p.schema) && STATES_FORM.test(scanText(textOf(p.schema)));
        parent = p.parent;
      }
      if (stated) continue;
      out.push({ messageId: 'dateWithoutFormat', data: { argument: node.name }, pointer: node.pointer });
    }
    return out;
  }
};
