/** The traces page's worker method, joined into CoreApi (core-api.ts). */
import type { Encoders } from '../tokens/encoders.ts';
import { scoreTrace, type TraceRequest, type TraceResult } from './trace-view.ts';

export interface TraceApi {
  /** Imports the trace (format detected) and scores it with the checks, as `toolgauge run` would. */
  scoreTrace(request: TraceRequest): Promise<TraceResult>;
}

/**
 * `encoders` supplies cl100k for token_efficiency's surface tokens (the CLI counts them too);
 * `ready` resolves once the suite engine can run in this host (the browser worker installs its
 * CSP-safe validators first: the checks validate against the suite schema).
 */
export function createTraceApi(
  encoders: () => Promise<Encoders>,
  ready: () => Promise<unknown> = async () => {}
): TraceApi {
  return {
    async scoreTrace(request) {
      await ready();
      const needsTokens = /^\s*token_efficiency\s*:/m.test(request.checksText);
      return scoreTrace(request, needsTokens ? { countTokens: (await encoders()).cl100k } : {});
    }
  };
}
