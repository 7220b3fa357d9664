import Typography from '@mui/material/Typography';
import { SorobanPanel } from '@/features/soroban/components/soroban-panel';

/** /launchpad/soroban/digitalsoroban and each practice route's /digitalsoroban. */
export function DigitalSorobanScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <>
      <Typography component="h1" variant="h5" gutterBottom>
        Digital soroban
      </Typography>
      <SorobanPanel startFullScreen={fullScreen} />
    </>
  );
}
