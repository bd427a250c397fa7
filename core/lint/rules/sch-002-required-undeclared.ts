/** SCH-002: `required` lists a property the schema never declares. */
import { joinPointer } from '../../source/pointer.ts';
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { composedObject } from './helpers/schema-composition.ts';
import { instanceGroups, instanceRoot, underCondition, walkSchema } from './helpers/schema-walk.ts';

export const sch002RequiredUndeclared: Rule = {
  id: 'SCH-002',
  slug: 'required-undeclared',
  category: 'schema',
  severity: 'critical',
  docs: {
    summary: '`required` names a property that the schema does not declare under `properties`.',
    why: 'The model is told an argument is mandatory but never learns its type or meaning, so it either omits it (the call fails validation) or invents a value. Most often it is a typo or a renamed parameter (`required: ["query"]` beside `properties: { q }`), and with `additionalProperties: false` no call can pass at all.',
    fix: 'Declare the property under `properties` with a type and description, or remove the stale name from `required`.',
    bad: {
      name: 'search_issues',
      description: 'Search issues by text. Returns matching issues with id and title.',
      inputSchema: {
        type: 'object',
        properties: { q: { type: 'string', description: 'Search text' } },
        required: ['query']
      }
    },
    good: {
      name: 'search_issues',
      description: 'Search issues by text. Returns matching issues with id and title.',
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', description: 'Search text' } },
        required: ['query']
      }
    },
    severityRationale:
      'Critical: the schema demands an argument the model cannot know how to fill. Calls fail validation or carry invented values, and with `additionalProperties: false` the schema cannot be satisfied by any call.'
  },
  messages: { undeclared: '"{{name}}" is required but not declared under properties' },
  suggestions: { undeclared: 'declare "{{name}}" under properties, or remove it from required' },
  check({ tool }) {
    const found: Array<[number, RawFinding]> = [];
    const nodes = walkSchema(tool.inputSchema, '/inputSchema');
    // A `required` in a branch (oneOf, if/then, allOf, ...) names properties of the value its
    // parent describes: read against every schema of that value together, not the branch alone.
    const requires = (i: number) => {
      const s = nodes[i].schema;
      return isPlainObject(s) && Array.isArray(s.required) && s.required.length > 0 && !underCondition(nodes, i);
    };
    // Only the values some schema demands properties of (most sub-schemas are leaves that demand none).
    const demanding = new Set<number>();
    for (let i = 0; i < nodes.length; i++) if (requires(i)) demanding.add(instanceRoot(nodes, i));
    if (demanding.size === 0) return [];
    for (const [root, members] of instanceGroups(nodes)) {
      if (!demanding.has(root)) continue;
      const withRequired = members.filter(requires);
      const schemas = members.map((i) => nodes[i].schema).filter(isPlainObject);
      // Names matched by patternProperties would need the user's regexes run; hostile input, so skip.
      if (schemas.some((s) => s.patternProperties !== undefined)) continue;
      // A definition that declares no property is a constraint mixed in elsewhere (`allOf: [{ $ref }]`).
      if (nodes[members[0]].via === 'definition' && !schemas.some((s) => isPlainObject(s.properties))) continue;
      const declared = new Set<string>();
      // Each schema of the value with what it composes: its own properties, its allOf branches and
      // local $refs followed through chains, and the alternatives (a property one branch declares is declared).
      for (const i of members)
        for (const name of composedObject(nodes[i].schema, nodes[i].pointer, tool.inputSchema, {
          alternatives: true,
          nodes
        }).properties.keys())
          declared.add(name);
      for (const i of withRequired) {
        const s = nodes[i].schema as Record<string, unknown>;
        (s.required as unknown[]).forEach((name, k) => {
          if (typeof name === 'string' && !declared.has(name))
            found.push([
              i,
              { messageId: 'undeclared', data: { name }, pointer: joinPointer(nodes[i].pointer, 'required', k) }
            ]);
        });
      }
    }
    // In document order, as the walk met them.
    return found.sort((a, b) => a[0] - b[0]).map(([, f]) => f);
  }
};
