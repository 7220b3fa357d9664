import type { ToolType } from './tools.ts';

/** The quiz types that drill facts one by one (each problem carries a factKey). */
export const FACTS_TYPES = ['facts-addition', 'facts-subtraction', 'facts-multiplication', 'facts-division', 'ten-pairs', 'five-pairs'] as const;
export type FactsType = (typeof FACTS_TYPES)[number];

/**
 * The 100-problem tool that meets the same facts as each facts type: a fact answered on an A100
 * sheet counts toward "7+8" just as in a facts quiz (both build it with the same factKey).
 */
export const FACT_TOOL: Readonly<Record<FactsType, ToolType>> = {
  'facts-addition': 'A100',
  'facts-subtraction': 'S100',
  'facts-multiplication': 'M100',
  'facts-division': 'D100',
  'ten-pairs': '10P100',
  'five-pairs': '5P100',
};

/** Every quiz type whose answers count toward the facts of `type` (a facts type or its tool). */
export function factFamily(type: FactsType | ToolType): readonly [FactsType, ToolType] {
  const facts = FACTS_TYPES.find((candidate) => candidate === type || FACT_TOOL[candidate] === type);
  if (facts === undefined) throw new RangeError(`${type} is not a facts type`);
  return [facts, FACT_TOOL[facts]];
}
