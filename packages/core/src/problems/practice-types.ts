import type { Seed } from '../random/index.ts';
import { type AdditionListParams, generateAdditionList } from './addition-list.ts';
import { type AudibleParams, generateAudible } from './audible.ts';
import { type DivisionParams, generateDivision } from './division.ts';
import {
  type FactsParams,
  type PairsParams,
  generateFactsAddition,
  generateFactsDivision,
  generateFactsMultiplication,
  generateFactsSubtraction,
  generateFivePairs,
  generateTenPairs,
} from './facts.ts';
import { type FlashParams, generateFlash } from './flash.ts';
import { type MultiplicationParams, generateMultiplication } from './multiplication.ts';
import type { ProblemSet } from './problem.ts';
import { type SorobanSkillParams, generateSorobanSkill } from './soroban-skill.ts';
import { TOOL_TYPES, type ToolParams, type ToolType, generateTool } from './tools.ts';

/** The parameters of every quiz type; the keys are the type ids the server stores. */
export interface ParamsByType {
  'soroban-skill': SorobanSkillParams;
  'addition-list': AdditionListParams;
  multiplication: MultiplicationParams;
  division: DivisionParams;
  flash: FlashParams;
  audible: AudibleParams;
  'facts-addition': FactsParams;
  'facts-subtraction': FactsParams;
  'facts-multiplication': FactsParams;
  'facts-division': FactsParams;
  'ten-pairs': PairsParams;
  'five-pairs': PairsParams;
  '5P100': ToolParams;
  '10P100': ToolParams;
  A100: ToolParams;
  S100: ToolParams;
  M100: ToolParams;
  D100: ToolParams;
}

export type PracticeType = keyof ParamsByType;

export type Generator<T extends PracticeType> = (params: ParamsByType[T], seed: Seed) => ProblemSet;

const toolGenerator =
  (type: ToolType): Generator<ToolType> =>
  (params, seed) =>
    generateTool(type, params, seed);

/** One generator per type. The params are trusted: validate them first (contracts' zod schemas). */
export const GENERATORS: { readonly [T in PracticeType]: Generator<T> } = {
  'soroban-skill': generateSorobanSkill,
  'addition-list': generateAdditionList,
  multiplication: generateMultiplication,
  division: generateDivision,
  flash: generateFlash,
  audible: generateAudible,
  'facts-addition': generateFactsAddition,
  'facts-subtraction': generateFactsSubtraction,
  'facts-multiplication': generateFactsMultiplication,
  'facts-division': generateFactsDivision,
  'ten-pairs': generateTenPairs,
  'five-pairs': generateFivePairs,
  ...(Object.fromEntries(TOOL_TYPES.map((type) => [type, toolGenerator(type)])) as { [T in ToolType]: Generator<T> }),
};

export const PRACTICE_TYPES = Object.keys(GENERATORS) as PracticeType[];

export function isPracticeType(value: string): value is PracticeType {
  return Object.hasOwn(GENERATORS, value);
}
