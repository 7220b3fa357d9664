import type { Family } from '../soroban/index.ts';

/**
 * The Japanese soroban grade ladder (DOMAIN.md, from the Japan Chamber of Commerce / Japan Abacus
 * Federation exams) as data. Where DOMAIN.md gives only a total of digits for × and ÷, it is split
 * as evenly as possible (the first factor and the quotient take the odd digit); choices DOMAIN.md
 * does not make are marked "app choice".
 */
export interface KyuLevel {
  /** 'beginner-1'…'beginner-6', then '10-kyu'…'1-kyu'. */
  readonly id: string;
  /** 10…1 for kyu grades, null for the beginner steps before 10 kyu. */
  readonly kyu: number | null;
  /** Beginner steps drill one rule family on 1-digit lists before the exam levels. */
  readonly skill: { readonly family: Family; readonly operations: 'add' | 'add-subtract'; readonly count: number } | null;
  /** Exam lists: `additionOnly` lists then `mixed` lists with subtraction, each of `count` numbers. */
  readonly lists: {
    readonly digits: number;
    readonly count: number;
    readonly additionOnly: number;
    readonly mixed: number;
    /** 1–2 kyu include a negative answer. */
    readonly allowNegative: boolean;
  };
  readonly multiplication: { readonly digitsA: number; readonly digitsB: number; readonly problems: number } | null;
  readonly division: { readonly divisorDigits: number; readonly quotientDigits: number; readonly problems: number } | null;
  /** Mental (anzan) lists for the same grade. */
  readonly anzan: { readonly digits: number; readonly count: number; readonly allowSubtraction: boolean };
  readonly minutes: number;
  /** Points to pass out of 300 (1–6 kyu) — 240 (1–3 kyu) or 210 (4–6 kyu); 7–10 kyu: app choice, 70 %. */
  readonly passPercent: number;
}

const upper = (kyu: number, listDigits: number, timesDigits: number, divideDigits: number, anzan: KyuLevel['anzan']): KyuLevel => ({
  id: `${kyu}-kyu`,
  kyu,
  skill: null,
  lists: { digits: listDigits, count: 10, additionOnly: 6, mixed: 4, allowNegative: kyu <= 2 },
  multiplication: { digitsA: Math.ceil(timesDigits / 2), digitsB: Math.floor(timesDigits / 2), problems: 20 },
  division: { divisorDigits: Math.floor(divideDigits / 2), quotientDigits: Math.ceil(divideDigits / 2), problems: 20 },
  anzan,
  minutes: 30,
  passPercent: kyu <= 3 ? 80 : 70,
});

const lower = (
  kyu: number,
  count: number,
  multiplication: readonly [number, number],
  division: readonly [number, number] | null,
  anzanCount: number,
): KyuLevel => ({
  id: `${kyu}-kyu`,
  kyu,
  skill: null,
  // App choice: 10 kyu adds only, 9–7 kyu mix subtraction into 4 of 10 lists like the upper grades.
  lists: { digits: 2, count, additionOnly: kyu === 10 ? 10 : 6, mixed: kyu === 10 ? 0 : 4, allowNegative: false },
  multiplication: { digitsA: multiplication[0], digitsB: multiplication[1], problems: 20 },
  division: division && { divisorDigits: division[0], quotientDigits: division[1], problems: 20 },
  anzan: { digits: 1, count: anzanCount, allowSubtraction: kyu !== 10 },
  minutes: 20,
  passPercent: 70,
});

const beginner = (step: number, family: Family, operations: 'add' | 'add-subtract'): KyuLevel => ({
  id: `beginner-${step}`,
  kyu: null,
  skill: { family, operations, count: family === 'direct' && operations === 'add' ? 3 : 5 },
  lists: { digits: 1, count: 5, additionOnly: operations === 'add' ? 10 : 5, mixed: operations === 'add' ? 0 : 5, allowNegative: false },
  multiplication: null,
  division: null,
  anzan: { digits: 1, count: 3, allowSubtraction: operations === 'add-subtract' },
  minutes: 10,
  passPercent: 70,
});

/** Easiest first: the teaching order of DOMAIN.md, then 10 kyu up to 1 kyu. */
export const KYU_LEVELS: readonly KyuLevel[] = [
  beginner(1, 'direct', 'add'),
  beginner(2, 'five-complement', 'add'),
  beginner(3, 'five-complement', 'add-subtract'),
  beginner(4, 'ten-complement', 'add'),
  beginner(5, 'ten-complement', 'add-subtract'),
  beginner(6, 'mixed', 'add-subtract'),
  // 7–10 kyu: 2-digit lists; ×: 2×1, 2×1, 3×1, 2×2; ÷ is not in DOMAIN.md for these grades
  // (app choice: none for 10/9 kyu, 1-digit divisors after). Anzan: 1-digit lists of 3–5 numbers.
  lower(10, 5, [2, 1], null, 3),
  lower(9, 5, [2, 1], null, 4),
  lower(8, 8, [3, 1], [1, 1], 5),
  lower(7, 10, [2, 2], [1, 2], 5),
  // 6–1 kyu: list digits, × digits together, ÷ digits together, anzan lists (5–6 kyu: app choice).
  upper(6, 3, 5, 4, { digits: 2, count: 3, allowSubtraction: true }),
  upper(5, 4, 6, 5, { digits: 2, count: 4, allowSubtraction: true }),
  upper(4, 5, 7, 6, { digits: 2, count: 5, allowSubtraction: true }),
  upper(3, 6, 7, 6, { digits: 3, count: 5, allowSubtraction: true }),
  upper(2, 8, 9, 8, { digits: 3, count: 7, allowSubtraction: true }),
  upper(1, 10, 11, 10, { digits: 3, count: 10, allowSubtraction: true }),
];

export function kyuLevel(id: string): KyuLevel | undefined {
  return KYU_LEVELS.find((level) => level.id === id);
}
