import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, type SkillState } from './model.ts';
import { CELLS, cellName, classHeatmap, factSetOf, masteryBand, readSkill, sizeName, summarise, weakestCells } from './skill-map.ts';
import { ALL_CELLS, parseSkillId } from './skills.ts';

const T0 = Date.UTC(2026, 0, 1);
const state = fc.record({
  known: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  stability: fc.double({ min: 0.1, max: 365, noNaN: true }),
  lastAt: fc.constant(T0),
  reps: fc.integer({ min: 1, max: 50 }),
  lapses: fc.constant(0),
});

describe('the skill map reading', () => {
  it('tells unseen from weak, learning and mastered', () => {
    expect([null, 0, 0.49, 0.5, 0.79, 0.8, 1].map(masteryBand)).toEqual(['unseen', 'weak', 'weak', 'learning', 'learning', 'mastered', 'mastered']);
  });

  it('names cells as a teacher says them', () => {
    expect(CELLS).toHaveLength(180);
    expect(cellName(parseSkillId('cell:7+8') as (typeof CELLS)[number])).toBe('7 + 8, big friend');
    expect(cellName(parseSkillId('cell:4+1') as (typeof CELLS)[number])).toBe('4 + 1, small friend');
    expect(cellName(parseSkillId('cell:3-8') as (typeof CELLS)[number])).toBe('3 − 8, mixed');
  });

  it('groups facts into their sets and names sizes', () => {
    expect(['7+8', '12-5', '6×7', '42÷6', '3+?=10', '2+?=5', 'x'].map((key) => factSetOf(key).set)).toEqual([
      'addition',
      'subtraction',
      'multiplication',
      'division',
      'pairs-10',
      'pairs-5',
      'other',
    ]);
    expect(sizeName({ kind: 'list', digits: 2, count: 10 })).toBe('Lists of 10 2-digit numbers');
    expect(sizeName({ kind: 'flash', digits: 3 })).toBe('Flash 3-digit numbers');
  });

  it('reads a skill lower and due as time passes', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 1, max: 400 * DAY_MS }), (s, dt) => {
        const now = readSkill(s, T0);
        const later = readSkill(s, T0 + dt);
        expect(later.mastery).toBeLessThan(now.mastery);
        expect(later.dueAt).toBe(now.dueAt);
        expect(now.due).toBe(false);
        expect(later.due).toBe(T0 + dt >= later.dueAt);
      }),
    );
  });

  it('summarises a model: the mean falls with time, mastered never exceeds practised', () => {
    fc.assert(
      fc.property(fc.array(state, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 100 * DAY_MS }), (states: SkillState[], dt) => {
        const now = summarise(states, T0);
        const later = summarise(states, T0 + dt);
        expect(later.meanMastery).toBeLessThan(now.meanMastery);
        expect(now.mastered).toBeLessThanOrEqual(now.practised);
        expect(later.mastered).toBeLessThanOrEqual(now.mastered);
      }),
    );
    expect(summarise([], T0)).toEqual({ meanMastery: 0, mastered: 0, practised: 0 });
  });
});

describe('the class heat map', () => {
  it('counts the weak students per cell and ranks the weakest cells', () => {
    const students = [
      new Map([
        ['cell:7+8', 0.2],
        ['cell:0+1', 0.9],
      ]),
      new Map([
        ['cell:7+8', 0.4],
        ['cell:3-8', 0.3],
      ]),
      new Map<string, number>(),
    ];
    const cells = classHeatmap(students);
    expect(cells.map((cell) => cell.skill)).toEqual(ALL_CELLS);
    const byId = new Map(cells.map((cell) => [cell.skill, cell]));
    expect(byId.get('cell:7+8')).toMatchObject({ practised: 2, weak: 2 });
    expect(byId.get('cell:7+8')?.meanMastery).toBeCloseTo(0.3);
    expect(byId.get('cell:0+1')).toEqual({ skill: 'cell:0+1', meanMastery: 0.9, practised: 1, weak: 0 });
    expect(byId.get('cell:9+9')).toEqual({ skill: 'cell:9+9', meanMastery: null, practised: 0, weak: 0 });
    expect(weakestCells(cells, 5).map((cell) => cell.skill)).toEqual(['cell:7+8', 'cell:3-8']);
  });

  it('never counts more weak than practised students, nor ranks a cell nobody is weak in', () => {
    const student = fc.dictionary(fc.constantFrom(...ALL_CELLS.slice(0, 12)), fc.double({ min: 0, max: 1, noNaN: true }));
    fc.assert(
      fc.property(fc.array(student, { maxLength: 8 }), (dicts) => {
        const cells = classHeatmap(dicts.map((d) => new Map(Object.entries(d))));
        for (const cell of cells) expect(cell.weak).toBeLessThanOrEqual(cell.practised);
        const ranked = weakestCells(cells, 180);
        expect(ranked.every((cell) => cell.weak > 0)).toBe(true);
        for (let i = 1; i < ranked.length; i++) expect(ranked[i]!.weak).toBeLessThanOrEqual(ranked[i - 1]!.weak);
      }),
    );
  });
});
