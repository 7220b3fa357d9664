import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** What a lazily loaded screen shows meanwhile (SPEC 2.1). */
export function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>Please wait loading...</Typography>
    </Box>
  );
}
