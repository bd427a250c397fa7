/** TDQS's component weights and the shape of one component's cost: plain data, so the report types can name them without loading the scorer. */
export const TDQS_WEIGHTS = {
  description: 0.25,
  parameters: 0.25,
  conciseness: 0.15,
  returns: 0.15,
  annotations: 0.1,
  examples: 0.1
} as const;

export type TdqsPart = keyof typeof TDQS_WEIGHTS;

/** One TDQS component of a tool's score: its weight, how well the tool meets it (0..1), and what it cost. */
export interface ScorePart {
  part: TdqsPart;
  weight: number;
  value: number;
  /** weight × (1 − value), three decimals: what this component took off the score. */
  lost: number;
}
