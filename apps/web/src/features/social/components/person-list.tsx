import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PersonSummary } from '@soroban/contracts';
import { useNavigate } from 'react-router';
import { useFollow } from '@/features/social/api/follow';

/** People with their follow state; a name opens the profile. */
export function PersonList({ people, empty }: { people: PersonSummary[]; empty: string }) {
  const navigate = useNavigate();
  const follow = useFollow();
  if (people.length === 0) return <Typography color="textSecondary">{empty}</Typography>;
  return (
    <List aria-label="People">
      {people.map((person) => (
        <ListItem
          key={person.userId}
          disablePadding
          secondaryAction={
            <Button
              variant={person.isFollowing ? 'outlined' : 'contained'}
              size="small"
              disabled={follow.isPending}
              onClick={() => follow.mutate({ userId: person.userId, follow: !person.isFollowing })}
              aria-label={`${person.isFollowing ? 'Unfollow' : 'Follow'} ${person.displayName}`}
            >
              {person.isFollowing ? 'Unfollow' : 'Follow'}
            </Button>
          }
        >
          <ListItemButton onClick={() => void navigate('/launchpad/profile', { state: { view: 'profile', userId: person.userId } })}>
            <ListItemText primary={<bdi>{person.displayName}</bdi>} secondary={person.isFriend ? 'Friend' : person.isFollowing ? 'Following' : undefined} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
