/**
 * Matching a task's tool ids against calls. MCP-Atlas ids join server and tool with `_`
 * (`google-maps_geocode`), while imported calls may carry the server separately. The shared rule
 * from core/metrics (bare id = tool name on any server, dotted id = exact `server.tool`) applies
 * first; then the id is compared with the call's server and tool joined by each common separator.
 */
import { memberMatches, type CallRef } from '../metrics/class-match.ts';
import { qualifiedId } from '../trace/types.ts';

const JOINERS = ['_', '__', '-', '.', '/', ':'];

export function toolIdMatches(id: string, call: CallRef): boolean {
  if (memberMatches(id, call)) return true;
  if (!call.server) return false;
  return JOINERS.some(
    (j) => id.length === call.server!.length + j.length + call.tool.length && id === call.server + j + call.tool
  );
}

/** The task id a call counts as, or its own qualified id when it matches no listed id. */
export function canonicalToolId(call: CallRef, ids: readonly string[]): string {
  return ids.find((id) => toolIdMatches(id, call)) ?? qualifiedId(call);
}
