import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BAND_STYLE } from './bands';

/** What the colours and marks of the grids mean. */
export function SkillLegend({ due = true, families = true }: { due?: boolean; families?: boolean }) {
  return (
    <Stack component="ul" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }} aria-label="Legend">
      {(['unseen', 'weak', 'learning', 'mastered'] as const).map((band) => (
        <Stack component="li" key={band} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 18, height: 18, borderRadius: '4px', bgcolor: BAND_STYLE[band].bg, border: BAND_STYLE[band].border }} />
          <Typography variant="body2">{BAND_STYLE[band].label}</Typography>
        </Stack>
      ))}
      {due && (
        <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 9, height: 9, borderRadius: '50%', bgcolor: '#1565c0' }} />
          <Typography variant="body2">Due for review</Typography>
        </Stack>
      )}
      {families && (
        <Box component="li">
          <Typography variant="body2" color="textSecondary">
            <b>S</b> small friend · <b>B</b> big friend · <b>M</b> mixed · no mark: direct
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
