import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REVIEW_CONTEXT, reviewSpec } from '@/components/todays-practice/review-quiz';
import { MY_MISTAKES_PATH } from '@/components/todays-practice/todays-practice-card';
import { hiddenDuringQuiz } from '@/lib/quiz-focus';
import { LeaveQuizGuard } from '@/features/practice/components/leave-quiz-guard';
import { QuizSession } from '@/features/practice/components/quiz-session';
import { resultsPath } from '@/features/practice/components/results-path';
import { useKeptQuiz } from '@/components/kept-quiz/use-kept-quiz';

/**
 * /launchpad/todayspractice/quiz and /launchpad/mymistakes/quiz: a quiz the server builds for the
 * learner (today's practice, or the kept mistakes redone from their seeds), graded like any quiz,
 * and kept on the device like any quiz while it is in progress.
 */
export function ReviewQuizScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const kept = useKeptQuiz();
  const source = location.pathname.startsWith(MY_MISTAKES_PATH) ? 'mistakes' : 'today';
  const spec = useMemo(() => reviewSpec(source), [source]);
  return (
    <>
      <Typography component="h1" variant="h5" sx={hiddenDuringQuiz}>
        {source === 'mistakes' ? 'Redo my mistakes' : "Today's practice"}
      </Typography>
      {kept && <LeaveQuizGuard kept={kept} />}
      <QuizSession
        key={source}
        kept={kept}
        spec={spec}
        guided={REVIEW_CONTEXT}
        instantFeedback={false}
        readingStyle="plain"
        onSubmitted={(summary) =>
          void navigate(resultsPath('summary', summary.quizId), {
            replace: true,
            state: { backlink: source === 'mistakes' ? MY_MISTAKES_PATH : '/launchpad', justFinished: true },
          })
        }
      />
    </>
  );
}
