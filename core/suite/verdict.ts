/** A test's or a check's outcome. */
export type Verdict = 'pass' | 'fail' | 'skip' | 'error';
