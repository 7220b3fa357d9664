import { cleanup, render, screen } from '@testing-library/react';
import { checkSessionCall, myMistakesCall, todaysPracticeCall } from '@soroban/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptQuiz, startedKey } from '@/components/kept-quiz/kept-quiz';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { REVIEW_CONTEXT, reviewSpec } from '@/components/todays-practice/review-quiz';
import { TODAYS_PRACTICE_PATH, TodaysPracticeCard } from '@/components/todays-practice/todays-practice-card';
import { sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const OK = { httpResponse: 200 as const, message: 'OK' };
const next = ['cell:0+1', 'cell:0+2', 'cell:0+3', 'cell:0+4', 'cell:0+5'].map((skill) => ({ skill, family: 'direct' }));
const skill = (name: string) => ({ skill: name, mastery: 0.3, dueAt: '2026-11-22T10:00:00.000Z' });
const mistake = (numbers: number[], timesMissed: number) => ({
  key: `list:${numbers.join(',')}`,
  display: { kind: 'list' as const, numbers },
  timesMissed,
  lastMissedAt: '2026-11-22T10:00:00.000Z',
  diagnosis: null,
  rightDays: 0,
  toGo: 2,
});

function renderCard() {
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter>
        <TodaysPracticeCard />
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe("today's practice card", () => {
  it('offers a new learner the first steps, with nothing due and no mistakes link', async () => {
    stubCalls(stubCall(todaysPracticeCall, { ...OK, dueCount: 0, due: [], weakest: [], next }), stubCall(myMistakesCall, { ...OK, mistakes: [], count: 0 }));
    renderCard();
    expect(await screen.findByText('About 5 minutes: your first soroban steps, 0 + 1 to 0 + 5.')).toBeInTheDocument();
    expect(screen.getByText('0 due')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Start today's practice" })).toHaveAttribute('href', '/launchpad/todayspractice/quiz');
    expect(screen.queryByRole('link', { name: /My mistakes/ })).not.toBeInTheDocument();
  });

  it('counts due skills and kept mistakes, says what the session mixes and names the first mistakes', async () => {
    stubCalls(
      stubCall(todaysPracticeCall, { ...OK, dueCount: 3, due: [skill('cell:7+8'), skill('fact:7+8'), skill('list:2x5')], weakest: [skill('cell:4+2')], next }),
      stubCall(myMistakesCall, { ...OK, mistakes: [mistake([7, 8], 2), mistake([14, -6], 1), mistake([3, 9], 1), mistake([6, 6], 1)], count: 4 }),
    );
    renderCard();
    expect(await screen.findByText('About 5–10 minutes: 3 skills due for review, your weakest skills, 4 kept mistakes and new steps.')).toBeInTheDocument();
    expect(screen.getByText('7 due')).toBeInTheDocument();
    expect(screen.getByTestId('todays-mistakes')).toHaveTextContent('Mistakes to redo: 7 + 8, 14 − 6, 3 + 9 and 1 more');
    expect(screen.getByRole('link', { name: 'My mistakes (4)' })).toHaveAttribute('href', '/launchpad/mymistakes');
  });

  it("says Carry on when today's practice was left halfway on this device today, and Start when it was yesterday's", async () => {
    const started = {
      httpResponse: 201 as const,
      message: 'Quiz started.',
      quizId: 9,
      problems: [
        { kind: 'binary' as const, op: '+' as const, a: 2, b: 3 },
        { kind: 'binary' as const, op: '+' as const, a: 4, b: 1 },
        { kind: 'binary' as const, op: '+' as const, a: 6, b: 2 },
      ],
      total: 3,
      timeLimitMs: null,
      startedAt: '2026-11-25T10:00:00.000Z',
      type: 'review' as const,
      params: { source: 'today' as const, problems: 3 },
    };
    const keep = () =>
      new KeptQuiz(1, TODAYS_PRACTICE_PATH).save(startedKey(reviewSpec('today'), REVIEW_CONTEXT), started, {
        index: 1,
        answers: [5],
        timesMs: [800],
        elapsedMs: 900,
      });
    const calls = [
      stubCall(checkSessionCall, sessionAnswer()),
      stubCall(todaysPracticeCall, { ...OK, dueCount: 1, due: [skill('cell:7+8')], weakest: [], next }),
      stubCall(myMistakesCall, { ...OK, mistakes: [], count: 0 }),
    ];
    keep();
    stubCalls(...calls);
    renderCard();
    expect(await screen.findByRole('link', { name: "Carry on today's practice" })).toHaveAttribute('href', TODAYS_PRACTICE_PATH);
    expect(screen.getByTestId('todays-practice-waiting')).toHaveTextContent('1 of 3 answered');
    cleanup();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() - 86_400_000));
    keep(); // kept yesterday
    vi.useRealTimers();
    renderCard();
    expect(await screen.findByRole('link', { name: "Start today's practice" })).toBeInTheDocument();
    expect(screen.queryByTestId('todays-practice-waiting')).not.toBeInTheDocument();
  });
});
