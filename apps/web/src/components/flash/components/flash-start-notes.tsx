import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { describePlan, planFlash } from '@/components/flash/engine/flash-plan';
import { beepChosen, chooseBeep } from '@/components/flash/engine/flash-settings';
import { measureDisplayRate } from '@/components/flash/engine/frame-interval';

interface Props {
  count: number;
  seconds: number;
}

/** Under the flash settings: the level's real time on this display, the beep choice and the photosensitivity note. */
export function FlashStartNotes({ count, seconds }: Props) {
  const [hz, setHz] = useState<number | null>(null);
  const [withBeep, setWithBeep] = useState(beepChosen);

  useEffect(() => {
    let live = true;
    void measureDisplayRate().then((rate) => live && setHz(rate));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body2" color="textSecondary">
        A round that stutters, or is hidden, does not count and is shown again with the same numbers.
      </Typography>
      {/* The frame arithmetic is for the curious: a details line, closed until asked for. */}
      <Box component="details" sx={{ typography: 'body2', color: 'text.secondary' }}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          Timing on this screen
        </Box>
        <span data-testid="flash-timing">
          {hz ? `${describePlan(planFlash(count, seconds, hz))}.` : 'Measuring this screen…'} Timing is counted in screen frames; a number off its planned
          frames voids the round.
        </span>
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={withBeep}
            onChange={(event) => {
              chooseBeep(event.target.checked);
              setWithBeep(event.target.checked);
            }}
          />
        }
        label="Beep with each number"
      />
      <Typography variant="body2" color="textSecondary">
        Photosensitivity: numbers change several times a second at the faster levels. The background stays steady, with no colour or brightness flashes; stop
        and rest if you feel unwell.
      </Typography>
    </Stack>
  );
}
