import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FactState } from '@soroban/core';
import { useFactFluency } from '@/features/practice/api/fact-fluency';

type FactType = Parameters<typeof useFactFluency>[0];

/** Each state's colour and words; wrong is never shown as "right but slow". */
const STATES: Record<FactState, { colour: string; words: string }> = {
  mastered: { colour: 'success.main', words: 'mastered' },
  fast: { colour: 'success.light', words: 'right in time once' },
  slow: { colour: 'warning.light', words: 'right but slow' },
  wrong: { colour: 'error.light', words: 'wrong or timed out' },
};
const ORDER: FactState[] = ['mastered', 'fast', 'slow', 'wrong'];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Mastery at a glance: one square per fact met (in facts quizzes and the 100-problem tools alike),
 * dark green when mastered (right within the threshold in 2 of the last 3 tries), then by the
 * latest try: light green right in time, amber right but slow, red wrong.
 */
export function FactsGrid({ type, thresholdMs }: { type: FactType; thresholdMs: number }) {
  const fluency = useFactFluency(type, thresholdMs);
  const data = fluency.data;
  const facts = data?.facts ?? [];
  if (!data || facts.length === 0) return <Typography color="textSecondary">Your facts grid fills in as you practise.</Typography>;
  const mastered = facts.filter((fact) => fact.state === 'mastered').length;
  return (
    <Stack spacing={1.5}>
      <Typography>
        {mastered} of {facts.length} facts mastered within {thresholdMs / 1000} s{data.allowanceMs > 0 && ` (+${seconds(data.allowanceMs)} for your keypad)`}
      </Typography>
      <Typography variant="body2" color="textSecondary" data-testid="keypad-speed">
        {data.keypadMs === null
          ? 'Your keypad speed is measured on easy facts like 7 + 0 once you have answered a few.'
          : `Your keypad: ${seconds(data.keypadMs)} to type an answer you can see (facts like 7 + 0).`}
      </Typography>
      <Stack component="ul" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }} aria-label="Colours">
        {ORDER.map((state) => (
          <Stack component="li" key={state} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: STATES[state].colour }} />
            <Typography variant="body2">{STATES[state].words}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box role="list" aria-label="Facts grid" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))', gap: 0.5 }}>
        {[...facts]
          .sort((a, b) => a.factKey.localeCompare(b.factKey, 'en', { numeric: true }))
          .map((fact) => (
            <Tooltip key={fact.factKey} title={`${fact.correct} of ${fact.attempts} right, last ${seconds(fact.lastTimeMs)}`}>
              <Box
                role="listitem"
                tabIndex={0}
                aria-label={`${fact.factKey}: ${STATES[fact.state].words}`}
                sx={{
                  bgcolor: STATES[fact.state].colour,
                  color: fact.state === 'mastered' ? 'success.contrastText' : 'text.primary',
                  borderRadius: 1,
                  py: 0.75,
                  textAlign: 'center',
                  fontSize: '0.85rem',
                  fontFamily: 'ui-monospace, monospace',
                }}
              >
                {fact.factKey}
              </Box>
            </Tooltip>
          ))}
      </Box>
    </Stack>
  );
}
