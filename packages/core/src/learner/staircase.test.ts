import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLASH_PRESETS } from '../problems/flash-presets.ts';
import { createRng } from '../random/index.ts';
import {
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

const LADDER = FLASH_LADDER_15.length;

describe('flashLadder', () => {
  it('keeps the JFAA grade times for 15 numbers and gets faster rung by rung for any count', () => {
    expect(flashLadder(15)).toEqual([...FLASH_LADDER_15]);
    expect(flashLadder(15)).toEqual(expect.arrayContaining([8, 6, 4.5, 3, 2, 1.5]));
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (count) => {
        const ladder = flashLadder(count);
        expect(ladder.length).toBeGreaterThan(3);
        ladder.forEach((seconds, i) => {
          expect(seconds).toBeGreaterThanOrEqual(0.5);
          if (i > 0) expect(seconds).toBeLessThan(ladder[i - 1]!);
        });
      }),
    );
    expect(() => flashLadder(1)).toThrow(/count must be a whole number 2–30/);
  });
});

describe('the staircase', () => {
  it('never leaves the ladder, whatever the answers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.integer({ min: -5, max: 30 }), fc.array(fc.boolean(), { maxLength: 60 }), (length, start, results) => {
        let state = startStaircase(start, length);
        for (const correct of results) {
          state = stepStaircase(state, correct, length);
          expect(state.level).toBeGreaterThanOrEqual(0);
          expect(state.level).toBeLessThan(length);
          expect(staircaseEstimate(state)).toBeGreaterThanOrEqual(0);
          expect(staircaseEstimate(state)).toBeLessThan(length);
        }
        expect(state.rounds).toBe(results.length);
      }),
    );
  });

  it('goes faster after two right in a row and slower after one wrong', () => {
    const s = startStaircase(5, LADDER);
    expect(stepStaircase(s, true, LADDER).level).toBe(5);
    expect(stepStaircase(stepStaircase(s, true, LADDER), true, LADDER).level).toBe(9);
    expect(stepStaircase(s, false, LADDER).level).toBe(1);
    expect(runStaircase([true, true, false], 5, LADDER)).toMatchObject({ level: 7, reversals: [9] });
  });

  it('finds a steady learner’s fastest sure rung within one rung in 20 rounds, from any start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LADDER - 1 }), fc.integer({ min: 0, max: LADDER - 1 }), (threshold, start) => {
        let state = startStaircase(start, LADDER);
        for (let round = 0; round < STAIRCASE_ROUNDS; round++) state = stepStaircase(state, state.level <= threshold, LADDER);
        expect(Math.abs(staircaseEstimate(state) - threshold)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('lands within two rungs of a noisy learner’s threshold in most searches', () => {
    // Right 95 % of the time at or below the threshold, 10 % above it; from the middle of the ladder.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LADDER - 3 }), fc.integer({ min: 0, max: 2 ** 31 }), (threshold, seed) => {
        const rng = createRng(seed);
        let near = 0;
        for (let search = 0; search < 50; search++) {
          let state = startStaircase(staircaseStart(LADDER), LADDER);
          for (let round = 0; round < STAIRCASE_ROUNDS; round++) state = stepStaircase(state, rng.chance(state.level <= threshold ? 0.95 : 0.1), LADDER);
          if (Math.abs(staircaseEstimate(state) - threshold) <= 2) near++;
        }
        expect(near).toBeGreaterThanOrEqual(40);
      }),
      { numRuns: 40 },
    );
  });
});

describe('staircaseStart', () => {
  it('starts in the middle, or two rungs below the speed last found, on the ladder', () => {
    expect(staircaseStart(19)).toBe(9);
    expect(staircaseStart(19, 12)).toBe(10);
    expect(staircaseStart(19, 0)).toBe(0);
    expect(staircaseStart(5, 40)).toBe(4);
  });
});

describe('flashGradeAt', () => {
  it('names the JFAA grade of 15 three-digit numbers at its time', () => {
    expect(flashGradeAt(3, 15, 8)?.label).toBe('7 dan');
    expect(flashGradeAt(3, 15, 4.5)?.label).toBe('9 dan');
    expect(flashGradeAt(3, 15, 1.5)?.label).toBe('20 dan');
    expect(flashGradeAt(3, 15, 5)?.label).toBe('8 dan');
    expect(flashGradeAt(1, 4, 4)?.label).toBe('10 kyu (app)');
    expect(flashGradeAt(1, 4, 8)).toBeNull();
  });

  it('rates a faster pace no lower', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 30 }), fc.double({ min: 0.5, max: 60, noNaN: true }), (digits, count, seconds) => {
        const rank = (s: number) => {
          const grade = flashGradeAt(digits, count, s);
          return grade ? flashRank(grade.id) : -1;
        };
        expect(rank(seconds * 0.8)).toBeGreaterThanOrEqual(rank(seconds));
      }),
    );
  });
});

const flashRank = (id: string) => FLASH_PRESETS.findIndex((p) => p.id === id);
