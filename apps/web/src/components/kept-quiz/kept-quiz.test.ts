import { afterEach, describe, expect, it } from 'vitest';
import { KeptQuiz, type StartedQuiz } from '@/components/kept-quiz/kept-quiz';
import { resumeKeptQuiz } from '@/components/kept-quiz/resume-kept-quiz';

const quiz: StartedQuiz = {
  httpResponse: 201,
  message: 'Quiz started.',
  quizId: 7,
  problems: [
    { kind: 'binary', op: '+', a: 2, b: 3 },
    { kind: 'binary', op: '+', a: 4, b: 1 },
  ],
  total: 2,
  timeLimitMs: null,
  startedAt: '2026-11-25T10:00:00.000Z',
  type: 'facts-addition',
  params: { max: 10, problems: 2 },
};
const progress = { index: 1, answers: [5], timesMs: [900], elapsedMs: 1200 };

afterEach(() => localStorage.clear());

describe('a kept quiz in progress', () => {
  it('resumes only the quiz started with the same settings, for the same account and route', () => {
    new KeptQuiz(1, '/launchpad/facts/addition/quiz').save('same', quiz, progress);
    expect(resumeKeptQuiz(new KeptQuiz(1, '/launchpad/facts/addition/quiz'), 'same')).toEqual({ quiz, progress });
    expect(resumeKeptQuiz(new KeptQuiz(1, '/launchpad/facts/addition/quiz'), 'other settings')).toBeNull();
    expect(resumeKeptQuiz(new KeptQuiz(2, '/launchpad/facts/addition/quiz'), 'same')).toBeNull();
    expect(resumeKeptQuiz(new KeptQuiz(1, '/launchpad/facts/subtraction/quiz'), 'same')).toBeNull();
  });

  it("keeps a quiz the server built (today's practice, my mistakes) as well", () => {
    const { httpResponse, message, quizId, problems, total, startedAt } = quiz;
    const review: StartedQuiz = {
      httpResponse,
      message,
      quizId,
      problems,
      total,
      timeLimitMs: null,
      startedAt,
      type: 'review',
      params: { source: 'today', problems: 2 },
    };
    new KeptQuiz(1, '/launchpad/todayspractice/quiz').save('today', review, progress);
    expect(resumeKeptQuiz(new KeptQuiz(1, '/launchpad/todayspractice/quiz'), 'today')).toEqual({ quiz: review, progress });
  });

  it('is gone once forgotten, and a sheet answered to the end or a copy that fails its contract is not resumed', () => {
    const kept = new KeptQuiz(1, '/q');
    kept.save('s', quiz, progress);
    expect(kept.inProgress).toBe(true);
    kept.forget();
    expect(kept.inProgress).toBe(false);
    kept.save('s', quiz, { ...progress, index: 2 });
    expect(resumeKeptQuiz(kept, 's')).toBeNull();
    localStorage.setItem('soroban.quiz.1./q', JSON.stringify({ started: 's', quiz: { quizId: 'x' }, progress }));
    expect(resumeKeptQuiz(kept, 's')).toBeNull();
  });

  it('tells a card how far it got without checking its contract, and nothing once it is answered to the end', () => {
    const kept = new KeptQuiz(1, '/q');
    expect(kept.waiting('s')).toBeNull();
    kept.save('s', quiz, progress);
    expect(kept.waiting('s')).toEqual({ answered: 1, total: 2 });
    expect(kept.waiting('other settings')).toBeNull();
    kept.save('s', quiz, { ...progress, index: 2 });
    expect(kept.waiting('s')).toBeNull();
    localStorage.setItem('soroban.quiz.1./q', JSON.stringify({ started: 's', quiz: { quizId: 'x' }, progress }));
    expect(kept.waiting('s')).toBeNull();
  });
});
