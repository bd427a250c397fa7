/**
 * The core, off the main thread: parsing, linting and the BPE tokenizers all load and run here,
 * so the page stays responsive and the tokenizers never enter the main-thread bundle. The lint
 * page's texts arrive as edits of the last one (text-sync.ts).
 */
import * as Comlink from 'comlink';
import { createCoreApi } from '#core/api/core-api';
import { loadEncoders } from '#core/tokens/encoders';
import { TextMirror, type TextSyncApi } from './text-sync.ts';

// The suite engine is a separate chunk, loaded by the first suite call (suite-host.ts).
const core = createCoreApi(loadEncoders, () => import('./suite-host.ts'));
const mirror = new TextMirror();
const sync: TextSyncApi = {
  async updateSynced(request) {
    const text = mirror.accept(request);
    if (text === undefined) return { resend: true };
    const { file, tokens, have, rules, client, targets } = request;
    return core.update({ text, file, tokens, have, rules, client, targets });
  }
};
Comlink.expose({ ...core, ...sync });
