import type { Family } from '../soroban/families.ts';
import { DEFAULT_LEARNER_PARAMS, type LearnerParams, mastery, type SkillState } from './model.ts';
import { dueAt } from './schedule.ts';
import { ALL_CELLS, parseSkillId, type Skill } from './skills.ts';

/*
 * The skill map's reading of the learner model (issue 16, "Shown"): bands a learner and a teacher
 * read at a glance, names a screen reader says, and the sums the weekly trend and the class heat map
 * are made of. Pure: the server passes the stored states and its now.
 */

/** Mastery from which a skill counts as mastered, and below which a practised skill counts as weak. */
export const MASTERED_FROM = 0.8;
export const WEAK_BELOW = 0.5;

export type MasteryBand = 'unseen' | 'weak' | 'learning' | 'mastered';

/** null (never practised) is unseen, which is not the same as weak. */
export function masteryBand(value: number | null): MasteryBand {
  if (value === null) return 'unseen';
  if (value >= MASTERED_FROM) return 'mastered';
  return value < WEAK_BELOW ? 'weak' : 'learning';
}

/** The families as a teacher says them to a child (DOMAIN.md). */
export const FAMILY_NAMES: Readonly<Record<Family, string>> = {
  direct: 'direct',
  'five-complement': 'small friend',
  'ten-complement': 'big friend',
  mixed: 'mixed',
};

type Cell = Extract<Skill, { kind: 'cell' }>;

/** "7 + 8, big friend": the rod shows 7, 8 is added. */
export const cellName = (cell: Pick<Cell, 'op' | 'rodValue' | 'digit' | 'family'>): string =>
  `${cell.rodValue} ${cell.op === '+' ? '+' : '−'} ${cell.digit}, ${FAMILY_NAMES[cell.family]}`;

/** Every complement cell parsed once, in ALL_CELLS order (add 0+1…9+9, then subtract). */
export const CELLS: readonly Cell[] = ALL_CELLS.map((id) => parseSkillId(id) as Cell);

const FACT_SETS = [
  { set: 'addition', name: 'Addition facts', pattern: /^\d+\+\d+$/ },
  { set: 'subtraction', name: 'Subtraction facts', pattern: /^\d+-\d+$/ },
  { set: 'multiplication', name: 'Multiplication facts', pattern: /^\d+×\d+$/ },
  { set: 'division', name: 'Division facts', pattern: /^\d+÷\d+$/ },
] as const;
const PAIR = /^\d+\+\?=(\d+)$/;

/** The fact set a fact key belongs to ('7+8' addition, '3+?=10' the pairs of 10). */
export function factSetOf(factKey: string): { set: string; name: string } {
  const known = FACT_SETS.find((candidate) => candidate.pattern.test(factKey));
  if (known) return { set: known.set, name: known.name };
  const pair = PAIR.exec(factKey);
  if (pair) return { set: `pairs-${pair[1]}`, name: `Pairs of ${pair[1]}` };
  return { set: 'other', name: 'Other facts' };
}

/** A size skill (list, ×, ÷, flash) in words. */
export function sizeName(skill: Exclude<Skill, { kind: 'cell' | 'fact' }>): string {
  switch (skill.kind) {
    case 'list':
      return `Lists of ${skill.count} ${skill.digits}-digit numbers`;
    case 'mul':
      return `× ${skill.digits} digits by ${skill.otherDigits}`;
    case 'div':
      return `÷ by ${skill.digits} digits, ${skill.otherDigits}-digit answer`;
    case 'flash':
      return `Flash ${skill.digits}-digit numbers`;
  }
}

export interface SkillReading {
  readonly mastery: number;
  readonly dueAt: number;
  readonly due: boolean;
}

/** One stored skill read at `now`: mastery with forgetting, when it is due, and whether it is. */
export function readSkill(state: SkillState, now: number, params: LearnerParams = DEFAULT_LEARNER_PARAMS): SkillReading {
  const due = dueAt(state, params);
  return { mastery: mastery(state, now, params), dueAt: due, due: due <= now };
}

export interface SkillSummary {
  /** Mean mastery of the practised skills at `now` (0 when none). */
  readonly meanMastery: number;
  readonly mastered: number;
  readonly practised: number;
}

/** The learner's whole model at one time: what a week of the trend keeps. */
export function summarise(states: readonly SkillState[], now: number, params: LearnerParams = DEFAULT_LEARNER_PARAMS): SkillSummary {
  let sum = 0;
  let mastered = 0;
  for (const state of states) {
    const value = mastery(state, now, params);
    sum += value;
    if (value >= MASTERED_FROM) mastered++;
  }
  return { meanMastery: states.length === 0 ? 0 : sum / states.length, mastered, practised: states.length };
}

export interface ClassCell {
  readonly skill: string;
  /** Mean mastery of the students who practised the cell; null when none did. */
  readonly meanMastery: number | null;
  readonly practised: number;
  /** Students who practised it and are below WEAK_BELOW. */
  readonly weak: number;
}

/**
 * Per complement cell, the class's mean mastery and how many students are weak in it, from each
 * student's mastery per cell (a student missing from a cell's map never practised it).
 */
export function classHeatmap(students: readonly ReadonlyMap<string, number>[]): ClassCell[] {
  return ALL_CELLS.map((skill) => {
    let sum = 0;
    let practised = 0;
    let weak = 0;
    for (const student of students) {
      const value = student.get(skill);
      if (value === undefined) continue;
      practised++;
      sum += value;
      if (value < WEAK_BELOW) weak++;
    }
    return { skill, meanMastery: practised === 0 ? null : sum / practised, practised, weak };
  });
}

/** The cells most students are weak in, then the lowest mean; cells nobody is weak in are left out. */
export function weakestCells(cells: readonly ClassCell[], limit: number): ClassCell[] {
  return cells
    .filter((cell) => cell.weak > 0)
    .sort((a, b) => b.weak - a.weak || (a.meanMastery ?? 1) - (b.meanMastery ?? 1) || a.skill.localeCompare(b.skill))
    .slice(0, limit);
}
