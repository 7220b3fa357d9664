import type { QuizSpec } from '@soroban/contracts';
import type { ReadingStyle } from '@soroban/core';
import { useMemo } from 'react';
import { PlainAlert } from '@/components/plain-alert';
import card from '@/components/plain-card.module.css';
import { useLocation, useNavigate } from 'react-router';
import { QuizSession } from '@/features/practice/components/quiz-session';
import { resultsPath } from '@/features/practice/components/results-path';
import { LeaveQuizGuard } from '@/features/practice/components/leave-quiz-guard';
import { useKeptQuiz } from '@/components/kept-quiz/use-kept-quiz';
import { initialChoices, modeOfPath } from '@/features/practice/modes/practice-modes';

interface QuizState {
  spec?: QuizSpec;
  instantFeedback?: boolean;
  readingStyle?: ReadingStyle;
  /** From the guided program (SPEC 2.4: START passes lpath, problemType and pathname). */
  lpath?: string | number | null;
  pathname?: string;
  activityId?: string;
  practice?: QuizSpec | null;
}

/**
 * Every /quiz route, drawn without the component library (docs/decisions/0006): runs a server-graded quiz with the settings it was given (or the mode's
 * defaults when opened directly), then shows the results. A quiz left unfinished is kept per
 * account and route, and resumed when the same quiz is opened again (Back, a reload, Start).
 */
export function QuizScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const kept = useKeptQuiz();
  const state = (location.state ?? {}) as QuizState;
  const found = modeOfPath(location.pathname);
  const spec = state.spec ?? state.practice ?? (found ? found.mode.toSpec(initialChoices(found.mode)) : undefined);
  const guided = useMemo(
    () => ({
      lpath: state.lpath ?? null,
      ...(state.pathname ? { pathname: state.pathname } : {}),
      ...(state.activityId ? { activityId: state.activityId } : {}),
    }),
    [state.lpath, state.pathname, state.activityId],
  );

  // The soroban's own quizzes show the digital soroban; the guided bead drills start with it out.
  const soroban = found?.key.startsWith('soroban/') ? (state.activityId && spec?.type === 'soroban-skill' ? 'on' : 'toggle') : 'none';
  if (!found || !spec) return <PlainAlert severity="warning">This quiz has no settings. Start it from its practice screen.</PlainAlert>;
  return (
    <>
      {/* The quiz has the screen: its title is for screen readers and the tab, not a line of chrome. */}
      <h1 className={card.spoken}>{found.mode.title}</h1>
      {kept && <LeaveQuizGuard kept={kept} />}
      <QuizSession
        kept={kept}
        spec={spec}
        guided={guided}
        instantFeedback={state.instantFeedback ?? false}
        readingStyle={state.readingStyle ?? 'plain'}
        soroban={soroban}
        onSubmitted={(summary) =>
          void navigate(resultsPath('summary', summary.quizId), {
            replace: true,
            state: { backlink: found.base, guided: state.activityId ? '/launchpad-guided' : undefined, justFinished: true },
          })
        }
      />
    </>
  );
}
