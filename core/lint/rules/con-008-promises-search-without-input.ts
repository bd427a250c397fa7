/** CON-008: a tool that says it searches or filters, whose input holds nothing to search or filter by (only paging). */
import { isPlainObject, schemaProperties } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { excerpt, scanText } from './desc-text.ts';

/**
 * Wording that promises the tool itself narrows the results by a criterion: "Filter and search
 * through your customers", "search by email", "filters by status", "按名称搜索", "名前で検索", "이름으로 검색".
 * A bare "search" or "find" is not enough: "List portals. Use this to find an ID" describes the caller's goal.
 */
const PROMISE = [
  /\bfilter(?:s|ing)?\s+(?:and\s+search|by|on|through)\b|\bsearch(?:es|ing)?\s+(?:and\s+filter|through|by|within|across)\b/i,
  /(?:按|根据|通过|依据).{1,12}?(?:搜索|检索|筛选|过滤|查询)|(?:搜索|筛选|过滤)(?:和|与|及)(?:搜索|筛选|过滤)/,
  /[でを]\s*(?:検索|絞り込)|検索(?:と|・)絞り込/,
  /(?:으로|로)\s*(?:검색|필터링)|검색\s*(?:및|과)\s*필터/
];
/** A tool name that says it searches: `subscriptions-search`, `searchUsers`, `filter_items`. */
const SEARCH_NAME =
  /(?:^|[_\-.\s])(?:search|filter)(?:[_\-.\s]|$)|^(?:search|filter)[A-Z]|[a-z](?:Search|Filter)(?:[A-Z]|$)/;
const SAYS_SEARCH = /\b(?:search|filter)|搜索|检索|筛选|検索|검색/i;

/** Arguments that only page or order the results, never narrow them. */
const PAGING = new Set([
  'page',
  'pagenumber',
  'pagenum',
  'pageno',
  'pageindex',
  'pagesize',
  'perpage',
  'pagetoken',
  'limit',
  'offset',
  'skip',
  'take',
  'cursor',
  'after',
  'before',
  'startingafter',
  'endingbefore',
  'nexttoken',
  'maxresults',
  'sort',
  'sortby',
  'order',
  'orderby',
  'direction',
  'sortorder'
]);
const flat = (name: string): string => name.toLowerCase().replace(/[_\-\s]/g, '');

/** Where the promise is made, quoted; undefined when the description makes none. */
function promise(name: string, description: string): string | undefined {
  for (const pattern of PROMISE) {
    const m = pattern.exec(description);
    if (m !== null) return m[0];
  }
  if (SEARCH_NAME.test(name)) return SAYS_SEARCH.exec(description)?.[0];
  return undefined;
}

export const con008PromisesSearchWithoutInput: Rule = {
  id: 'CON-008',
  slug: 'promises-search-without-input',
  category: 'schema',
  severity: 'warning',
  presets: { reference: 'off' },
  docs: {
    summary:
      'A tool whose description (or name) says it searches or filters by a criterion ("Filter and search through your customer base", "search by email", "按名称搜索") while its input schema has only paging arguments (page, page size, limit, cursor, sort) or none, and takes no other properties.',
    why:
      'An agent asked to find one customer by email picks the tool that says it filters and searches, then finds nothing to put the email in: it pages through everything, or invents an argument that a strict server rejects (`additionalProperties: false`) or silently ignores, and reports the first page as the answer. The description promises what the schema cannot do; either the schema lost its filters or the description overstates a plain list. ' +
      'Decisions: the promise must name a criterion or a capability of the tool itself ("filter by", "search through", "filter and search", or a tool named `*-search` that says "search"); "use this to find an ID" is the caller\'s goal, not a promise. Every top-level argument must be a paging or ordering one, and the schema must take no other properties (`additionalProperties` absent or false, no `patternProperties`). One finding per tool.',
    fix: 'Add the filter arguments the description promises (`email`, `query`, `status`), or describe the tool as the plain paged list it is and point to the tool that does look things up.',
    notes:
      '**On the corpora** (`--preset all`): catalogs/ 0 firings; catalogs-2/ 0; catalogs-3/ 2, both creem: `customers-list` ("Filter and search through your customer base", the defect the blind review of catalogs-3 found) and `subscriptions-search` ("Search and retrieve a paginated list"), each with only `pageNumber`/`pageSize` and `additionalProperties: false`. The author judges both right; not yet labelled by an independent reviewer. Measured and left out: a bare "search"/"find" in the description of a paging-only tool (13 more tools on the three sets, e.g. "Use this to find a connectionId", "List all graphs available to query", swagger\'s argument-less "Search for available portals"), which describe the caller\'s goal or loose wording rather than a capability.',
    bad: {
      name: 'customers-list',
      description: 'Retrieve a paginated list of all customers. Filter and search through your customer base.',
      inputSchema: {
        type: 'object',
        properties: { pageNumber: { type: 'number' }, pageSize: { type: 'number' } },
        additionalProperties: false
      }
    },
    good: {
      name: 'customers-list',
      description:
        'Retrieve a paginated list of all customers, newest first. To find one customer, use customers-retrieve.',
      inputSchema: {
        type: 'object',
        properties: { pageNumber: { type: 'number' }, pageSize: { type: 'number' } },
        additionalProperties: false
      }
    },
    severityRationale:
      'Warning: the call works, but the agent picks the tool for a search it cannot perform and trusts an unfiltered page as the answer.'
  },
  messages: {
    promisesSearch:
      '"{{tool}}" says it can "{{promise}}", but its input holds only {{arguments}}: there is nothing to search or filter by'
  },
  suggestions: {
    promisesSearch: 'add the filter arguments the description promises, or describe "{{tool}}" as a plain paged list'
  },
  check({ tool, name, description }) {
    if (description === undefined) return [];
    const schema = tool.inputSchema;
    if (!isPlainObject(schema) || 'patternProperties' in schema) return [];
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return [];
    const args = schemaProperties(tool).map((p) => p.name);
    if (args.some((a) => !PAGING.has(flat(a)))) return [];
    const said = promise(name, scanText(description));
    if (said === undefined) return [];
    const finding: RawFinding = {
      messageId: 'promisesSearch',
      data: { promise: excerpt(said, 60), arguments: args.length === 0 ? 'no arguments' : args.join(', ') },
      pointer: '/description'
    };
    return [finding];
  }
};
