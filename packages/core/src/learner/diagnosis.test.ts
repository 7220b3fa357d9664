import { describe, expect, it } from 'vitest';
import { DIAGNOSIS_KINDS, type DiagnosisKind, type RecordedMove, diagnoseList, diagnoseMoves } from './diagnosis.ts';
import set from './fixtures/diagnosis-set.json' with { type: 'json' };

const samples = set.samples as { kind: DiagnosisKind; numbers: number[]; answer: number; moves: RecordedMove[] }[];

function share(name: (sample: (typeof samples)[number]) => string | undefined): { rate: number; misses: string[] } {
  const misses = samples.filter((s) => name(s) !== s.kind).map((s) => `${s.kind} ${s.numbers.join(' ')} → ${s.answer}: ${name(s)}`);
  return { rate: 1 - misses.length / samples.length, misses };
}

describe('the labelled set of wrong answers and moves', () => {
  it('holds at least 300 wrong workings, a group for every rule, each one really wrong', () => {
    expect(samples.length).toBeGreaterThanOrEqual(300);
    for (const kind of DIAGNOSIS_KINDS) expect(samples.filter((s) => s.kind === kind).length).toBeGreaterThanOrEqual(50);
    for (const s of samples) expect(s.answer).not.toBe(s.numbers.reduce((a, b) => a + b, 0));
  });

  it('names the right rule from the answer alone in at least 95 %', () => {
    const { rate, misses } = share((s) => diagnoseList(s.numbers, s.answer)?.kind);
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('names the right rule from the bead moves in at least 95 %', () => {
    const { rate, misses } = share((s) => diagnoseMoves(s.numbers, s.moves)?.kind);
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});

describe('diagnoseList', () => {
  it('names the missed big friend of 7 + 8', () => {
    const d = diagnoseList([7, 8], 5);
    expect(d?.kind).toBe('missed-carry');
    expect(d?.message).toBe('rod 1 (ones): 7 + 8 — big friend: − 2 here, + 1 on the next rod; the + 1 on rod 2 (tens) was missed');
  });

  it('names a forgotten heaven bead, a mixed step, a shifted digit, a skipped and a doubled number', () => {
    expect(diagnoseList([4, 2], 1)?.kind).toBe('small-friend');
    expect(diagnoseList([6, 7], 18)?.kind).toBe('mixed-step');
    expect(diagnoseList([12, 3], 42)?.kind).toBe('wrong-rod');
    expect(diagnoseList([12, 31, 5], 17)).toMatchObject({ kind: 'skipped-number', number: 1 });
    expect(diagnoseList([12, 31, 5], 79)).toMatchObject({ kind: 'repeated-number', number: 1 });
  });

  it('returns null for a right answer and says when no single rule explains a wrong one', () => {
    expect(diagnoseList([7, 8], 15)).toBeNull();
    expect(diagnoseList([7, 8], 123)?.kind).toBe('unknown');
    expect(() => diagnoseList([], 3)).toThrow(/list of numbers/);
  });
});

describe('diagnoseMoves', () => {
  it('names the number and the step from the beads', () => {
    // 21 + 7 + 8: the learner shows 21, 28, then sets the ones rod to 6 and never touches the tens.
    const moves = [
      { rod: 1, beads: 2, ms: 500 },
      { rod: 0, beads: 1, ms: 900 },
      { rod: 0, beads: 3, ms: 1500 },
      { rod: 0, beads: 8, ms: 1900 },
      { rod: 0, beads: 6, ms: 2600 },
    ];
    const d = diagnoseMoves([21, 7, 8], moves);
    expect(d).toMatchObject({ kind: 'missed-carry', number: 2, rod: 1 });
    expect(d?.message).toBe('number 3 (8), rod 1 (ones): 8 + 8 — big friend: − 2 here, + 1 on the next rod; the + 1 on rod 2 (tens) was missed');
  });

  it('returns null when the beads end right, and refuses a move that is not a digit', () => {
    expect(
      diagnoseMoves(
        [7, 8],
        [
          { rod: 0, beads: 7, ms: 1 },
          { rod: 0, beads: 5, ms: 2 },
          { rod: 1, beads: 1, ms: 3 },
        ],
      ),
    ).toBeNull();
    expect(() => diagnoseMoves([7, 8], [{ rod: 0, beads: 12, ms: 1 }])).toThrow(/digit 0–9/);
  });
});
