import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { osName } from '@/lib/device';
import { VideoPlayer } from '@/features/guided/components/video-player';

interface Locations {
  iphoneInstallVideoLocation: string;
  androidInstallVideoLocation: string;
  existingUserGuideVideoLocation: string;
  generalInstallVideoLocation: string;
}

/**
 * SPEC 4: the welcome video depends on the device: iPhone, Android, otherwise the guide or general
 * video. The server sends '' for a video that is not installed; a phone then gets the guide (the
 * install hint above it says in words what the video would show) rather than a failure notice.
 */
export function welcomeVideo(locations: Locations, userAgent = navigator.userAgent): string {
  const os = osName(userAgent);
  const device = os === 'iOS' ? locations.iphoneInstallVideoLocation : os === 'Android' ? locations.androidInstallVideoLocation : '';
  return device || locations.existingUserGuideVideoLocation || locations.generalInstallVideoLocation;
}

const INSTALL_HINTS: Record<string, string> = {
  iOS: 'To install Soroban Quiz on your iPhone: tap the Share button in Safari, then Add to Home Screen.',
  Android: 'To install Soroban Quiz on your phone: open the browser menu (⋮), then tap Install app or Add to Home screen.',
};

export function WelcomeDialog({ locations, onDone }: { locations: Locations; onDone: () => void }) {
  const hint = INSTALL_HINTS[osName()] ?? 'Here is how the soroban works. When you are ready, start with unit 1.';
  return (
    <Dialog open fullWidth maxWidth="md" aria-labelledby="welcome-title">
      <DialogTitle id="welcome-title">Welcome to Soroban Quiz!</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{hint}</DialogContentText>
        <VideoPlayer location={welcomeVideo(locations)} title="Welcome" />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          DONE
        </Button>
      </DialogActions>
    </Dialog>
  );
}
