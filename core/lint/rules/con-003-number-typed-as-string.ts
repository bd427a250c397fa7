/** CON-003: a count or number (page, page_size, limit, replication_factor, ...) typed as a string. */
import { declaredTypes, isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule, RuleContext } from '../types.ts';
import { con001DescriptionContradictsSchema } from './con-001-description-contradicts-schema.ts';
import { scanText } from './helpers/description-text.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** Whole names that only ever hold a count, a position or a size in units. */
const COUNT_NAMES = new Set([
  'pagenumber',
  'pagenum',
  'pageno',
  'pagesize',
  'perpage',
  'pagelimit',
  'limit',
  'offset',
  'skip',
  'count',
  'maxresults',
  'maxitems',
  'maxrecords',
  'maxrows',
  'numresults',
  'numitems',
  'replicationfactor',
  'replicas',
  'partitions',
  'retries',
  'maxretries',
  'port',
  'depth',
  'maxdepth',
  'quantity'
]);
/** Name words that make a name a count: `partition_count`, `num_replicas`, `retry_count`. */
const COUNT_SUFFIX = /(count|_num|numof)$/;
const COUNT_PREFIX = /^(num|number_?of)_?[a-z]/;

/** Description openings that say the value is a count. */
const SAYS_COUNT =
  /^\s*(the\s+)?((maximum|max|minimum|min|total)\s+)?(number|count)\s+of\b|^\s*(the\s+)?page\s+(number|index|size)\b|^\s*how\s+many\b|^\s*(the\s+)?(port|replication\s+factor)\b(?!\s+(name|mapping|range))/i;
/**
 * What makes a string the right type after all: it says so ("integer as string", "(string)",
 * "digits"), it holds a unit or a keyword beside numbers ("30s", "'max'", "all"), or it is an id.
 */
const STRING_ON_PURPOSE =
  /\bstrings?\b|\bdigits?\b|\bquoted\b|\btext\b|\bduration\b|\b\d+\s*(ms|s|m|h|d|kb|mb|gb|px|%)\b|['"`]\d+[a-z]+['"`]|\b(all|max|unlimited|auto|none)\b['"`]|['"`](all|max|unlimited|auto|none)\b|\btoken\b|\bcursor\b|\bidentifier\b|\bslug\b|\brange\b|\bor\b\s+['"`]/i;
const IDENTIFIER = /(^|_)(id|ids|key|token|cursor|name|slug)$|Id$|Ids$|Key$|Token$|Cursor$/;

function normalise(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[-\s]+/g, '_');
}

/** Siblings that make a bare `page` a page number rather than a web page: a page size or a limit beside it. */
const PAGINATION_SIBLING = /^(page_?size|per_?page|limit|ps|page_?limit|offset)$/i;
const SAYS_PAGINATION = /\bpaginat|\bpage\s+(number|index)\b|\bnumber\b/i;

/** Why this string holds a number: its name or its description; undefined when neither says so. */
/** `siblings` is asked for only for a bare "page": reading them costs a pointer walk per string property. */
function countSignal(name: string, description: string | undefined, siblings: () => string[]): string | undefined {
  if (IDENTIFIER.test(name)) return undefined;
  const snake = normalise(name);
  const flat = snake.replace(/_/g, '');
  if (COUNT_NAMES.has(flat) || COUNT_SUFFIX.test(snake) || COUNT_PREFIX.test(snake)) return 'name';
  // A bare "page" is a web page in browser and scraping tools; it is a number only beside a page size or when described as one.
  if (
    flat === 'page' &&
    (siblings().some((n) => PAGINATION_SIBLING.test(n)) ||
      (description !== undefined && SAYS_PAGINATION.test(description)))
  )
    return 'name';
  if (description !== undefined && SAYS_COUNT.test(description)) return 'description';
  return undefined;
}

/** Exactly a string (a `null` alternative allowed), with nothing that pins its format. */
function plainString(s: Record<string, unknown>): boolean {
  const types = declaredTypes(s).filter((t) => t !== 'null');
  if (types.length !== 1 || types[0] !== 'string') return false;
  return !('enum' in s) && !('const' in s) && !('format' in s) && !('pattern' in s);
}

/** Example or default values that are not plain integers show the string is meant ("10m", "latest"). */
function nonNumericValues(s: Record<string, unknown>): boolean {
  const values = [...(Array.isArray(s.examples) ? s.examples : []), ...('default' in s ? [s.default] : [])];
  return values.some((v) => typeof v === 'string' && !/^\s*-?\d+\s*$/.test(v));
}

/** The names beside a property: the keys of the `properties` map its pointer ends in. */
function siblingNames(root: unknown, pointer: string): string[] {
  const parts = pointer.split('/').slice(2, -2);
  let at: unknown = root;
  for (const part of parts)
    at =
      isPlainObject(at) || Array.isArray(at)
        ? (at as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
        : undefined;
  return isPlainObject(at) && isPlainObject(at.properties) ? Object.keys(at.properties) : [];
}

/** Top-level arguments CON-001 already reports as "described as a number", so the two never fire together. */
function reportedByCon001(ctx: RuleContext): Set<string> {
  return new Set(
    con001DescriptionContradictsSchema
      .check(ctx)
      .filter((f) => f.messageId === 'stringSaysNumber')
      .map((f) => f.pointer)
  );
}

export const con003NumberTypedAsString: Rule = {
  id: 'CON-003',
  slug: 'number-typed-as-string',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'An argument (at any depth) that holds a count or a number is typed `string`: `page`, `page_size`, `limit`, `offset`, `port`, `replication_factor`, `partition_count`, `num_results`, or a description opening "Number of ...", "Page number".',
    why:
      'A model asked for page 2 writes `2`, which a client that validates arguments rejects because the schema wants `"2"`; a model that follows the schema sends `"2"` and relies on the server converting it, which many do not (the call fails or the value is ignored). The schema also loses what it could enforce: `minimum`, `maximum`, and the hint that the value is a number at all. ' +
      'Decisions: identifiers are never read as numbers (`*_id`, `*Id`, `key`, `token`, `cursor`, `name`, `slug`), nor is a string whose text or examples show the string is meant: "integer as string", "(string)", "digits", units ("30s", "5m"), keywords beside numbers ("all", "max"), `enum`, `const`, `format` or `pattern`. A top-level argument that CON-001 already reports (its description opens "Number of" and never says string) is left to CON-001.',
    fix: 'Type it `integer` (or `number`), with `minimum`/`maximum` where known. If the server really needs a string, say so in the description ("page number as a string, e.g. \\"2\\"") and add `pattern: "^[0-9]+$"`.',
    notes:
      '**On the corpora** (default preset): catalogs/ 2 firings (next-devtools `port`, twice); catalogs-2/ 17 (sonarqube `page`/`page_size`/`p`/`ps` on 7 tools, digitalocean `replication_factor` on 2 tools and `page` described "Page number for pagination"). DigitalOcean\'s `page` described "integer as string" and `partition_count` (CON-001 reports it) do not fire. Not yet labelled by an independent reviewer.',
    bad: {
      name: 'list_projects',
      description: 'List SonarQube projects, one page at a time. Returns keys and names.',
      inputSchema: {
        type: 'object',
        properties: {
          page: { type: 'string' },
          page_size: { type: 'integer', description: 'Projects per page (1-500)' }
        }
      }
    },
    good: {
      name: 'list_projects',
      description: 'List SonarQube projects, one page at a time. Returns keys and names.',
      inputSchema: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 1 },
          page_size: { type: 'integer', description: 'Projects per page (1-500)' }
        }
      }
    },
    severityRationale:
      'Warning: the tool works when the model guesses right or the server coerces; the wrong type makes failed calls likely but breaks no spec rule.'
  },
  messages: {
    numberAsString:
      'argument "{{argument}}" of "{{tool}}" holds a number but is typed string: a model that sends {{sample}} is rejected by a validating client, and one that sends "{{sample}}" relies on the server converting it'
  },
  suggestions: {
    numberAsString:
      'type "{{argument}}" as integer (with minimum/maximum), or say it is a numeric string and add a pattern'
  },
  check(ctx) {
    const out: RawFinding[] = [];
    let skip: Set<string> | undefined;
    for (const node of walkSchema(ctx.tool.inputSchema, '/inputSchema')) {
      const s = node.schema;
      if (node.via !== 'property' || node.name === undefined || !isPlainObject(s) || !plainString(s)) continue;
      const description = typeof s.description === 'string' ? scanText(s.description) : undefined;
      const signal = countSignal(node.name, description, () => siblingNames(ctx.tool.inputSchema, node.pointer));
      if (signal === undefined) continue;
      if ((description !== undefined && STRING_ON_PURPOSE.test(description)) || nonNumericValues(s)) continue;
      skip ??= reportedByCon001(ctx);
      if (skip.has(node.pointer)) continue;
      out.push({
        messageId: 'numberAsString',
        data: { argument: node.name, sample: /port/i.test(node.name) ? 8080 : 2 },
        pointer: node.pointer
      });
    }
    return out;
  }
};
