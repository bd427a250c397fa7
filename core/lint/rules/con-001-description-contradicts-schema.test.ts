import { presetSeverity } from '../presets.ts';
import { describe, expect, it } from 'vitest';
import { con001DescriptionContradictsSchema as rule } from './con-001-description-contradicts-schema.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (properties: Record<string, unknown>, required: string[] = []) => ({
  name: 'do_it',
  description: 'Do it. Returns the result.',
  inputSchema: { type: 'object', properties, required }
});
const ptr = (name: string) => `/inputSchema/properties/${name}`;

describe('CON-001 fires where an argument description contradicts its schema', () => {
  it.each([
    // Notion's API-retrieve-a-page, as published: a repeated query parameter flattened to one string.
    [
      'a string described as a list (notion filter_properties)',
      'filter_properties',
      {
        type: 'string',
        description: 'A list of page property value IDs associated with the page. Use this param to limit the response.'
      },
      [],
      'stringSaysList',
      'string'
    ],
    [
      'a string described as an array',
      'ids',
      { type: 'string', description: 'An array of issue ids to close' },
      [],
      'stringSaysList',
      'string'
    ],
    [
      'a string opening with "List of"',
      'paths',
      { type: 'string', description: 'List of paths to read' },
      ['paths'],
      'stringSaysList',
      'string'
    ],
    [
      'a required argument opening with "Optional:"',
      'topic',
      { type: 'string', description: 'Optional: topic folder to read (e.g., "agents")' },
      ['topic'],
      'requiredSaysOptional',
      'string'
    ],
    [
      'a required argument marked "(optional)"',
      'limit',
      { type: 'integer', description: 'Maximum results to return (optional)' },
      ['limit'],
      'requiredSaysOptional',
      'integer'
    ],
    [
      'a required argument saying "if omitted"',
      'branch',
      { type: 'string', description: 'Branch to read. If omitted, the default branch is used.' },
      ['branch'],
      'requiredSaysOptional',
      'string'
    ],
    [
      'a required array opening with "Optional"',
      'labels',
      { type: 'array', items: { type: 'string' }, description: 'Optional labels to add' },
      ['labels'],
      'requiredSaysOptional',
      'array'
    ],
    [
      'a number described as text',
      'name',
      { type: 'number', description: 'The name as text' },
      [],
      'numberSaysText',
      'number'
    ],
    [
      'an integer that "must be a string"',
      'code',
      { type: 'integer', description: 'Country code; must be a string' },
      [],
      'numberSaysText',
      'integer'
    ],
    [
      'a string opening with "Number of"',
      'limit',
      { type: 'string', description: 'Number of results to return' },
      [],
      'stringSaysNumber',
      'string'
    ],
    [
      'a string that "must be an integer"',
      'page',
      { type: 'string', description: 'Page to fetch; must be an integer' },
      [],
      'stringSaysNumber',
      'string'
    ]
  ])('%s', (_label, name, schema, required, messageId, type) => {
    expect(runRule(rule, tool({ [name]: schema }, required))).toEqual([
      expected(rule, messageId, ptr(name), { argument: name, type })
    ]);
  });

  it('reports one finding per argument, in declaration order, and escapes the pointer', () => {
    const t = tool(
      {
        'a/b': { type: 'string', description: 'A list of tags' },
        n: { type: 'integer', description: 'Optional page size (optional)' }
      },
      ['a/b', 'n']
    );
    expect(runRule(rule, t)).toEqual([
      expected(rule, 'stringSaysList', '/inputSchema/properties/a~1b', { argument: 'a/b', type: 'string' }),
      expected(rule, 'requiredSaysOptional', ptr('n'), { argument: 'n', type: 'integer' })
    ]);
  });

  it('is off in the reference preset but its definition does not change there', () => {
    expect(presetSeverity(rule, 'reference')).toBe('off');
    expect(runRule(rule, tool({ ids: { type: 'string', description: 'An array of ids' } }), 'reference')).toHaveLength(
      1
    );
  });
});

describe('CON-001 does not fire on wording the schema agrees with (cases from the corpus)', () => {
  it.each([
    [
      'a comma-separated list in a string',
      { q: { type: 'string', description: 'A list of tags, comma-separated' } },
      []
    ],
    [
      'a list written as a JSON string',
      { q: { type: 'string', description: 'List of fields as a JSON array string' } },
      []
    ],
    [
      'a list typed as an array',
      { q: { type: 'array', items: { type: 'string' }, description: 'A list of paths' } },
      []
    ],
    [
      'a passing mention of a list (sentry organizationSlug)',
      {
        organizationSlug: {
          type: 'string',
          description:
            "The organization's slug. You can find a existing list of organizations you have access to using the `find_organizations()` tool."
        }
      },
      ['organizationSlug']
    ],
    [
      'a verb "list" (cloudflare route_list zoneId)',
      { zoneId: { type: 'string', description: 'ID of the zone to list routes for' } },
      ['zoneId']
    ],
    [
      'an enum whose options mention lists (azure-devops action)',
      {
        action: {
          type: 'string',
          enum: ['list', 'get'],
          description: 'The action to perform. Options: list (list builds with optional filters), get'
        }
      },
      ['action']
    ],
    [
      '"optional" as an adjective of something else (azure-devops iterations)',
      {
        iterations: {
          type: 'array',
          items: { type: 'object' },
          description: 'An array of iterations to process. For create: provide iterationName and optional dates.'
        }
      },
      ['iterations']
    ],
    [
      'an object whose field is "(optional)"',
      { data: { type: 'object', description: 'Division data; each child has a name and a value (optional)' } },
      ['data']
    ],
    [
      'an optional argument that says optional (mastra readMastraDocs)',
      { topic: { type: 'string', description: 'Optional: topic folder to read. Omit to list all available topics.' } },
      []
    ],
    [
      'a number whose description names a text resource (everything resourceId)',
      { resourceId: { type: 'number', description: 'ID of the text resource to fetch' } },
      []
    ],
    ['a number about a string length', { n: { type: 'integer', description: 'String length limit' } }, []],
    [
      'a string build number (azure-devops buildNumber)',
      { buildNumber: { type: 'string', description: 'Build number to filter builds. Used for: list.' } },
      []
    ],
    [
      'a string port number (next-devtools port)',
      { port: { type: 'string', description: 'Port number of the Next.js dev server (required).' } },
      []
    ],
    [
      'a number sent as a string, said so',
      { limit: { type: 'string', description: 'Number of results, as a numeric string' } },
      []
    ],
    [
      'a string with a pattern',
      { limit: { type: 'string', pattern: '^[0-9]+$', description: 'Number of results' } },
      []
    ],
    ['a property without a description', { q: { type: 'string' } }, ['q']],
    ['a property with a union type', { q: { type: ['string', 'array'], description: 'A list of tags' } }, []]
  ])('%s', (_label, properties, required) => {
    expect(runRule(rule, tool(properties, required))).toEqual([]);
  });

  it.each([
    ['no schema', undefined],
    ['schema is a string', 'object'],
    ['properties is an array', { properties: ['q'] }]
  ])('ignores a malformed schema: %s', (_l, inputSchema) => {
    expect(runRule(rule, { name: 'x', description: 'Do x.', inputSchema })).toEqual([]);
  });
});
