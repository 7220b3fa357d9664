import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagnoseList } from './diagnosis.ts';
import { rightMoveFrames } from './right-move.ts';

const digits = (value: number) => String(value).split('').reverse().map(Number);

describe('rightMoveFrames', () => {
  it('shows 7 + 8 as the big friend: − 2 on the ones rod, then + 1 on the tens rod', () => {
    const frames = rightMoveFrames({ before: 7, rod: 0, op: '+', digit: 8 });
    expect(frames.map((f) => f.value)).toEqual([7, 5, 15, 15]);
    expect(frames[1]?.words).toMatch(/^− 2 on the ones rod: .*big friend of 8/);
    expect(frames[2]?.words).toMatch(/^\+ 1 on the tens rod: carry/);
    expect(frames.at(-1)?.words).toBe('Done: the soroban reads 15 (7 + 8).');
  });

  it('shows a small friend as two moves and a borrow before the move on its rod', () => {
    expect(rightMoveFrames({ before: 4, rod: 0, op: '+', digit: 3 }).map((f) => f.value)).toEqual([4, 9, 7, 7]);
    expect(rightMoveFrames({ before: 12, rod: 0, op: '-', digit: 6 }).map((f) => [f.rod, f.value])).toEqual([
      [0, 12],
      [1, 2],
      [0, 7],
      [0, 6],
      [0, 6],
    ]);
  });

  it('refuses a step below zero', () => {
    expect(() => rightMoveFrames({ before: 3, rod: 0, op: '-', digit: 4 })).toThrow(RangeError);
  });

  it('moves one rod at a time, keeps every rod a digit and ends on the right reading', () => {
    fc.assert(
      fc.property(fc.nat(99_999), fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.integer({ min: 1, max: 9 }), (before, rod, add, digit) => {
        const change = digit * 10 ** rod;
        fc.pre(add || before >= change);
        const frames = rightMoveFrames({ before, rod, op: add ? '+' : '-', digit });
        expect(frames[0]?.value).toBe(before);
        expect(frames.at(-1)?.value).toBe(add ? before + change : before - change);
        for (let i = 1; i < frames.length - 1; i++) {
          const [from, to] = [digits(frames[i - 1]!.value), digits(frames[i]!.value)];
          const moved = frames[i]!.rod;
          for (let r = 0; r < Math.max(from.length, to.length); r++) if (r !== moved) expect(to[r] ?? 0).toBe(from[r] ?? 0);
          expect(frames[i]!.words).toMatch(/^[+−] \d on the /);
        }
      }),
    );
  });

  it('replays the step a diagnosis names from the reading the trace gives', () => {
    const found = diagnoseList([7, 8], 5); // the + 1 on the tens rod was missed
    expect(found?.step).toMatchObject({ before: 7, rod: 0, op: '+', digit: 8, family: 'ten-complement' });
    expect(rightMoveFrames(found!.step!).at(-1)?.value).toBe(15);
  });
});
