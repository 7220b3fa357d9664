import { useBlocker } from 'react-router';
import type { KeptQuiz } from '@/components/kept-quiz/kept-quiz';
import { lazyThemed } from '@/components/themed-lazy';

// The quiz is drawn without the component library; its dialog loads with it when first asked.
const LeaveQuizDialog = lazyThemed(() => import('@/features/practice/components/leave-quiz-dialog'), 'LeaveQuizDialog');

/**
 * Asks before leaving a quiz in progress (the bottom bar, the header, Back): leaving keeps it, and
 * opening the same quiz again carries on from the next problem.
 */
export function LeaveQuizGuard({ kept }: { kept: KeptQuiz }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && kept.inProgress);
  if (blocker.state !== 'blocked') return null;
  return <LeaveQuizDialog answered={kept.progress?.index ?? 0} onLeave={() => blocker.proceed()} onStay={() => blocker.reset()} />;
}
