/**
 * Anthropic's Connectors Directory review: what it asks of each tool definition (a title, the
 * read/write hint said explicitly, a name Claude takes).
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { API_TOOL_NAME, hintIsExplicit, toolTitle } from './annotations.ts';
import { ruleById, VerdictBuilder, type Target, type TargetRule } from './target-types.ts';

const POLICY = 'https://support.claude.com/en/articles/11697096-anthropic-mcp-directory-policy';
const CHECKLIST =
  'https://github.com/anthropics/claude-plugins-official (plugins/mcp-server-dev/skills/build-mcp-app/references/directory-checklist.md)';

export const ANTHROPIC_DIRECTORY_RULES: readonly TargetRule[] = [
  {
    id: 'title',
    sentence: 'Tool annotations: every tool sets annotations.title plus the relevant hints.',
    source: `${CHECKLIST}; ${POLICY}`,
    open: 'a tool-level title (MCP 2025-06-18 and later) is taken as the title too; the checklist names annotations.title.'
  },
  {
    id: 'read-write-hint',
    sentence:
      'readOnlyHint: true for fetch/search tools, destructiveHint / idempotentHint for writes, openWorldHint: true if the tool reaches an external system.',
    source: CHECKLIST,
    open: 'openWorldHint is asked for "if the tool reaches an external system", which a definition cannot show: toolgauge asks for readOnlyHint or destructiveHint only.'
  },
  {
    id: 'name',
    sentence: 'Tool names: ≤ 64 characters, snake/kebab case.',
    source: CHECKLIST
  }
];

const rule = (id: string) => ruleById(ANTHROPIC_DIRECTORY_RULES, id);

export function checkAnthropicDirectory(entry: CatalogTool): ReturnType<VerdictBuilder['done']> {
  const v = new VerdictBuilder();
  if (!toolTitle(entry.tool)) v.reject(rule('title'), '/annotations/title', 'no title');
  if (!hintIsExplicit(entry.tool, 'readOnlyHint') && !hintIsExplicit(entry.tool, 'destructiveHint'))
    v.reject(rule('read-write-hint'), '/annotations', 'neither readOnlyHint nor destructiveHint is set');
  if (!API_TOOL_NAME.test(entry.name))
    v.reject(rule('name'), '/name', `"${entry.name}" is not snake/kebab case of at most 64 characters`);
  return v.done();
}

export const ANTHROPIC_DIRECTORY: Target = {
  name: 'anthropic-directory',
  title: "Anthropic's Connectors Directory review: title, read/write hints, names",
  rules: ANTHROPIC_DIRECTORY_RULES,
  checkTool: checkAnthropicDirectory
};
