import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Loading } from '@/components/loading';
import { usePeopleList } from '@/features/social/api/people-lists';
import { PersonList } from '@/features/social/components/person-list';

const TEXT = {
  friends: { title: 'Friends', empty: 'No friends yet. Friends are people who follow you back: find classmates with Find people.' },
  following: { title: 'Following', empty: 'You follow nobody yet.' },
} as const;

/** /launchpad/friendlist and /launchpad/profile/following. */
export function PeopleListScreen({ list }: { list: 'friends' | 'following' }) {
  const people = usePeopleList(list);
  if (!people.data) return <Loading />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h1" variant="h4">
          {TEXT[list].title}
        </Typography>
        <Button component={RouterLink} to="/launchpad/friendlist/usersearch" variant="contained">
          Find people
        </Button>
      </Stack>
      <Paper sx={{ p: 1 }}>
        <PersonList people={people.data.pages.flatMap((page) => page.users)} empty={TEXT[list].empty} />
        {people.hasNextPage && <Button onClick={() => void people.fetchNextPage()}>Load more</Button>}
      </Paper>
    </Stack>
  );
}
