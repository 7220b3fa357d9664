import type { Family } from '../soroban/index.ts';

/** A beginner step before 10 kyu: one rule family, in the teaching order of DOMAIN.md. */
export interface BeginnerStep {
  /** 'beginner-1'…'beginner-6'. */
  readonly id: string;
  readonly family: Family;
  readonly operations: 'add' | 'add-subtract';
  /** Numbers per list: direct additions run out of room on one rod after a few. */
  readonly count: number;
}

const step = (n: number, family: Family, operations: BeginnerStep['operations']): BeginnerStep => ({
  id: `beginner-${n}`,
  family,
  operations,
  count: family === 'direct' && operations === 'add' ? 3 : 5,
});

/** Shared by the soroban and the anzan ladders: both start with the rule families. */
export const BEGINNER_STEPS: readonly BeginnerStep[] = [
  step(1, 'direct', 'add'),
  step(2, 'five-complement', 'add'),
  step(3, 'five-complement', 'add-subtract'),
  step(4, 'ten-complement', 'add'),
  step(5, 'ten-complement', 'add-subtract'),
  step(6, 'mixed', 'add-subtract'),
];
