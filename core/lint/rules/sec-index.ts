/** The SEC rules (tool poisoning), in id order. */
import type { Rule } from '../types.ts';
import { sec001HiddenCharacters } from './sec-001-hidden-characters.ts';
import { sec002ModelDirectedInstructions } from './sec-002-model-directed-instructions.ts';
import { sec003CrossToolInstructions } from './sec-003-cross-tool-instructions.ts';
import { sec004SecretAccess } from './sec-004-secret-access.ts';
import { sec005DataSink } from './sec-005-data-sink.ts';
import { sec006HiddenTail } from './sec-006-hidden-tail.ts';
import { sec007LiveSecret } from './sec-007-live-secret.ts';

export const SEC_RULES = {
  'SEC-001': sec001HiddenCharacters,
  'SEC-002': sec002ModelDirectedInstructions,
  'SEC-003': sec003CrossToolInstructions,
  'SEC-004': sec004SecretAccess,
  'SEC-005': sec005DataSink,
  'SEC-006': sec006HiddenTail,
  'SEC-007': sec007LiveSecret
} satisfies Record<string, Rule>;
