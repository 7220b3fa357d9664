import type { ReviewSpecView } from '@soroban/contracts';
import type { QuizContext } from '@/lib/quiz-slot';

/** Which quiz the server is to build (today's practice or the kept mistakes); it answers with the real size. */
export const reviewSpec = (source: ReviewSpecView['params']['source']): ReviewSpecView => ({ type: 'review', params: { source, problems: 0 } });

/** A review quiz counts toward no learning path. */
export const REVIEW_CONTEXT: QuizContext = { lpath: null };
