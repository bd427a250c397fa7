/**
 * A Chromium trace over CDP (the Tracing domain of a page's session), summarised per thread: how
 * long the renderer's main thread and the page's workers were busy (their top-level tasks), the
 * longest task of each, and, with `profile`, where the sampled CPU time went (self time by
 * function). The playground bench uses it to say what a paste or a keystroke cost on the main
 * thread against the core worker; PLAYGROUND_TRACE=DIR also keeps the raw trace for DevTools.
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown>;
}

export interface ThreadSummary {
  thread: string;
  /** Milliseconds inside top-level tasks. */
  busy: number;
  longest: number;
  /** Sampled self time by function ("name file:line"), most first (with `profile`). */
  top: { fn: string; ms: number }[];
}

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
const PROFILE = 'disabled-by-default-v8.cpu_profiler';

export class CdpTrace {
  readonly #session: CDPSession;
  #events: TraceEvent[] = [];

  private constructor(session: CDPSession) {
    this.#session = session;
    session.on('Tracing.dataCollected', (e) => {
      this.#events.push(...(e.value as unknown as TraceEvent[]));
    });
  }

  static async start(page: Page, { profile = false } = {}): Promise<CdpTrace> {
    const session = await page.context().newCDPSession(page);
    const trace = new CdpTrace(session);
    await session.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: profile ? [...CATEGORIES, PROFILE] : CATEGORIES }
    });
    return trace;
  }

  /** Ends the trace; the summary of the main thread and every worker thread of the renderer. */
  async stop(keep?: string): Promise<ThreadSummary[]> {
    const done = new Promise<void>((resolve) => this.#session.once('Tracing.tracingComplete', () => resolve()));
    await this.#session.send('Tracing.end');
    await done;
    await this.#session.detach();
    if (keep) writeFileSync(keep, JSON.stringify({ traceEvents: this.#events }));
    return summarise(this.#events);
  }
}

export function summarise(events: TraceEvent[]): ThreadSummary[] {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, String(e.args?.name ?? ''));
  const wanted = [...names].filter(([, n]) => n === 'CrRendererMain' || /Worker/.test(n));
  return wanted
    .map(([key, thread]) => {
      const mine = events.filter((e) => `${e.pid}:${e.tid}` === key);
      // Top-level tasks only: RunTask and ThreadControllerImpl::RunTask nest, so merge overlaps.
      const tasks = mine
        .filter((e) => e.ph === 'X' && /RunTask$/.test(e.name) && e.dur !== undefined)
        .map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const)
        .sort((a, b) => a[0] - b[0]);
      const merged: [number, number][] = [];
      for (const [from, to] of tasks) {
        const last = merged[merged.length - 1];
        if (last && from <= last[1]) last[1] = Math.max(last[1], to);
        else merged.push([from, to]);
      }
      const durations = merged.map(([from, to]) => (to - from) / 1000);
      return {
        thread,
        busy: durations.reduce((a, b) => a + b, 0),
        longest: durations.length ? Math.max(...durations) : 0,
        top: selfTime(events, mine)
      };
    })
    .filter((t) => t.busy > 0 || t.top.length > 0);
}

type Node = { id: number; parent?: number; callFrame: { functionName: string; url: string; lineNumber: number } };

/** Self time by function from the thread's ProfileChunk samples (V8's sampling profiler). */
function selfTime(all: TraceEvent[], mine: TraceEvent[]): { fn: string; ms: number }[] {
  const ids = new Set(mine.filter((e) => e.name === 'Profile').map((e) => e.id));
  const nodes = new Map<number, Node>();
  const byFn = new Map<string, number>();
  for (const e of all) {
    if (e.name !== 'ProfileChunk' || !ids.has(e.id)) continue;
    const data = e.args?.data as
      | { cpuProfile?: { nodes?: Node[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((s, i) => {
      const f = nodes.get(s)?.callFrame;
      if (!f) return;
      const fn = `${f.functionName || '(anonymous)'} ${(f.url ?? '').split('/').pop()}:${f.lineNumber + 1}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0) / 1000);
    });
  }
  return [...byFn]
    .filter(([fn]) => !/^\((idle|program|root)\)/.test(fn))
    .map(([fn, ms]) => ({ fn, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 25);
}
