import type { AdditionListParams } from './addition-list.ts';
import type { GradeLevel } from './kyu-levels.ts';
import type { SorobanSkillParams } from './soroban-skill.ts';

export type LevelQuizSpec =
  { readonly type: 'soroban-skill'; readonly params: SorobanSkillParams } | { readonly type: 'addition-list'; readonly params: AdditionListParams };

/**
 * The list quiz of a free-practice level (soroban or anzan ladder): its exam lists, or for a
 * beginner level, which names a rule family, lists from the rule-proven generator that need exactly
 * that family (beginner 1: direct moves, adding only), as long as the level's lists.
 */
export function levelQuizSpec(level: GradeLevel, problems: number): LevelQuizSpec {
  const { skill, lists } = level;
  if (!skill) return { type: 'addition-list', params: { ...lists, problems } };
  const count = Math.min(skill.count, lists.count);
  return { type: 'soroban-skill', params: { family: skill.family, operations: skill.operations, digits: 1, count, problems } };
}
