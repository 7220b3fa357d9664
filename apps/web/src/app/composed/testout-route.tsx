import { TestOutScreen } from '@/features/guided/components/testout-screen';
import { QuizSession } from '@/features/practice/components/quiz-session';

/** /launchpad-guided/testout: the guided program's jump quizzes run as practice quizzes. */
export function TestOutRoute() {
  return <TestOutScreen quizSession={QuizSession} />;
}
