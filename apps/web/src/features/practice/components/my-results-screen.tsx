import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QUIZ_TYPES, type QuizType } from '@soroban/contracts';
import { PRACTICE_TYPE_NAMES } from '@soroban/core';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Loading } from '@/components/loading';
import { useMyResults } from '@/features/practice/api/my-results';
import { resultsPath } from '@/features/practice/components/results-path';
import { formatMoment } from '@/lib/dates';

const isQuizType = (value: string | null): value is QuizType => value !== null && (QUIZ_TYPES as string[]).includes(value);

/** One page of results; the last page shown offers the next older one. */
function ResultsPage({ type, before, onOlder }: { type: QuizType | undefined; before: number | undefined; onOlder?: (quizId: number) => void }) {
  const page = useMyResults(type, before);
  if (!page.data) return <Loading />;
  const { quizzes, hasMore } = page.data;
  if (quizzes.length === 0 && before === undefined) {
    return <Typography color="textSecondary">No finished quizzes{type ? ' of this kind' : ''} yet.</Typography>;
  }
  const last = quizzes.at(-1);
  return (
    <>
      {/* A list may hold only items (axe 'list'): each link and the Show older button sits in one. */}
      {quizzes.map((quiz) => (
        <ListItem key={quiz.quizId} disablePadding divider>
          <ListItemButton component={RouterLink} to={resultsPath('summary', quiz.quizId)}>
            <ListItemText
              primary={`${quiz.correct} / ${quiz.total}${quiz.passed ? ' ✓ passed' : ''} · ${quiz.label}`}
              secondary={formatMoment(quiz.finishedAt)}
            />
          </ListItemButton>
        </ListItem>
      ))}
      {hasMore && last && onOlder && (
        <ListItem disablePadding>
          <Button onClick={() => onOlder(last.quizId)} sx={{ m: 1 }}>
            Show older
          </Button>
        </ListItem>
      )}
    </>
  );
}

/** /resultspage/history: "My results", one's past quizzes per mode, each reopening its summary and detail. */
export function MyResultsScreen() {
  const [search, setSearch] = useSearchParams();
  const typeParam = search.get('type');
  const type = isQuizType(typeParam) ? typeParam : undefined;
  // The cursors of the pages shown after the first; a new mode starts again from the newest.
  const [older, setOlder] = useState<{ type: QuizType | undefined; cursors: number[] }>({ type, cursors: [] });
  const cursors = older.type === type ? older.cursors : [];
  const pages = [undefined, ...cursors];
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        My results
      </Typography>
      <TextField
        select
        label="Mode"
        size="small"
        value={type ?? 'all'}
        onChange={(event) => setSearch(event.target.value === 'all' ? {} : { type: event.target.value }, { replace: true })}
        sx={{ maxWidth: 360 }}
      >
        <MenuItem value="all">All modes</MenuItem>
        {QUIZ_TYPES.map((option) => (
          <MenuItem key={option} value={option}>
            {PRACTICE_TYPE_NAMES[option]}
          </MenuItem>
        ))}
      </TextField>
      <Paper>
        <List aria-label="Past quizzes" disablePadding>
          {pages.map((before, i) => (
            <ResultsPage
              key={before ?? 'newest'}
              type={type}
              before={before}
              onOlder={i === pages.length - 1 ? (quizId) => setOlder({ type, cursors: [...cursors, quizId] }) : undefined}
            />
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
