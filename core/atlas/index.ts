/** MCP-Atlas scoring: tasks, claims with partial credit, failure classes, stratified results. */
export type {
  AtlasTask,
  Claim,
  Check,
  CheckSource,
  ClaimResult,
  AtlasRunResult,
  FailureClass,
  RunStatus,
  Discovery,
  TrajectoryStep
} from './types.ts';
export { DEFAULT_PASS_THRESHOLD, FAILURE_CLASSES } from './types.ts';
export { parseAtlasTaskValue, parseAtlasTasksValue, parseAtlasTasksText, type TasksResult } from './task.ts';
export { scoreClaims, scoreClaim, coverageOf, type ClaimScoringOptions, type Coverage } from './claims.ts';
export { runChecks, outputText, numbersIn, type RegexEvaluator, type RegexOutcome } from './checks.ts';
export { isClaimScore, type ClaimJudge, type ClaimJudgeInput, type ClaimJudgeVerdict } from './judge.ts';
export { classifyFailure, failureDistribution, hasParamError, type FailureShare } from './failure.ts';
export { discoveryOf } from './discovery.ts';
export { toolIdMatches } from './tool-match.ts';
export { surfaceShapeWarnings, SURFACE_SHAPE } from './surface-shape.ts';
export {
  scoreAtlas,
  scoreAtlasRun,
  report,
  summarise,
  harnessErrorOf,
  type AtlasReport,
  type AtlasScoringOptions,
  type StratumSummary
} from './score.ts';
