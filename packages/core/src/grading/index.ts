export { DEFAULT_FLUENCY_THRESHOLD_MS, FLUENCY_THRESHOLDS_MS, isFluent } from './fluency.ts';
export type { FluencyThresholdMs } from './fluency.ts';
export { grade } from './grade.ts';
export type { GradeOptions, GradeResult, GradedProblem } from './grade.ts';
export { FLASH_SEMI_PASS, PASS_PERCENT, isSemiPassed } from './pass-marks.ts';
