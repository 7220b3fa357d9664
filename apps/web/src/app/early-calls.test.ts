import { dailyProgressCall, myMistakesCall, todaysPracticeCall } from '@soroban/contracts';
import { describe, expect, it } from 'vitest';
import { LAUNCHPAD_CARD_PATHS } from '@/app/early-calls';

describe('early calls', () => {
  it('are the paths the launchpad cards call, so the cards take the answers over', () => {
    expect(LAUNCHPAD_CARD_PATHS).toEqual([dailyProgressCall.path, todaysPracticeCall.path, myMistakesCall.path]);
  });
});
