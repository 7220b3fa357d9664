import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  /** How many problems were answered so far. */
  answered: number;
  onLeave: () => void;
  onStay: () => void;
}

/** Asked before leaving a quiz in progress (leave-quiz-guard.tsx): leaving keeps it. */
export function LeaveQuizDialog({ answered, onLeave, onStay }: Props) {
  return (
    <Dialog open onClose={onStay} aria-labelledby="leave-quiz-title">
      <DialogTitle id="leave-quiz-title">Leave this quiz?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {answered === 0 ? 'It is kept' : `Your ${answered === 1 ? 'answer' : `${answered} answers`} so far ${answered === 1 ? 'is' : 'are'} kept`}: open this
          quiz again to carry on where you stopped.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave}>Leave</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          Stay in the quiz
        </Button>
      </DialogActions>
    </Dialog>
  );
}
