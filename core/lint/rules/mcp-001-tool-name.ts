/** MCP-001: a tool name outside what the specification says names should be (2025-11-25 and later). */
import { defineRule } from '../types.ts';
import { DEFAULT_SPEC, specAtLeast, type SpecVersion } from '../spec-versions.ts';

/** The specification's tool-name characters: ASCII letters, digits, `_`, `-` and `.`; 1 to 128 of them. */
export const SPEC_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/** Whether the version's text has tool-name rules and the name breaks them (CMP-001 leaves such names to this rule). */
export function breaksSpecName(name: string, spec: SpecVersion): boolean {
  return specAtLeast(spec, '2025-11-25') && !SPEC_NAME.test(name);
}

const NAME_RULES =
  'Tools, Tool Names: "Tool names **SHOULD** be between 1 and 128 characters in length (inclusive).", "The following **SHOULD** be the only allowed characters: uppercase and lowercase ASCII letters (A-Z, a-z), digits (0-9), underscore (\\_), hyphen (-), and dot (.)", "Tool names **SHOULD NOT** contain spaces, commas, or other special characters."';

export const mcp001ToolName = defineRule({
  id: 'MCP-001',
  slug: 'tool-name',
  category: 'conformance',
  severity: 'warning',
  docs: {
    summary:
      'The tool name is empty, longer than 128 characters, or has characters other than ASCII letters, digits, `_`, `-` and `.`, which the specification (2025-11-25 and later) says tool names should keep to.',
    why: 'Clients pass tool names to model APIs, into HTTP headers (`Mcp-Name`, base64-wrapped when unsafe) and into their own prefixes. A name with spaces, commas, slashes or non-ASCII letters is rejected by the OpenAI and Anthropic APIs, breaks tools that parse `server.tool` or `mcp__server__tool`, and is easy for a model to mistype.',
    fix: 'Rename the tool with ASCII letters, digits, `_`, `-` and `.` only, 1 to 128 characters (64 without dots if it must also fit the model APIs: see CMP-001).',
    bad: {
      name: 'search docs',
      description: 'Search the documentation. Returns matching pages.',
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
    },
    good: {
      name: 'search_docs',
      description: 'Search the documentation. Returns matching pages.',
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
    },
    severityRationale:
      'Warning: the specification says SHOULD, and most clients still load the tool; the ones that send it to a strict model API fail.',
    versions: {
      '2025-06-18': "does not fire: this version's Tools page sets no rule on tool names.",
      '2025-11-25': `warning. ${NAME_RULES}`,
      '2026-07-28': `warning. ${NAME_RULES}`
    },
    notes: [
      '**Uniqueness.** Both versions also say "Tool names **SHOULD** be unique within a server." A repeated name is [OVL-001](OVL-001.md)\'s finding (it covers one server and bundles of several), so this rule does not report it again.',
      '',
      '**CMP-001.** The model APIs accept less than the specification (no dot, 64 characters). A name this rule reports is not reported again by CMP-001 under the same version; CMP-001 keeps what the specification allows but the APIs refuse (`files.read`, 65 to 128 characters), and every name under `--spec 2025-06-18`.',
      '',
      'On the corpus (1,506 real tools) it fires on no tool.'
    ].join('\n')
  },
  messages: {
    empty: 'the tool name is empty',
    characters:
      '"{{tool}}" has characters the specification says tool names should not have ({{bad}}); the OpenAI and Anthropic APIs reject them too',
    length: '"{{tool}}" is {{length}} characters long; the specification says at most 128'
  },
  suggestions: {
    empty: 'name the tool with ASCII letters, digits, "_", "-" and "."',
    characters: 'rename it with ASCII letters, digits, "_", "-" and "." only',
    length: 'shorten the name to 128 characters or fewer'
  },
  check({ name, spec = DEFAULT_SPEC }) {
    if (!breaksSpecName(name, spec)) return [];
    if (name === '') return [{ messageId: 'empty', pointer: '/name' }];
    const bad = [...new Set(Array.from(name).filter((c) => !/[A-Za-z0-9_.-]/.test(c)))];
    if (bad.length > 0)
      return [
        {
          messageId: 'characters',
          data: {
            bad: bad
              .slice(0, 12)
              .map((c) => JSON.stringify(c))
              .join(' ')
          },
          pointer: '/name'
        }
      ];
    return [{ messageId: 'length', data: { length: name.length }, pointer: '/name' }];
  }
});
