/**
 * The Node side of agent dispatch: the suite's server pool serves the tools, drivers come from
 * driverFor (keys from the environment), cassettes are read from and written beside the suite, and
 * progress goes to stderr on a terminal.
 */
import path from 'node:path';
import type { AgentHost } from '#core/suite/agent-dispatch';
import type { AgentCase } from '#core/suite/model';
import type { TraceRun } from '#core/trace/types';
import type { PriceTable } from '#core/agents/prices';
import type { ServerPool } from '../suite/live-servers.ts';
import { cassettePath, readCassette, writeCassette, type CassetteRead } from './cassettes.ts';
import { driverFor } from './drivers.ts';
import type { Progress } from './progress.ts';

export interface NodeAgentOptions {
  suitePath: string;
  /** Where paths are shown from (the working directory). */
  cwd: string;
  env: Record<string, string | undefined>;
  record: boolean;
  maxCost?: number;
  progress?: Progress;
  /** The price table (the default one, with --prices merged over it). */
  prices?: PriceTable;
}

export interface NodeAgentHost {
  host: AgentHost;
  /** Writes the cassettes of the tests dispatched with --record; returns the files written. */
  saveCassettes(): Promise<string[]>;
}

export async function nodeAgentHost(
  pool: ServerPool,
  tests: AgentCase[],
  options: NodeAgentOptions
): Promise<NodeAgentHost> {
  const shown = (file: string) => path.relative(options.cwd, file) || file;
  const cassettes = new Map<string, CassetteRead>();
  if (!options.record) {
    for (const t of tests) {
      const file = cassettePath(options.suitePath, t.name);
      cassettes.set(t.name, await readCassette(file, shown(file)));
    }
  }
  const recorded = new Map<AgentCase, TraceRun[]>();
  const drivers = new Map<string, ReturnType<typeof driverFor>>();
  const host: AgentHost = {
    driver: (model) => {
      // One driver per model for the whole run.
      let d = drivers.get(model);
      if (!d)
        drivers.set(
          model,
          (d = driverFor(model, { env: options.env, ...(options.prices ? { prices: options.prices } : {}) }))
        );
      return d;
    },
    listTools: pool.serverTools,
    callServer: pool.callServer,
    cassette: (t) => cassettes.get(t.name),
    onRun: (t, _cell, run) => {
      if (options.record) recorded.set(t, [...(recorded.get(t) ?? []), run]);
    },
    onCell: (p) => options.progress?.update(p),
    ...(options.maxCost !== undefined ? { maxCost: options.maxCost } : {})
  };
  return {
    host,
    async saveCassettes() {
      const written: string[] = [];
      for (const [t, runs] of recorded) {
        const file = cassettePath(options.suitePath, t.name);
        await writeCassette(file, runs, path.dirname(options.suitePath));
        written.push(shown(file));
      }
      return written;
    }
  };
}
