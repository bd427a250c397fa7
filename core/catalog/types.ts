/** The JSON shapes of an MCP `tools/list` result, as far as toolgauge reads them. */
import type { ContextItem } from './context-items.ts';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: unknown };

/**
 * One tool definition as the server sent it. Unknown fields (title, outputSchema,
 * annotations, _meta, examples, execution, ...) are kept untouched.
 */
export interface Tool {
  name: string;
  description?: unknown;
  inputSchema?: unknown;
  outputSchema?: unknown;
  annotations?: unknown;
  title?: unknown;
  [field: string]: unknown;
}

/** A tool in a parsed catalog, with where it came from. */
export interface CatalogTool {
  /** `server.tool` for tools from a multi-server bundle, else the tool name. */
  id: string;
  name: string;
  server?: string;
  /** JSON pointer of the tool object in the input document, e.g. `/tools/3`. */
  pointer: string;
  /** The description when it is a string; undefined when absent or not a string. */
  description: string | undefined;
  tool: Tool;
}

/** A server's `instructions` (the initialize result's text, which clients put in the prompt). */
export interface ServerInstructions {
  /** The server of a bundle; absent for a single catalog or a bundle's top level. */
  server?: string;
  /** JSON pointer of the `instructions` string, e.g. `/instructions` or `/servers/github/instructions`. */
  pointer: string;
  text: string;
}

export interface Catalog {
  tools: CatalogTool[];
  /** Every `instructions` string the input carries, in document order; absent when there are none. */
  instructions?: ServerInstructions[];
  /** Resources, resource templates and prompts listed beside the tools; absent when there are none. */
  context?: ContextItem[];
  /** Top-level fields beside `tools` (server, version, serverInfo, ...), kept and otherwise ignored. */
  meta: JsonObject;
}
