/** A catalog tool for the target tables' tests: a name and an input schema, nothing else. */
import type { CatalogTool } from '../../catalog/types.ts';

export function toolWith(inputSchema: unknown, extra: Record<string, unknown> = {}, name = 'do_it'): CatalogTool {
  return {
    id: name,
    name,
    pointer: '/tools/0',
    description: 'Does it.',
    tool: { name, description: 'Does it.', ...(inputSchema === undefined ? {} : { inputSchema }), ...extra }
  };
}
