import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { VideoPlayer } from '@/features/guided/components/video-player';

/** The video dialog of SPEC 2.4: the lesson, then DONE. */
export function VideoDialog({ title, location, onDone }: { title: string; location: string; onDone: () => void }) {
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onDone} aria-labelledby="video-dialog-title">
      <DialogTitle id="video-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <VideoPlayer location={location} title={title} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          DONE
        </Button>
      </DialogActions>
    </Dialog>
  );
}
