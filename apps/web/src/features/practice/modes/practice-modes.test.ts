import { quizSpec } from '@soroban/contracts';
import { GENERATORS, PRACTICE_MODE_TABLE, type PracticeType } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { expectedAnswer } from '@/features/practice/components/expected-answer';
import { PRACTICE_MODES, initialChoices, modeOfPath } from '@/features/practice/modes/practice-modes';

describe('practice modes', () => {
  it.each(Object.entries(PRACTICE_MODES))('%s: every single choice makes a quiz the server accepts and the generator can make', (_key, mode) => {
    for (const choice of mode.choices) {
      for (const option of choice.options) {
        const spec = mode.toSpec({ ...initialChoices(mode), [choice.id]: option.value });
        expect(quizSpec.safeParse(spec).success, `${choice.id}=${option.value}`).toBe(true);
        const problems = (GENERATORS[spec.type as PracticeType] as (params: unknown, seed: number) => { problems: Array<{ display: never; answer: number }> })(
          spec.params,
          7,
        ).problems;
        // The instant-feedback answer the client derives agrees with the generator's.
        for (const problem of problems.slice(0, 5)) expect(expectedAnswer(problem.display)).toBe(problem.answer);
      }
    }
  });

  it('makes quizzes of the type the practice-mode table gives each mode', () => {
    for (const row of PRACTICE_MODE_TABLE) {
      const mode = PRACTICE_MODES[row.key];
      // A beginner level names a rule family, so its lists are rule-proven (soroban-skill) lists.
      const beginner = mode.choices.some((choice) => choice.id === 'level') && initialChoices(mode).level?.startsWith('beginner-');
      expect(mode.toSpec(initialChoices(mode)).type, row.key).toBe(beginner ? 'soroban-skill' : row.type);
    }
  });

  it('makes rule-proven lists for a beginner level and exam lists from 10 kyu', () => {
    const anzan = PRACTICE_MODES['mental/anzan/addition'];
    expect(anzan.toSpec({ ...initialChoices(anzan), level: 'beginner-1' })).toMatchObject({
      type: 'soroban-skill',
      params: { family: 'direct', operations: 'add' },
    });
    expect(anzan.toSpec({ ...initialChoices(anzan), level: '10-kyu' }).type).toBe('addition-list');
  });

  it('finds the mode of every practice route, with or without /quiz', () => {
    expect(modeOfPath('/launchpad/facts/10pairs/quiz')?.key).toBe('facts/10pairs');
    expect(modeOfPath('/launchpad/tools/M100')?.mode.title).toMatch(/^M100/);
    expect(modeOfPath('/launchpad/soroban/level/division/digitalsoroban')?.base).toBe('/launchpad/soroban/level/division');
    expect(modeOfPath('/launchpad/rewards')).toBeUndefined();
  });
});
