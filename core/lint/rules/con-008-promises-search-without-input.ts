/** CON-008: a description that promises a capability (search, filter, sort, a date range, pages) no argument provides. */
import { isPlainObject, schemaProperties } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { type ArgumentFacts, type Claim, covered, mayClaim, readClaims } from './helpers/capability-claims.ts';
import { excerpt, nameWords, previewList, scanText } from './helpers/description-text.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** A tool named for searching (`subscriptions-search`, `searchUsers`) whose description says "search". */
const SEARCH_NAME =
  /(?:^|[_\-.\s])(?:search|filter)(?:[_\-.\s]|$)|^(?:search|filter)[A-Z]|[a-z](?:Search|Filter)(?:[A-Z]|$)/;
const SAYS_SEARCH = /\b(?:search|filter)|搜索|检索|筛选|検索|검색/i;

/** Every argument at any depth, with what the coverage tests read of it. */
function argumentFacts(inputSchema: Record<string, unknown>, top: Map<string, boolean>): ArgumentFacts[] {
  const out: ArgumentFacts[] = [];
  for (const node of walkSchema(inputSchema, '/inputSchema')) {
    if (node.name === undefined || (node.via !== 'property' && node.via !== 'pattern-property')) continue;
    const s = isPlainObject(node.schema) ? node.schema : {};
    const objectLike = s.type === 'object' || (s.type === undefined && s.items === undefined && s.enum === undefined);
    const open = s.additionalProperties === true || isPlainObject(s.additionalProperties);
    const topLevel = node.depth === 1 && top.has(node.name);
    out.push({
      name: node.name,
      words: nameWords(node.name),
      description: typeof s.description === 'string' ? s.description.toLowerCase() : '',
      topLevel,
      required: topLevel && top.get(node.name) === true,
      freeForm: node.via === 'pattern-property' || open || (objectLike && !isPlainObject(s.properties))
    });
  }
  return out;
}

const QUOTE_MAX = 60;

export const con008PromisesSearchWithoutInput: Rule = {
  id: 'CON-008',
  slug: 'promises-search-without-input',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'A description that promises a capability of the tool itself (search or filter by a criterion, sorting, a date range or freshness, pagination) while no argument of the input schema, by its name or its description, provides it, and the schema takes no other properties.',
    why:
      "An agent asked for last week's results, or for one customer by email, picks the tool whose description says it filters by date or searches through customers, then finds nothing to put the date or the email in: it pages through everything, or invents an argument that a strict server rejects (`additionalProperties: false`) or silently ignores, and reports an unfiltered page as the answer. The description promises what the schema cannot do; either the schema lost its arguments or the description overstates the tool. " +
      'Decisions: a claim is a capability phrase, in English, Chinese, Japanese or Korean: "filter(s) by X", "filter and search", "search by/through", "supports … filtering", "supports … sorting", "can be sorted by", "filter by date", "supports … date ranges", "… freshness controls", "supports pagination"; 按…筛选, 支持…排序, 支持分页, 日付で絞り込み, 並べ替えが可能, 날짜로 필터, 정렬을 지원. A bare "search", "find" or "sorted by" (a fixed order) is no claim, nor is "with advanced options" (vague wording that names no capability: labelled wrong on the tuning set), nor a sentence that denies it ("does not support filtering") or names an identifier that is not this tool or one of its arguments (it hands the capability to another tool). ' +
      'A claim is covered when some argument at any depth provides it: search by any argument that is not paging; a filter by an argument named or described as a filter, query, status, type, tag, category (or named like the criterion after "by"); sorting by sort/order; a date range by a date, time, since/until, from/to or period argument; pagination by page, cursor, offset or limit. A free-form object argument covers everything, and the rule is silent when the schema takes other properties (`additionalProperties` true or a schema, `patternProperties`). One finding per tool, quoting up to three claims.',
    fix: 'Add the arguments the description promises (`freshness`, `email`, `status`, `sort`), or cut the claim so the description says what the tool does with the arguments it has.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 1 firing (brave-search `brave_web_search` "freshness controls" on query, count, offset: labelled right); catalogs-2/ 0; catalogs-3/ 2 (creem `customers-list` "Filter and search" and `subscriptions-search` "Search", each with only `pageNumber`/`pageSize`). Both creem firings were labelled right by an independent reviewer (packet of 2026-11-27), and the brave-search claim is a defect the blind review of catalogs/ lists. ' +
      'Measured and left out: a bare "search"/"find" in the description of a paging-only tool (13 tools on the three sets, e.g. "Use this to find a connectionId", "List all graphs available to query"), which describe the caller\'s goal or loose wording; "paginated list" with no paging argument (the server may return everything); "content filtering" next to a `query` argument (a query narrows results, so it counts as a filter).',
    bad: {
      name: 'web_search',
      description: 'Searches the web. Supports pagination, content filtering, and freshness controls.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Search query' },
          count: { type: 'number', description: 'Number of results (1-20)' },
          offset: { type: 'number', description: 'Pagination offset' }
        },
        required: ['query']
      }
    },
    good: {
      name: 'web_search',
      description: 'Searches the web. Supports pagination, content filtering, and freshness controls.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Search query' },
          offset: { type: 'number', description: 'Pagination offset' },
          freshness: {
            type: 'string',
            enum: ['pd', 'pw', 'pm'],
            description: 'Only results from the past day, week or month'
          }
        },
        required: ['query']
      }
    },
    severityRationale:
      'Warning: the call works, but the agent picks the tool for a capability it lacks and trusts an unfiltered answer.'
  },
  messages: {
    promisesSearch: '"{{tool}}" says "{{promise}}", but none of its arguments ({{arguments}}) provides it'
  },
  suggestions: {
    promisesSearch: 'add the arguments the description promises, or cut the claim from the description of "{{tool}}"'
  },
  check({ tool, name, description }) {
    if (description === undefined || !mayClaim(description)) return [];
    const schema = tool.inputSchema;
    if (!isPlainObject(schema) || 'patternProperties' in schema) return [];
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return [];
    const props = schemaProperties(tool);
    let args: ArgumentFacts[] | undefined;
    const facts = () => (args ??= argumentFacts(schema, new Map(props.map((p) => [p.name, p.required]))));
    const text = scanText(description);
    // A tool that lists or edits filters (`list_event_filters`) names its object, not a capability.
    const aboutFilters = nameWords(name).some((w) => w === 'filter' || w === 'filters');
    const own = () => new Set([name, ...facts().map((a) => a.name)]);
    const claims = readClaims(text, own).filter((c) => !(aboutFilters && c.capability === 'filter'));
    if (claims.length === 0 && SEARCH_NAME.test(name)) {
      const said = SAYS_SEARCH.exec(text);
      if (said !== null) claims.push({ capability: 'search', quote: said[0] });
    }
    if (claims.length === 0) return [];
    const missing = claims.filter((c: Claim) => !covered(c, facts()));
    if (missing.length === 0) return [];
    const finding: RawFinding = {
      messageId: 'promisesSearch',
      data: {
        promise: missing
          .slice(0, 3)
          .map((c) => excerpt(c.quote, QUOTE_MAX))
          .join('", "'),
        arguments:
          props.length === 0
            ? 'no arguments'
            : previewList(
                props.map((p) => p.name),
                8
              )
      },
      pointer: '/description'
    };
    return [finding];
  }
};
