import CheckIcon from '@mui/icons-material/Check';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const PLANS = [
  {
    name: 'Free',
    price: 'Free',
    points: [
      'Every practice mode and the guided program',
      'Coins, stocks and kanji rewards',
      'Friends, Top 100 and classrooms',
      'Small ads in the page margins',
    ],
  },
  {
    name: 'Paid',
    price: 'Through your school',
    points: ['Everything in Free', 'No ads anywhere', 'Granted by your school, club or the operator of this site'],
  },
] as const;

/** The pricing page the margin ads link to (SPEC 2.1, 6). */
export function PricingPage() {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Plans
      </Typography>
      <Grid container spacing={2}>
        {PLANS.map((plan) => (
          <Grid key={plan.name} size={{ xs: 12, sm: 6 }}>
            <Paper sx={{ p: 3, height: '100%' }} component="section" aria-labelledby={`plan-${plan.name}`}>
              <Typography id={`plan-${plan.name}`} component="h2" variant="h5">
                {plan.name}
              </Typography>
              <Typography color="primary" variant="h6">
                {plan.price}
              </Typography>
              <List dense>
                {plan.points.map((point) => (
                  <ListItem key={point}>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <CheckIcon color="success" aria-hidden />
                    </ListItemIcon>
                    <ListItemText primary={point} />
                  </ListItem>
                ))}
              </List>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Typography color="textSecondary">
        There is no payment form here: a paid subscription is granted to an account by its school or by the operator of this site. Ask your teacher, or the
        operator, to upgrade your account.
      </Typography>
    </Stack>
  );
}
