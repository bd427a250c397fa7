/** Exit codes every command uses. */
export const EXIT = { ok: 0, gate: 1, usage: 2 } as const;

/** Unusable input or arguments: printed as is, exit 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
