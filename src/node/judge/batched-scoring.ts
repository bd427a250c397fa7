/**
 * Scoring many runs whose claim regexes go to the worker in batches: each run is scored with an
 * evaluator that queues its matches; once every run in flight is waiting on a match (or done),
 * the queued matches go to the worker in one request (`testMany`) and the runs go on. Sending
 * matches one by one cost two thread wake-ups per match, more than the matching itself, on a
 * trace of thousands of short runs. The results are the ones scoring run by run gives (each
 * match is the same, and each run's own matches stay in order).
 */
import type { RegexEvaluator, RegexOutcome } from '#core/atlas/checks';
import type { NodeRegexEvaluator, RegexRequest } from './regex-evaluator.ts';

export async function scoreInBatches<T, R>(
  items: readonly T[],
  evaluator: NodeRegexEvaluator,
  score: (item: T, regex: RegexEvaluator) => Promise<R>
): Promise<R[]> {
  let queue: Array<{ request: RegexRequest; resolve: (outcome: RegexOutcome) => void }> = [];
  const deferred: RegexEvaluator = {
    test: (pattern, flags, text) =>
      new Promise<RegexOutcome>((resolve) => queue.push({ request: { pattern, flags, text }, resolve }))
  };
  let inFlight = items.length;
  const results = items.map((item) => score(item, deferred).finally(() => inFlight--));
  while (inFlight > 0) {
    // After this turn every run has gone as far as it can: done, or waiting on a queued match.
    await new Promise((resolve) => setImmediate(resolve));
    if (queue.length === 0) continue;
    const batch = queue;
    queue = [];
    const outcomes = evaluator.testMany(batch.map((b) => b.request));
    batch.forEach((b, i) => b.resolve(outcomes[i]));
  }
  return Promise.all(results);
}
