/**
 * OpenAI's app review (ChatGPT Apps SDK submissions): what it asks of each tool definition. Every
 * tool sets readOnlyHint, destructiveHint and openWorldHint explicitly; names are ones the model API takes.
 */
import type { CatalogTool } from '../../catalog/types.ts';
import { API_TOOL_NAME, hintIsExplicit } from './annotations.ts';
import { ruleById, VerdictBuilder, type Target, type TargetRule } from './target-types.ts';

const GUIDELINES = 'https://developers.openai.com/apps-sdk/app-submission-guidelines';
const SKILL = 'https://github.com/openai/plugins (plugins/chatgpt-apps/skills/mcp-tool-hint-justifications/SKILL.md)';

export const OPENAI_APPS_HINTS = ['readOnlyHint', 'destructiveHint', 'openWorldHint'] as const;

export const OPENAI_APPS_RULES: readonly TargetRule[] = [
  {
    id: 'explicit-hints',
    sentence:
      'ChatGPT Apps submissions require every tool to set all three hints (readOnlyHint, openWorldHint, destructiveHint); the submission form asks for a justification of each.',
    source: `${SKILL}; ${GUIDELINES}`,
    open: "the guideline page itself was not readable here: the sentence is OpenAI's own submission skill's."
  },
  {
    id: 'name',
    sentence:
      'Name – action oriented and unique inside your connector. (Function names: a-z, A-Z, 0-9, underscores and dashes, at most 64 characters.)',
    source:
      'https://developers.openai.com/apps-sdk/plan/tools; https://platform.openai.com/docs/api-reference/chat/create'
  }
];

const rule = (id: string) => ruleById(OPENAI_APPS_RULES, id);

export function checkOpenAiApps(entry: CatalogTool): ReturnType<VerdictBuilder['done']> {
  const v = new VerdictBuilder();
  for (const hint of OPENAI_APPS_HINTS)
    if (!hintIsExplicit(entry.tool, hint))
      v.reject(rule('explicit-hints'), `/annotations/${hint}`, `${hint} is not set`);
  if (!API_TOOL_NAME.test(entry.name)) v.reject(rule('name'), '/name', `"${entry.name}" is not a function name`);
  return v.done();
}

export const OPENAI_APPS: Target = {
  name: 'openai-apps',
  title: "OpenAI's app review (ChatGPT Apps SDK submission): explicit hints, names",
  rules: OPENAI_APPS_RULES,
  checkTool: checkOpenAiApps
};
