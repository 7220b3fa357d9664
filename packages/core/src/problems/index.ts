export type { Problem, ProblemDisplay, ProblemSet } from './problem.ts';
export { PROBLEMS_BOUNDS } from './bounds.ts';
export type { IntBounds } from './bounds.ts';
export { SOROBAN_SKILL_BOUNDS, generateSorobanSkill, sorobanSkillMaxCount } from './soroban-skill.ts';
export type { SorobanSkillParams } from './soroban-skill.ts';
export { ADDITION_LIST_BOUNDS, NEGATIVE_ANSWER_SHARE, SUBTRACTION_SHARE, generateAdditionList, listCellAimable } from './addition-list.ts';
export type { AdditionListParams } from './addition-list.ts';
export { MULTIPLICATION_BOUNDS, generateMultiplication } from './multiplication.ts';
export type { MultiplicationParams } from './multiplication.ts';
export { DIVISION_BOUNDS, generateDivision } from './division.ts';
export type { DivisionParams } from './division.ts';
export { FLASH_BOUNDS, generateFlash } from './flash.ts';
export type { FlashParams } from './flash.ts';
export { AUDIBLE_BOUNDS, generateAudible } from './audible.ts';
export type { AudibleParams } from './audible.ts';
export {
  FACTS_BOUNDS,
  LARGEST_ADDEND,
  PAIRS_BOUNDS,
  factKeysOf,
  generateFactsAddition,
  generateFactsDivision,
  generateFactsMultiplication,
  generateFactsSubtraction,
  generateFivePairs,
  generateTenPairs,
} from './facts.ts';
export type { FactSetType, FactsParams, PairsParams } from './facts.ts';
export { TOOL_BOUNDS, TOOL_DEFAULT_TIME_LIMIT_SECONDS, TOOL_PROBLEMS, TOOL_TYPES, generateTool } from './tools.ts';
export type { ToolParams, ToolType } from './tools.ts';
export { GENERATORS, PRACTICE_TYPES, isPracticeType } from './practice-types.ts';
export { PRACTICE_TYPE_NAMES } from './type-names.ts';
export type { Generator, ParamsByType, PracticeType } from './practice-types.ts';
export { ANSWER_DECIMALS, officialAnswer } from './official-rounding.ts';
export { BEGINNER_STEPS } from './beginner-steps.ts';
export type { BeginnerStep } from './beginner-steps.ts';
export { KYU_LEVELS, kyuLevel, listTotalDigits } from './kyu-levels.ts';
export type { GradeLevel, KyuLevel } from './kyu-levels.ts';
export { ANZAN_LEVELS, anzanLevel } from './anzan-levels.ts';
export type { AnzanLevel } from './anzan-levels.ts';
export { FLASH_PRESETS, FLASH_ROUNDS_PER_TEST } from './flash-presets.ts';
export type { FlashPreset } from './flash-presets.ts';
export { AUDIBLE_PACES, audiblePaceLabel, DEFAULT_AUDIBLE_PACE_MS } from './audible-paces.ts';
export type { AudiblePaceId } from './audible-paces.ts';
export { FACTS_TYPES, FACT_TOOL, factFamily } from './fact-families.ts';
export type { FactsType } from './fact-families.ts';
export { levelQuizSpec } from './level-quiz.ts';
export type { LevelQuizSpec } from './level-quiz.ts';
export { digitCount, roundMs } from './spec.ts';
