import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_BASE, sitePaths } from '@/lib/config';

const FEATURES = [
  ['A guided program', 'Thirty-plus units from the first bead moves to 1-kyu, with jump quizzes to skip what you know.'],
  ['A digital soroban', 'Tap the beads on any screen: 9 to 27 rods, unit dots, keyboard control.'],
  ['Mental math', 'Anzan, flash anzan timed to the frame, and audible anzan read the traditional way.'],
  ['Facts and 100-problem drills', 'Fluency you can see: every fact timed, mastery at a glance.'],
  ['Rewards', 'Coins from practice buy virtual stocks and kanji you can learn to draw.'],
  ['Classrooms', 'Teachers create a class, students join with a code, progress is visible at once.'],
] as const;

export function HomePage() {
  return (
    <Stack spacing={4}>
      <Stack spacing={2} sx={{ textAlign: 'center' }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
          Learn the soroban and mental arithmetic
        </Typography>
        <Typography variant="h6" color="textSecondary">
          Soroban Quiz is a step-by-step trainer for students, parents and teachers.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" size="large" href={sitePaths.register}>
            Create account
          </Button>
          <Button variant="outlined" size="large" href={`${APP_BASE}/login`}>
            Sign in
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        {FEATURES.map(([title, text]) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper sx={{ p: 2, height: '100%' }}>
              <Typography component="h2" variant="h6">
                {title}
              </Typography>
              <Typography color="textSecondary">{text}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
