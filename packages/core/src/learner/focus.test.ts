import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderFacts } from './focus.ts';
import { DAY_MS, type SkillState, updateSkill } from './model.ts';

const T0 = Date.UTC(2026, 0, 1);
const answer = (state: SkillState | null, correct: boolean, at: number, responseMs = 1000) => updateSkill(state, { correct, at, responseMs, targetMs: 3000 });

describe('orderFacts', () => {
  it('puts a missed fact first, a slow one next, unseen ones after and a mastered one last, until it is due', () => {
    let mastered: SkillState | null = null;
    // Right and fast on each due date: a mastered fact with a long interval.
    let at = T0;
    for (let i = 0; i < 6; i++) {
      mastered = answer(mastered, true, at);
      at += Math.ceil(mastered.stability) * DAY_MS;
    }
    const last = mastered!.lastAt;
    const states = new Map([
      ['7+8', answer(answer(null, true, last), false, last + 1000)],
      ['6+9', answer(null, true, last, 20_000)],
      ['2+2', mastered!],
    ]);
    const keys = ['2+2', '6+9', '7+8', '1+1', '3+4'];
    const soon = orderFacts(keys, states, last + DAY_MS / 20, 10);
    expect(soon.order).toEqual(['7+8', '6+9', '1+1', '3+4', '2+2']);
    expect(soon.weak).toEqual(['7+8', '6+9']);
    expect(orderFacts(keys, states, last + DAY_MS / 20, 3).order).toEqual(['7+8', '6+9', '1+1']);
    // A slow answer comes back sooner than a miss (its interval is a fraction of a day): by evening both are due.
    expect(orderFacts(keys, states, last + DAY_MS / 2, 10)).toMatchObject({ due: ['6+9', '7+8'], weak: [] });
    // Months later everything is due, the most overdue first.
    const later = orderFacts(keys, states, last + 400 * DAY_MS, 10);
    expect(later.due).toEqual(['6+9', '7+8', '2+2']);
    expect(later.order.slice(0, 3)).toEqual(later.due);
  });

  it('orders every fact of the set once, whatever the states', () => {
    const state = fc.record({
      known: fc.double({ min: 0, max: 1, noNaN: true }),
      stability: fc.double({ min: 0.1, max: 300, noNaN: true }),
      lastAt: fc.integer({ min: T0 - 300 * DAY_MS, max: T0 }),
      reps: fc.integer({ min: 1, max: 50 }),
      lapses: fc.constant(0),
    });
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 30 }), fc.array(state, { maxLength: 30 }), (keys, states) => {
        const map = new Map(keys.slice(0, states.length).map((key, i) => [key, states[i]!]));
        const { order, due, weak } = orderFacts(keys, map, T0, keys.length);
        expect([...order].sort()).toEqual([...keys].sort());
        expect(order.slice(0, due.length + weak.length)).toEqual([...due, ...weak]);
      }),
    );
  });
});
