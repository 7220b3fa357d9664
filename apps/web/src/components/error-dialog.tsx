import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorTitle } from '@soroban/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { siteBaseURL } from '@/lib/config';

export interface ErrorDialogProps {
  errorCode: number;
  errorMessage: string;
  redirectURL: string;
  redirectType: string;
  handleErrorAcknowledge: () => void;
}

/**
 * The error dialog of SPEC 4: opens visible, titled from the error catalogue, OK is the only
 * button. OK closes it, then: 418 reloads the page; no redirectURL calls the acknowledge handler;
 * an external redirect leaves for the site base plus redirectURL; otherwise the app navigates there
 * signed out, flagged as a login error when the code was 403.
 */
export function ErrorDialog({ errorCode, errorMessage, redirectURL, redirectType, handleErrorAcknowledge }: ErrorDialogProps) {
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();

  const acknowledge = () => {
    setOpen(false);
    if (errorCode === 418) {
      window.location.reload();
    } else if (!redirectURL) {
      handleErrorAcknowledge();
    } else if (redirectType === 'external') {
      window.location.assign(siteBaseURL() + redirectURL);
    } else {
      void navigate(redirectURL, {
        state: { isLoggedIn: false, requestingLogin: false, error: false, loginError: errorCode === 403 },
      });
    }
  };

  return (
    <Dialog open={open} aria-labelledby="error-dialog-title" aria-describedby="error-dialog-message">
      <DialogTitle id="error-dialog-title">{errorTitle(errorCode)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="error-dialog-message">{errorMessage}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={acknowledge} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
