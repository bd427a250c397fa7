/**
 * The judge seam: claims without a deterministic check go to a pluggable judge (a model-graded one
 * from Node through an external command, or anything else). Core never guesses: with no judge such
 * claims stay unscored.
 */
export interface ClaimJudgeInput {
  task_id: string;
  prompt: string;
  claim: string;
  answer: string;
}

export interface ClaimJudgeVerdict {
  /** 1 fulfilled, 0.5 partially fulfilled, 0 not fulfilled. */
  score: number;
  evidence: string;
}

export interface ClaimJudge {
  judge(input: ClaimJudgeInput): Promise<ClaimJudgeVerdict>;
}

/** The only scores the method allows; anything else from a judge is an error, not rounded. */
export function isClaimScore(v: unknown): v is 0 | 0.5 | 1 {
  return v === 0 || v === 0.5 || v === 1;
}
