import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { LaunchpadActivity } from '@soroban/contracts';

/** SPEC 2.4: the activity's title, its progress 'stepsComplete/steps' and START. */
export function ActivityCard({ activity, onStart, onClose }: { activity: LaunchpadActivity; onStart: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="activity-title" maxWidth="xs" fullWidth>
      <DialogTitle id="activity-title">{activity.name}</DialogTitle>
      <DialogContent>
        <Typography aria-label="Lesson progress">
          {activity.status.stepsComplete}/{activity.steps}
        </Typography>
        {activity.status.isJumped && <Typography color="textSecondary">Jumped: you passed the jump quiz for this unit.</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onStart} autoFocus>
          START
        </Button>
      </DialogActions>
    </Dialog>
  );
}
