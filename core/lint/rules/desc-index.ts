/** The DESC rules (description quality), in id order. */
import type { Rule } from '../types.ts';

export const DESC_RULES = {} satisfies Record<string, Rule>;
