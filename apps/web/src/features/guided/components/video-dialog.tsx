import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { VideoPlayer, isLessonLocation } from '@/features/guided/components/video-player';

/**
 * The video dialog of SPEC 2.4: the lesson, then DONE. An in-app lesson is done only from its last
 * step, so DONE waits for it (a video is the learner's to watch: DONE is there at once).
 */
export function VideoDialog({ title, location, onDone }: { title: string; location: string; onDone: () => void }) {
  const [reachedEnd, setReachedEnd] = useState(!isLessonLocation(location));
  const onLessonEnd = useCallback(() => setReachedEnd(true), []);
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onDone} aria-labelledby="video-dialog-title">
      <DialogTitle id="video-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <VideoPlayer location={location} title={title} onLessonEnd={onLessonEnd} />
      </DialogContent>
      <DialogActions>
        {!reachedEnd && (
          <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
            Step through to the end of the lesson to finish it.
          </Typography>
        )}
        <Button variant="contained" onClick={onDone} disabled={!reachedEnd}>
          DONE
        </Button>
      </DialogActions>
    </Dialog>
  );
}
