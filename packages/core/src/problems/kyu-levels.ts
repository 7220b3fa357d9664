import type { AdditionListParams } from './addition-list.ts';
import { BEGINNER_STEPS, type BeginnerStep } from './beginner-steps.ts';
import type { DivisionParams } from './division.ts';
import type { MultiplicationParams } from './multiplication.ts';

/**
 * One grade of a ladder (soroban or anzan) as the generators' own parameters, so a practice sheet
 * and a mock paper of that grade are generated alike; `problems` is how many items of the kind the
 * official paper holds (a practice sheet picks its own count).
 */
export interface GradeLevel {
  /** 'beginner-1'…'beginner-6', then '10-kyu'…'1-kyu'. */
  readonly id: string;
  /** 10…1 for kyu grades, null for the beginner steps before 10 kyu. */
  readonly kyu: number | null;
  /** Beginner steps drill one rule family (soroban-skill lists) before the exam grades. */
  readonly skill: BeginnerStep | null;
  readonly lists: AdditionListParams;
  readonly multiplication: MultiplicationParams | null;
  readonly division: DivisionParams | null;
}

/** A soroban grade (珠算能力検定). */
export type KyuLevel = GradeLevel;

const lists = (digits: number, count: number, problems: number, extra: Partial<AdditionListParams> = {}): AdditionListParams => ({
  digits,
  count,
  allowSubtraction: true,
  allowNegative: false,
  problems,
  ...extra,
});

const beginner = (skill: BeginnerStep): KyuLevel => ({
  id: skill.id,
  kyu: null,
  skill,
  lists: lists(1, 5, 10, { allowSubtraction: skill.operations === 'add-subtract' }),
  multiplication: null,
  division: null,
});

/** 7–10 kyu (DOMAIN.md): 10 lists of 2-digit numbers with subtraction, × and ÷ as given per grade. */
const lower = (kyu: number, count: number, times: readonly [number, number, number], divide: readonly [number, number] | null): KyuLevel => ({
  id: `${kyu}-kyu`,
  kyu,
  skill: null,
  lists: lists(2, count, 10),
  multiplication: { digitsA: times[0], digitsB: times[1], problems: times[2] },
  division: divide && { divisorDigits: divide[0], quotientDigits: divide[1], problems: 10 },
});

/**
 * 1–6 kyu (DOMAIN.md): lists "10口 N字" (`total` digits over 10 numbers of mixed length, the longest
 * `longest` digits: app choice), × and ÷ by the digits of both numbers together, split as evenly as
 * possible (the first factor and the quotient take the odd digit: app choice); from 3 kyu half the
 * × and ÷ are yen and decimal items; from 2 kyu some lists end below zero.
 */
const upper = (kyu: number, total: number, longest: number, timesDigits: number, divideDigits: number): KyuLevel => ({
  id: `${kyu}-kyu`,
  kyu,
  skill: null,
  lists: lists(longest, 10, 10, { totalDigits: total, allowNegative: kyu <= 2 }),
  multiplication: { digitsA: Math.ceil(timesDigits / 2), digitsB: Math.floor(timesDigits / 2), yenAndDecimals: kyu <= 3, problems: 20 },
  division: { divisorDigits: Math.floor(divideDigits / 2), quotientDigits: Math.ceil(divideDigits / 2), yenAndDecimals: kyu <= 3, problems: 20 },
});

/** The soroban ladder, easiest first: the beginner steps, then 10 kyu up to 1 kyu. */
export const KYU_LEVELS: readonly KyuLevel[] = [
  ...BEGINNER_STEPS.map(beginner),
  lower(10, 5, [2, 1, 20], null),
  lower(9, 5, [2, 1, 20], null),
  lower(8, 8, [3, 1, 10], [1, 2]),
  lower(7, 10, [2, 2, 10], [1, 3]),
  upper(6, 30, 4, 5, 4),
  upper(5, 40, 5, 6, 5),
  upper(4, 50, 7, 7, 6),
  upper(3, 60, 8, 7, 6),
  upper(2, 80, 10, 9, 8),
  upper(1, 100, 13, 11, 10),
];

export function kyuLevel(id: string): KyuLevel | undefined {
  return KYU_LEVELS.find((level) => level.id === id);
}

/** The digits a list level asks for in all: its total, or every number at full length. */
export function listTotalDigits(params: Pick<AdditionListParams, 'digits' | 'count' | 'totalDigits'>): number {
  return params.totalDigits ?? params.digits * params.count;
}
