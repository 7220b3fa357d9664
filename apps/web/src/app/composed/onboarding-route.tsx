import { OnboardingScreen } from '@/features/onboarding/components/onboarding-screen';
import { QuizSession } from '@/features/practice/components/quiz-session';

/** /onboarding: onboarding's placement quiz runs as a practice quiz. */
export function OnboardingRoute() {
  return <OnboardingScreen quizSession={QuizSession} />;
}
