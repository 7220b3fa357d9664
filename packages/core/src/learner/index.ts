export { ALL_CELLS, cellFamily, cellSkillId, factSkillId, flashSkillId, listSkillId, parseSkillId, sizeSkillId, traceList } from './skills.ts';
export type { Skill, TracedStep } from './skills.ts';
export { DAY_MS, DEFAULT_LEARNER_PARAMS, fluency, forgettingFactor, mastery, retrievability, updateSkill } from './model.ts';
export type { LearnerParams, Observation, SkillState } from './model.ts';
export { dueAt, intervalDays, pickPractice } from './schedule.ts';
export type { PracticePick, SkillEntry } from './schedule.ts';
export { DIAGNOSIS_KINDS, diagnoseList, diagnoseMoves } from './diagnosis.ts';
export type { Diagnosis, DiagnosisKind, RecordedMove } from './diagnosis.ts';
export { rightMoveFrames } from './right-move.ts';
export type { MoveFrame, MoveStep } from './right-move.ts';
export {
  CELLS,
  FAMILY_NAMES,
  MASTERED_FROM,
  WEAK_BELOW,
  cellName,
  classHeatmap,
  factSetOf,
  masteryBand,
  readSkill,
  sizeName,
  summarise,
  weakestCells,
} from './skill-map.ts';
export type { ClassCell, MasteryBand, SkillReading, SkillSummary } from './skill-map.ts';
export {
  FLASH_LADDER_15,
  STAIRCASE_ROUNDS,
  flashGradeAt,
  flashLadder,
  runStaircase,
  staircaseEstimate,
  staircaseStart,
  startStaircase,
  stepStaircase,
} from './staircase.ts';
export type { StaircaseState } from './staircase.ts';
export { REVIEW_PASS_PERCENT, REVIEW_SOURCES, cellProblem, examRecipe, factProblem, generateReview, problemKey, redoRecipe, reviewProblem } from './review.ts';
export type { ReviewItem, ReviewParams, ReviewSource, ReviewSpec } from './review.ts';
export { WEAK_FACT_BELOW, orderFacts } from './focus.ts';
export type { FactFocus } from './focus.ts';
