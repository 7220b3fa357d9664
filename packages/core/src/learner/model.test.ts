import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_LEARNER_PARAMS, mastery, retrievability, type SkillState, updateSkill } from './model.ts';
import { dueAt, intervalDays, pickPractice } from './schedule.ts';

const T0 = Date.UTC(2026, 0, 1);
const state = fc.record({
  known: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  stability: fc.double({ min: 0.1, max: 365, noNaN: true }),
  lastAt: fc.constant(T0),
  reps: fc.integer({ min: 1, max: 500 }),
  lapses: fc.constant(0),
});
const elapsedMs = fc.integer({ min: 0, max: 400 * DAY_MS });
const TARGET = 3000;

describe('updateSkill', () => {
  it('raises mastery after a right fast answer', () => {
    fc.assert(
      fc.property(state, elapsedMs, fc.integer({ min: 0, max: TARGET }), (s, dt, ms) => {
        const at = T0 + dt;
        const next = updateSkill(s, { correct: true, at, responseMs: ms, targetMs: TARGET });
        expect(mastery(next, at)).toBeGreaterThan(mastery(s, at));
      }),
    );
  });

  it('lowers mastery and stability after a wrong answer, however fast', () => {
    fc.assert(
      fc.property(state, elapsedMs, fc.integer({ min: 0, max: 60_000 }), (s, dt, ms) => {
        const at = T0 + dt;
        const next = updateSkill(s, { correct: false, at, responseMs: ms, targetMs: TARGET });
        expect(mastery(next, at)).toBeLessThan(mastery(s, at));
        expect(next.stability).toBeLessThanOrEqual(s.stability);
        expect(next.lapses).toBe(1);
      }),
    );
  });

  it('counts a slow right answer for less than a fast one', () => {
    fc.assert(
      fc.property(state, elapsedMs, fc.integer({ min: TARGET + 1, max: 60_000 }), (s, dt, slow) => {
        const at = T0 + dt;
        const fast = updateSkill(s, { correct: true, at, responseMs: TARGET, targetMs: TARGET });
        const late = updateSkill(s, { correct: true, at, responseMs: slow, targetMs: TARGET });
        expect(late.known).toBeLessThan(fast.known);
        expect(late.stability).toBeLessThanOrEqual(fast.stability);
      }),
    );
  });

  it('starts a new skill from the prior and a first stability', () => {
    const right = updateSkill(null, { correct: true, at: T0, responseMs: 1000, targetMs: TARGET });
    const wrong = updateSkill(null, { correct: false, at: T0, responseMs: 1000, targetMs: TARGET });
    expect(right.known).toBeGreaterThan(DEFAULT_LEARNER_PARAMS.pInit);
    expect(wrong.known).toBeLessThan(DEFAULT_LEARNER_PARAMS.pInit);
    expect(right.stability).toBe(DEFAULT_LEARNER_PARAMS.firstStabilityRight);
    expect(wrong.stability).toBe(DEFAULT_LEARNER_PARAMS.firstStabilityWrong);
  });

  it('refuses a missing target or a negative response time', () => {
    expect(() => updateSkill(null, { correct: true, at: T0, responseMs: -1, targetMs: TARGET })).toThrow(/response time/);
    expect(() => updateSkill(null, { correct: true, at: T0, responseMs: 1, targetMs: 0 })).toThrow(/target time/);
  });
});

describe('forgetting', () => {
  it('lets mastery decay with time and never rise without practice', () => {
    fc.assert(
      fc.property(state, elapsedMs, fc.integer({ min: 1, max: 100 * DAY_MS }), (s, dt, more) => {
        expect(mastery(s, T0 + dt + more)).toBeLessThan(mastery(s, T0 + dt) + 1e-15);
        expect(mastery(s, T0 + dt + more)).toBeLessThan(s.known);
      }),
    );
  });

  it('recalls 90 % after one stability, and forgets slower when the stability is higher', () => {
    expect(retrievability(10, 10)).toBeCloseTo(0.9, 12);
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 0.1, max: 1000, noNaN: true }),
        (s, extra, t) => {
          expect(retrievability(s + extra, t)).toBeGreaterThan(retrievability(s, t));
        },
      ),
    );
  });
});

describe('scheduling', () => {
  it('makes the interval equal to the stability at 90 % retention', () => {
    expect(intervalDays(7)).toBeCloseTo(7, 12);
    expect(intervalDays(7, { ...DEFAULT_LEARNER_PARAMS, retention: 0.8 })).toBeGreaterThan(7);
  });

  it('grows the interval with each right answer given when due', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: TARGET }), { minLength: 2, maxLength: 12 }), (times) => {
        let s: SkillState = updateSkill(null, { correct: true, at: T0, responseMs: times[0]!, targetMs: TARGET });
        let interval = intervalDays(s.stability);
        for (const ms of times.slice(1)) {
          s = updateSkill(s, { correct: true, at: dueAt(s), responseMs: ms, targetMs: TARGET });
          const next = intervalDays(s.stability);
          expect(next).toBeGreaterThan(interval);
          interval = next;
        }
      }),
    );
  });

  it('brings a missed skill back sooner', () => {
    fc.assert(
      fc.property(state, elapsedMs, (s, dt) => {
        const at = T0 + dt;
        const missed = updateSkill(s, { correct: false, at, responseMs: 2000, targetMs: TARGET });
        const right = updateSkill(s, { correct: true, at, responseMs: 2000, targetMs: TARGET });
        expect(dueAt(missed)).toBeLessThanOrEqual(dueAt(right));
        // Sooner, except for a skill already at the shortest interval answered again at once: a miss
        // cannot go below the floor, and a right answer with no time to forget adds nothing
        // (fast-check found stability 0.1, no time elapsed).
        if (s.stability > DEFAULT_LEARNER_PARAMS.minStability) expect(missed.stability).toBeLessThan(right.stability);
      }),
    );
  });

  it('brings a missed skill at the floor back as soon as a right one when answered again at once, sooner after a day', () => {
    const missedAfter = (s: SkillState, days: number, correct: boolean) =>
      dueAt(updateSkill(s, { correct, at: T0 + days * DAY_MS, responseMs: 2000, targetMs: TARGET }));
    const atFloor: SkillState = { known: 0.01, stability: DEFAULT_LEARNER_PARAMS.minStability, lastAt: T0, reps: 1, lapses: 0 };
    expect(missedAfter(atFloor, 0, false)).toBe(missedAfter(atFloor, 0, true));
    expect(missedAfter(atFloor, 1, false)).toBeLessThan(missedAfter(atFloor, 1, true));
  });

  it('picks the due skills most overdue first, then the weakest of the rest', () => {
    const fresh: SkillState = { known: 0.9, stability: 30, lastAt: T0, reps: 5, lapses: 0 };
    const weak: SkillState = { known: 0.3, stability: 30, lastAt: T0, reps: 5, lapses: 2 };
    const overdue: SkillState = { known: 0.9, stability: 1, lastAt: T0, reps: 2, lapses: 0 };
    const dueLater: SkillState = { known: 0.9, stability: 2, lastAt: T0, reps: 2, lapses: 0 };
    const now = T0 + 5 * DAY_MS;
    const plan = pickPractice(
      [
        { skill: 'cell:7+8', state: fresh },
        { skill: 'fact:7+8', state: weak },
        { skill: 'cell:3-8', state: dueLater },
        { skill: 'cell:4+1', state: overdue },
      ],
      now,
      1,
    );
    expect(plan.dueCount).toBe(2);
    expect(plan.due.map((p) => p.skill)).toEqual(['cell:4+1']);
    expect(plan.weakest.map((p) => p.skill)).toEqual(['fact:7+8']);
    const all = pickPractice(
      [
        { skill: 'cell:7+8', state: fresh },
        { skill: 'fact:7+8', state: weak },
        { skill: 'cell:3-8', state: dueLater },
        { skill: 'cell:4+1', state: overdue },
      ],
      now,
      5,
    );
    expect(all.due.map((p) => p.skill)).toEqual(['cell:4+1', 'cell:3-8']);
    expect(all.weakest.map((p) => p.skill)).toEqual(['fact:7+8', 'cell:7+8']);
  });
});
