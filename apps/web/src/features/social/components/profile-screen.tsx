import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { plural } from '@soroban/core';
import { Figure } from '@/components/figure';
import { CoinIcon } from '@/components/icons/coin-icon';
import { Loading } from '@/components/loading';
import { SkillMap } from '@/components/skill-map';
import { useFollow } from '@/features/social/api/follow';
import { useProfile } from '@/features/social/api/profile';
import { formatDay } from '@/lib/dates';

/**
 * /launchpad/profile: one's own (bottom bar) or another person's (route state userId). `ownActions`
 * (composed in app/, like the feedback video upload) show on one's own profile only.
 */
export function ProfileScreen({ ownActions }: { ownActions?: ReactNode }) {
  const userId = (useLocation().state as { userId?: number } | null)?.userId;
  const profile = useProfile(userId);
  const follow = useFollow();
  const p = profile.data?.profile;
  if (!p) return <Loading />;
  const most = Math.max(1, ...p.recentPractice.map((day) => day.quizzes));
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Box>
          <Typography component="h1" variant="h4">
            <bdi>{p.displayName}</bdi>
          </Typography>
          <Typography color="textSecondary">Member since {formatDay(p.memberSince)}</Typography>
        </Box>
        {p.isMe ? (
          <Button component={RouterLink} to="/launchpad/profile/following" variant="outlined">
            Following ({p.following})
          </Button>
        ) : (
          <Button
            variant={p.isFollowing ? 'outlined' : 'contained'}
            onClick={() => follow.mutate({ userId: p.userId, follow: !p.isFollowing })}
            disabled={follow.isPending}
          >
            {p.isFollowing ? 'Unfollow' : 'Follow'}
          </Button>
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label="Level" value={p.level} />
        <Figure label="Working on" value={p.workingUnit ?? '—'} />
        <Figure label="Streak" value={plural(p.streak, 'day')} />
        <Figure label="Coins" value={p.coins} icon={<CoinIcon />} />
        <Figure label="Kanji" value={p.kanjiCollected} />
        <Figure label="Followers" value={p.followers} />
      </Stack>
      <Paper sx={{ p: 2 }} component="section" aria-label="Recent practice">
        <Typography component="h2" variant="h6" gutterBottom>
          Last 14 days
        </Typography>
        {/* Stretched to the card's width at a fixed height, the labels below in the page's type: in the
            SVG they grew with the card, to twice their size at 1280 px. */}
        <svg
          viewBox="0 0 280 76"
          width="100%"
          height={76}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Quizzes per day: ${p.recentPractice.map((d) => d.quizzes).join(', ')}`}
        >
          {p.recentPractice.map((day, i) => {
            const h = (day.quizzes / most) * 70;
            return <rect key={day.date} x={i * 20 + 2} y={75 - h} width={16} height={Math.max(1, h)} rx={2} fill={day.quizzes ? '#2e7d32' : '#e0e0e0'} />;
          })}
        </svg>
        <Typography component="div" variant="caption" color="textSecondary" sx={{ display: 'flex', justifyContent: 'space-between' }} aria-hidden>
          <span>{p.recentPractice[0] ? formatDay(p.recentPractice[0].date) : ''}</span>
          <span>today</span>
        </Typography>
      </Paper>
      {p.isMe && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {ownActions}
          <Button component={RouterLink} to="/resultspage/history">
            My results
          </Button>
          <Button component={RouterLink} to="/launchpad/studentclassroomadmin">
            Classroom
          </Button>
          <Button component={RouterLink} to="/launchpad/friendlist">
            Friends
          </Button>
          <Button component={RouterLink} to="/launchpad/friendlist/usersearch">
            Find people
          </Button>
        </Stack>
      )}
      {p.isMe && (
        <Paper sx={{ p: 2 }} component="section" aria-labelledby="skill-map-heading">
          <Typography id="skill-map-heading" component="h2" variant="h6" gutterBottom>
            Skill map
          </Typography>
          <SkillMap />
        </Paper>
      )}
    </Stack>
  );
}
