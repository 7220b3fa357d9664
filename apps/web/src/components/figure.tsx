import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One labelled number in a row of them (a profile's level and streak, a quiz's score and pace). */
export function Figure({ label, value, icon }: { label: string; value: string | number; icon?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 110 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        {icon}
        {value}
      </Typography>
    </Paper>
  );
}
