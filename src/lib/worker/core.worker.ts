/**
 * The core, off the main thread: parsing, linting and the BPE tokenizers all load and run here,
 * so the page stays responsive and the tokenizers never enter the main-thread bundle.
 */
import * as Comlink from 'comlink';
import { createCoreApi } from '#core/api/core-api';
import { loadEncoders } from '#core/tokens/encoders';

// The suite engine is a separate chunk, loaded by the first suite call (suite-host.ts).
Comlink.expose(createCoreApi(loadEncoders, () => import('./suite-host.ts')));
