import { errorTitle } from '@soroban/contracts';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { PlainDialog } from '@/components/plain-dialog';
import styles from '@/components/plain.module.css';
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
 * signed out, flagged as a login error when the code was 403. A native modal <dialog> keeps it
 * light enough for the sign-in screen and traps focus for keyboard users (components/plain-dialog.tsx).
 */
export function ErrorDialog({ errorCode, errorMessage, redirectURL, redirectType, handleErrorAcknowledge }: ErrorDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();

  const acknowledge = () => {
    dialog.current?.close?.();
    dialog.current?.removeAttribute('open');
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
    // Escape acts like OK, so every branch of SPEC 4 still runs.
    <PlainDialog ref={dialog} className={styles.dialog} labelledBy="error-dialog-title" describedBy="error-dialog-message" onCancel={acknowledge}>
      <h2 id="error-dialog-title" className={styles.dialogTitle}>
        {errorTitle(errorCode)}
      </h2>
      <p id="error-dialog-message">{errorMessage}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.button} onClick={acknowledge} autoFocus>
          OK
        </button>
      </div>
    </PlainDialog>
  );
}
