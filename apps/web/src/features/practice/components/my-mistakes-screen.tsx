import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MISTAKE_RIGHT_DAYS } from '@soroban/contracts';
import { Link as RouterLink } from 'react-router';
import { Loading } from '@/components/loading';
import { problemText } from '@/components/todays-practice/problem-text';
import { MY_MISTAKES_PATH } from '@/components/todays-practice/todays-practice-card';
import { useMyMistakes } from '@/components/todays-practice/todays-practice-api';

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/**
 * /launchpad/mymistakes: every problem the learner got wrong and has not yet answered right on two
 * different days, with what went wrong and how far it is, and "Redo my mistakes".
 */
export function MyMistakesScreen() {
  const mistakes = useMyMistakes();
  if (mistakes.isError) return <Alert severity="error">Your mistakes could not be loaded: {mistakes.error.message}</Alert>;
  if (!mistakes.data) return <Loading />;
  const { count } = mistakes.data;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        My mistakes
      </Typography>
      <Typography color="textSecondary">
        Every problem you got wrong waits here. Answer it right on {MISTAKE_RIGHT_DAYS} different days, in any quiz, and it leaves the list.
      </Typography>
      {count === 0 ? (
        <Alert severity="success" role="status">
          No mistakes to redo. Problems you get wrong in any quiz will wait for you here.
        </Alert>
      ) : (
        <>
          <div>
            <Button component={RouterLink} to={`${MY_MISTAKES_PATH}/quiz`} variant="contained" size="large">
              Redo my mistakes
            </Button>
          </div>
          <Paper>
            <List aria-label="Kept mistakes">
              {mistakes.data.mistakes.map((mistake, i) => (
                <ListItem key={mistake.key} divider={i < mistakes.data.mistakes.length - 1} sx={{ display: 'block' }} data-testid="mistake">
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }} useFlexGap>
                    <Typography component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: '1.25rem', fontWeight: 600 }}>
                      {problemText(mistake.display)}
                    </Typography>
                    <Typography component="span" color="textSecondary" variant="body2">
                      missed {times(mistake.timesMissed)}
                    </Typography>
                  </Stack>
                  {mistake.diagnosis && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      What went wrong: {mistake.diagnosis.message}
                    </Typography>
                  )}
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                    <LinearProgress
                      variant="determinate"
                      value={(100 * mistake.rightDays) / MISTAKE_RIGHT_DAYS}
                      sx={{ width: 80, height: 8, borderRadius: 4 }}
                      aria-hidden
                    />
                    <Typography variant="body2" color="textSecondary">
                      Right on {mistake.rightDays} of {MISTAKE_RIGHT_DAYS} days
                    </Typography>
                  </Stack>
                </ListItem>
              ))}
            </List>
          </Paper>
          {count > mistakes.data.mistakes.length && (
            <Typography color="textSecondary">
              The {mistakes.data.mistakes.length} missed most often are shown, of {count}.
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
