/**
 * Dispatch: the I/O half of a run. Each cell gets its raw outcome (a recorded or live tool result,
 * a catalog, an agent's runs) and nothing is scored here; score.ts turns outcomes into rows.
 */
import { dispatches, type AgentCell, type AgentDispatcher } from './agent-dispatch.ts';
import type { Cell } from './cells.ts';
import { dispatchAgentCase } from './evaluate-agent.ts';
import { dispatchQualityCase, type ListTools } from './evaluate-quality.ts';
import { dispatchToolCase, type CallTool } from './evaluate-tool.ts';
import type { SuiteFiles } from './files.ts';
import type { TestCase } from './model.ts';
import { notRun, type CellOutcome } from './outcome.ts';

export interface DispatchOptions {
  files?: SuiteFiles;
  /** Live servers, when the host can start them (see RunOptions.live). */
  live?: { callTool: CallTool; listTools: ListTools };
  /** Dispatches agent tests with a model: and no trace:; without it their cells skip. */
  agents?: AgentDispatcher;
}

/** One cell's outcome. Never throws: a bug in a dispatcher becomes an error outcome for that cell alone. */
export async function dispatchCell(t: TestCase, cell: Cell, options: DispatchOptions): Promise<CellOutcome> {
  const files = options.files ?? {};
  try {
    if (t.kind === 'tool') return await dispatchToolCase(t, files, options.live?.callTool);
    if (t.kind === 'tool_quality') return await dispatchQualityCase(t, files, options.live?.listTools);
    if (options.agents && dispatches(t) && cell.model !== undefined)
      return await options.agents.outcome(t, cell as AgentCell);
    return dispatchAgentCase(t, files);
  } catch (e) {
    return notRun('error', `internal error: ${(e as Error).message}`);
  }
}
