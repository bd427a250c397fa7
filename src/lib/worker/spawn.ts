/** Starts the core worker (browser only) and wraps it in its typed comlink proxy. */
import * as Comlink from 'comlink';
import type { CoreApi } from '#core/api/core-api';
import type { CoreWorker } from './client.ts';
import type { TextSyncApi } from './text-sync.ts';

export function spawnCoreWorker(): CoreWorker {
  const worker = new Worker(new URL('./core.worker.ts', import.meta.url), { type: 'module', name: 'toolgauge-core' });
  const api = Comlink.wrap<CoreApi & TextSyncApi>(worker);
  return {
    api,
    terminate: () => worker.terminate()
  };
}
