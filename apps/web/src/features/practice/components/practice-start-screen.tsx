import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { unlockPageAudio } from '@/lib/page-audio';
import { FactsGrid } from '@/features/practice/components/facts-grid';
import { FlashStartNotes } from '@/components/flash/components/flash-start-notes';
import { beepChosen } from '@/components/flash/engine/flash-settings';
import { initialChoices, modeOfPath } from '@/features/practice/modes/practice-modes';

/** A practice mode's start screen: its settings, then Start (the quiz runs on the /quiz route). */
export function PracticeStartScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const found = modeOfPath(pathname);
  const [chosen, setChosen] = useState(() => (found ? initialChoices(found.mode) : {}));
  const [instantFeedback, setInstantFeedback] = useState(true);

  useEffect(() => {
    if (found) document.title = `${found.mode.title} · Soroban Quiz`;
  }, [found]);

  if (!found) return null;
  const { mode, row, base } = found;
  const spec = mode.toSpec(chosen);
  const factsType = spec.type.startsWith('facts-') || spec.type.endsWith('-pairs') || /^(5P|10P|[ASMD])100$/.test(spec.type) ? spec.type : undefined;

  const start = () => {
    // In the tap itself, or Safari keeps the audible reading and the flash beep silent.
    if (mode.presentation === 'audible' || (mode.presentation === 'flash' && beepChosen())) unlockPageAudio();
    void navigate(`${base}/quiz`, { state: { spec, instantFeedback, readingStyle: chosen.style ?? 'plain', title: mode.title, backlink: base } });
  };

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {mode.title}
      </Typography>
      <Typography color="textSecondary">{mode.intro}</Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {mode.choices.map((choice) => (
            <TextField
              key={choice.id}
              select
              label={choice.label}
              value={chosen[choice.id] ?? choice.initial}
              onChange={(event) => setChosen({ ...chosen, [choice.id]: event.target.value })}
              sx={{ minWidth: 160 }}
            >
              {choice.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
        {spec.type === 'flash' && <FlashStartNotes count={spec.params.count} seconds={spec.params.seconds} />}
        <FormControlLabel
          control={<Checkbox checked={instantFeedback} onChange={(event) => setInstantFeedback(event.target.checked)} />}
          label="Show right or wrong after each answer"
          sx={{ mt: 1 }}
        />
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" onClick={start}>
            Start
          </Button>
          {spec.type === 'flash' && (
            <Button component={RouterLink} to={`${base}/speed`} variant="outlined" size="large">
              Find my flash speed
            </Button>
          )}
          {row.soroban && (
            <Button component={RouterLink} to={`${base}/digitalsoroban`} variant="outlined" size="large">
              Digital soroban
            </Button>
          )}
        </Stack>
      </Paper>
      {factsType && (
        <Paper sx={{ p: 2 }} component="section" aria-label="Facts mastery">
          <Typography component="h2" variant="h6" gutterBottom>
            Your facts
          </Typography>
          <FactsGrid type={factsType as Parameters<typeof FactsGrid>[0]['type']} thresholdMs={Number(chosen.threshold ?? 3000)} />
        </Paper>
      )}
    </Stack>
  );
}
