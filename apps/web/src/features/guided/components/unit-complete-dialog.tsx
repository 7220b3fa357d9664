import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Celebration } from '@/components/celebration/celebration';
import { useSoundEffects } from '@/components/celebration/sound-effects';
import { SumoMarker } from '@/features/guided/components/sumo-marker';
import type { Module } from '@/features/guided/components/progress-since';
import styles from '@/features/guided/components/unit-complete.module.css';

interface Props {
  unit: Module;
  /** The unit the learner works on now, if the program goes on. */
  next: Module | null;
  onClose: () => void;
}

/**
 * A guided unit finished: the program's biggest celebration (the sumo cheering among stars and
 * confetti, the unit's fanfare unless sounds are off), once per unit on this device. Still under
 * reduced motion.
 */
export function UnitCompleteDialog({ unit, next, onClose }: Props) {
  const play = useSoundEffects();
  useEffect(() => play('unit'), [play]);
  const activities = unit.activities.length;
  return (
    <Dialog open onClose={onClose} aria-labelledby="unit-complete-title" maxWidth="xs" fullWidth>
      <DialogContent sx={{ pt: 4, overflow: 'visible' }}>
        <Celebration size="unit">
          <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1 }}>
            <div className={styles.sumo}>
              <SumoMarker size={112} label="The sumo cheering" />
            </div>
            <DialogTitle id="unit-complete-title" component="h2" variant="h4" sx={{ p: 0 }}>
              Unit {unit.unitNumber} complete!
            </DialogTitle>
            <Typography>
              {unit.moduleName}: all {activities} activities done.
            </Typography>
            {next && (
              <Typography color="textSecondary">
                Next: Unit {next.unitNumber}, {next.moduleName}.
              </Typography>
            )}
          </Stack>
        </Celebration>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" size="large" onClick={onClose} autoFocus>
          {next ? `On to unit ${next.unitNumber}` : 'Brilliant!'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
