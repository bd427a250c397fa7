/** The SCH rules (strict input-schema findings), in id order. */
import type { Rule } from '../types.ts';

export const SCH_RULES = {} satisfies Record<string, Rule>;
