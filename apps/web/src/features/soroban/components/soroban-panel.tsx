import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_RODS, MAX_RODS, MIN_RODS, createSoroban, readNumber } from '@soroban/core';
import { useEffect, useRef, useState } from 'react';
import { DigitalSoroban } from '@/components/soroban/digital-soroban';

const ROD_CHOICES = Array.from({ length: MAX_RODS - MIN_RODS + 1 }, (_, i) => MIN_RODS + i);

/**
 * The digital soroban with its controls: rod count (9–27), clear, an optional value readout (off
 * by default — reading the beads is the skill) and full screen, which the level routes start in.
 * Full screen is a modal dialog, so Tab stays on what can be seen and Escape leaves it; focus then
 * comes back to the full-screen button.
 */
export function SorobanPanel({ startFullScreen = false }: { startFullScreen?: boolean }) {
  const [rodCount, setRodCount] = useState(DEFAULT_RODS);
  const [rods, setRods] = useState(() => createSoroban(DEFAULT_RODS));
  const [showValue, setShowValue] = useState(false);
  const [fullScreen, setFullScreen] = useState(startFullScreen);

  const changeRodCount = (count: number) => {
    setRodCount(count);
    setRods(createSoroban(count));
  };

  const toggleButton = useRef<HTMLButtonElement>(null);
  const wasFullScreen = useRef(fullScreen);
  useEffect(() => {
    // The button that left full screen was in the dialog, which is gone: focus the one in the page.
    if (wasFullScreen.current && !fullScreen) toggleButton.current?.focus();
    wasFullScreen.current = fullScreen;
  }, [fullScreen]);

  const panel = (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
        <TextField select size="small" label="Rods" value={rodCount} onChange={(event) => changeRodCount(Number(event.target.value))} sx={{ width: 96 }}>
          {ROD_CHOICES.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={showValue} onChange={(event) => setShowValue(event.target.checked)} />} label="Show value" />
        <Button variant="outlined" onClick={() => setRods(createSoroban(rodCount))}>
          Clear
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          ref={fullScreen ? undefined : toggleButton}
          aria-label={fullScreen ? 'Leave full screen' : 'Full screen'}
          onClick={() => setFullScreen(!fullScreen)}
          autoFocus={fullScreen}
        >
          {fullScreen ? <CloseFullscreenIcon /> : <OpenInFullIcon />}
        </IconButton>
      </Stack>
      <DigitalSoroban rods={rods} onChange={setRods} />
      <Typography aria-live="polite" variant="h5" sx={{ mt: 2, textAlign: 'center', minHeight: '1.5em' }}>
        {showValue ? `Value: ${readNumber(rods).toLocaleString()}` : ''}
      </Typography>
    </>
  );

  if (fullScreen) {
    return (
      <Dialog
        open
        fullScreen
        onClose={() => setFullScreen(false)}
        aria-labelledby="soroban-full-screen-title"
        slotProps={{ paper: { sx: { p: 2, justifyContent: 'center', bgcolor: 'background.default' } } }}
      >
        <DialogTitle id="soroban-full-screen-title" sx={{ p: 0, mb: 1 }}>
          Digital soroban
        </DialogTitle>
        {panel}
      </Dialog>
    );
  }
  return (
    <Paper sx={{ p: { xs: 1, sm: 2 } }} aria-label="Digital soroban" component="section">
      {panel}
    </Paper>
  );
}
