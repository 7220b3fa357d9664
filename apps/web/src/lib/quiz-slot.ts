import type { QuizSpec, QuizSummary } from '@soroban/contracts';
import type { ReadingStyle } from '@soroban/core';
import type { ComponentType } from 'react';

/** What a quiz counts toward: a learning path, and for guided quizzes the route and activity it was started from. */
export interface QuizContext {
  lpath?: string | number | null;
  pathname?: string;
  activityId?: string;
}

/**
 * The digital soroban beside a quiz: 'on' starts shown (guided bead drills), 'toggle' is the
 * learner's remembered choice (soroban skills and levels), 'none' has no soroban (mental work).
 */
export type QuizSoroban = 'on' | 'toggle' | 'none';

export interface QuizSlotProps {
  spec: QuizSpec;
  guided: QuizContext;
  instantFeedback: boolean;
  readingStyle: ReadingStyle;
  onSubmitted: (summary: QuizSummary) => void;
  soroban?: QuizSoroban;
}

/**
 * One server-graded quiz from start to saved answers: practice's QuizSession. Features that run a
 * quiz of their own (onboarding's placement, guided test-outs) take it as a prop, handed over by
 * app/, because a feature never imports another; the type lives here so both sides name one shape.
 */
export type QuizSessionSlot = ComponentType<QuizSlotProps>;
