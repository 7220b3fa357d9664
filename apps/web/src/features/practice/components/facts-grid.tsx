import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useFactFluency } from '@/features/practice/api/fact-fluency';

type FactType = Parameters<typeof useFactFluency>[0];

/**
 * Mastery at a glance: one square per fact practised, green when fluent (the latest answer right
 * within the threshold), amber when right but slow, red when missed.
 */
export function FactsGrid({ type, thresholdMs }: { type: FactType; thresholdMs: number }) {
  const fluency = useFactFluency(type, thresholdMs);
  const facts = fluency.data?.facts ?? [];
  if (facts.length === 0) return <Typography color="text.secondary">Your facts grid fills in as you practise.</Typography>;
  const fluent = facts.filter((fact) => fact.fluent).length;
  return (
    <Stack spacing={1}>
      <Typography>
        {fluent} of {facts.length} facts fluent within {thresholdMs / 1000} s
      </Typography>
      <Box role="list" aria-label="Facts grid" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 0.5 }}>
        {[...facts]
          .sort((a, b) => a.factKey.localeCompare(b.factKey, 'en', { numeric: true }))
          .map((fact) => {
            const state = fact.fluent ? 'fluent' : fact.correct > 0 ? 'slow' : 'missed';
            const colour = { fluent: 'success.light', slow: 'warning.light', missed: 'error.light' }[state];
            return (
              <Tooltip key={fact.factKey} title={`${fact.attempts} tries, last ${(fact.lastTimeMs / 1000).toFixed(1)} s`}>
                <Box
                  role="listitem"
                  aria-label={`${fact.factKey}: ${state}`}
                  sx={{ bgcolor: colour, borderRadius: 1, p: 0.5, textAlign: 'center', fontSize: '0.8rem', fontFamily: 'ui-monospace, monospace' }}
                >
                  {fact.factKey}
                </Box>
              </Tooltip>
            );
          })}
      </Box>
    </Stack>
  );
}
