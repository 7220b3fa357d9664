import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { QuizSpec } from '@soroban/contracts';
import type { ReadingStyle } from '@soroban/core';
import { useMemo } from 'react';
import { hiddenDuringQuiz } from '@/lib/quiz-focus';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { QuizSession } from '@/features/practice/components/quiz-session';
import { resultsPath } from '@/features/practice/components/results-summary-screen';
import { KeptQuiz } from '@/features/practice/offline/kept-quiz';
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
 * Asked before leaving a quiz in progress (the bottom bar, the header, Back): leaving keeps it, and
 * opening the same quiz again carries on from the next problem.
 */
function LeaveQuizDialog({ kept }: { kept: KeptQuiz }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && kept.inProgress);
  if (blocker.state !== 'blocked') return null;
  const answered = kept.progress?.index ?? 0;
  return (
    <Dialog open onClose={() => blocker.reset()} aria-labelledby="leave-quiz-title">
      <DialogTitle id="leave-quiz-title">Leave this quiz?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {answered === 0 ? 'It is kept' : `Your ${answered === 1 ? 'answer' : `${answered} answers`} so far ${answered === 1 ? 'is' : 'are'} kept`}: open this
          quiz again to carry on where you stopped.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.proceed()}>Leave</Button>
        <Button variant="contained" onClick={() => blocker.reset()} autoFocus>
          Stay in the quiz
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Every /quiz route: runs a server-graded quiz with the settings it was given (or the mode's
 * defaults when opened directly), then shows the results. A quiz left unfinished is kept per
 * account and route, and resumed when the same quiz is opened again (Back, a reload, Start).
 */
export function QuizScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const userId = useSession().data?.user.userId;
  const kept = useMemo(() => (userId === undefined ? undefined : new KeptQuiz(userId, location.pathname)), [userId, location.pathname]);
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
  if (!found || !spec) return <Alert severity="warning">This quiz has no settings. Start it from its practice screen.</Alert>;
  return (
    <>
      {/* The quiz has the screen: its title is for screen readers and the tab, not a line of chrome. */}
      <Typography component="h1" variant="h5" sx={hiddenDuringQuiz}>
        {found.mode.title}
      </Typography>
      {kept && <LeaveQuizDialog kept={kept} />}
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
