export { DEFAULT_FLUENCY_THRESHOLD_MS, FACT_TIMEOUT_MS, FLUENCY_THRESHOLDS_MS, isFluent } from './fluency.ts';
export { KEYPAD_MIN_SAMPLES, KEYPAD_SAMPLES, MAX_KEYPAD_ALLOWANCE_MS, TYPICAL_KEYPAD_MS, isKeypadItem, keypadAllowanceMs, keypadTimeMs } from './keypad.ts';
export type { FluencyThresholdMs } from './fluency.ts';
export { FACT_STATES, MASTERY_FLUENT, MASTERY_WINDOW, factState } from './mastery.ts';
export type { FactAttempt, FactState } from './mastery.ts';
export { grade } from './grade.ts';
export type { GradeOptions, GradeResult, GradedProblem } from './grade.ts';
export { FLASH_SEMI_PASS, PASS_PERCENT, isSemiPassed } from './pass-marks.ts';
export { FLOORS, FLOOR_LIST, problemFloorMs, sheetFloorMs } from './floors.ts';
