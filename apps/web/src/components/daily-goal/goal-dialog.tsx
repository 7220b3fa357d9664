import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { GoalChooser } from '@/components/daily-goal/goal-chooser';

/** The daily goal's chooser in a dialog, loaded when first opened (daily-goal-bar.tsx). */
export function GoalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="goal-dialog-title">
      <DialogTitle id="goal-dialog-title">Your daily goal</DialogTitle>
      <DialogContent>
        <GoalChooser />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
