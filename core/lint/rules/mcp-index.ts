/** The MCP rules (the specification's own rules on tool definitions outside the schemas, by version), in id order. */
import type { Rule } from '../types.ts';
import { mcp001ToolName } from './mcp-001-tool-name.ts';
import { mcp002IconScheme } from './mcp-002-icon-scheme.ts';
import { mcp003AnnotationContradiction } from './mcp-003-annotation-contradiction.ts';

export const MCP_RULES = {
  'MCP-001': mcp001ToolName,
  'MCP-002': mcp002IconScheme,
  'MCP-003': mcp003AnnotationContradiction
} satisfies Record<string, Rule>;
