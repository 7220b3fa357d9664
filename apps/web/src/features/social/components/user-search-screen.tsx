import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useUserSearch } from '@/features/social/api/user-search';
import { PersonList } from '@/features/social/components/person-list';

/** /launchpad/friendlist/usersearch: find people by part of their display name. */
export function UserSearchScreen() {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const search = useUserSearch(deferred);
  const people = search.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Find people
      </Typography>
      <TextField label="Display name" value={query} onChange={(event) => setQuery(event.target.value.slice(0, 40))} autoFocus />
      {deferred && (
        <Paper sx={{ p: 1 }}>
          <PersonList people={people} empty={search.isPending ? 'Searching…' : `Nobody's name contains “${deferred}”.`} />
          {search.hasNextPage && <Button onClick={() => void search.fetchNextPage()}>Load more</Button>}
        </Paper>
      )}
    </Stack>
  );
}
