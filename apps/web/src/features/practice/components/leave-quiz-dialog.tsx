import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker } from 'react-router';
import type { KeptQuiz } from '@/components/kept-quiz/kept-quiz';

/**
 * Asked before leaving a quiz in progress (the bottom bar, the header, Back): leaving keeps it, and
 * opening the same quiz again carries on from the next problem.
 */
export function LeaveQuizDialog({ kept }: { kept: KeptQuiz }) {
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
