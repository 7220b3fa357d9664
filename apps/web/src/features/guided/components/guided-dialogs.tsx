import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

interface ConfirmProps {
  title: string;
  text: ReactNode;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A two-button dialog: the jump and reset dialogs of SPEC 2.4 and 4. */
export function ConfirmDialog({ title, text, confirm, onConfirm, onCancel, busy = false }: ConfirmProps) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>CANCEL</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** SPEC 4: when guidedPreferred is null, ask once whether to follow the program. */
export function GuidedChoiceDialog({ onGuided, onUnguided }: { onGuided: () => void; onUnguided: () => void }) {
  return (
    <Dialog open aria-labelledby="choice-title" aria-describedby="choice-text">
      <DialogTitle id="choice-title">How would you like to practise?</DialogTitle>
      <DialogContent>
        <DialogContentText id="choice-text">
          The guided program takes you unit by unit from the first bead moves to 1 kyu. Or practise freely and pick any mode yourself. You can change this later
          in Settings.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onUnguided}>UNGUIDED</Button>
        <Button variant="contained" onClick={onGuided}>
          GUIDED
        </Button>
      </DialogActions>
    </Dialog>
  );
}
