import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A screen whose feature arrives in a later release; every route resolves meanwhile. */
export function ComingSoon({ screen }: { screen: string }) {
  return (
    <Paper sx={{ p: 4, my: 4, textAlign: 'center' }} variant="outlined">
      <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        {screen}
      </Typography>
      <Typography color="textSecondary">This part of Soroban Quiz is coming in a later release.</Typography>
    </Paper>
  );
}
