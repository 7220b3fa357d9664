import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExamResult, ExamWrongItem } from '@soroban/contracts';
import { SECTION_NAMES, resultHeadline } from '@/features/exams/components/exam-words';

const shown = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 20 });

function itemText(item: ExamWrongItem): string {
  const d = item.display;
  if (d.kind === 'list') return d.numbers.map((n, i) => (i === 0 ? shown(n) : n < 0 ? ` − ${shown(-n)}` : ` + ${shown(n)}`)).join('');
  if (d.kind === 'binary') return `${d.unit === 'yen' ? '¥' : ''}${shown(d.a)} ${d.op} ${shown(d.b)}`;
  return `${d.n} + ? = ${d.target}`;
}

/** The result sheet: the verdict line, then every wrong item with the right answer. */
export function ExamResultSheet({
  result,
  wrong,
  onAgain,
  againLabel = 'Back to mock exams',
}: {
  result: ExamResult;
  wrong: readonly ExamWrongItem[];
  onAgain: () => void;
  againLabel?: string;
}) {
  const firstOf = (section: number) => result.sections.slice(0, section).reduce((sum, s) => sum + s.items, 0);
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" data-testid="exam-verdict" color={result.passed ? 'success' : 'textPrimary'}>
        {resultHeadline(result)}
      </Typography>
      {result.late && <Alert severity="warning">The sheet arrived after the time and its grace, so no answer was counted.</Alert>}
      <Typography color="textSecondary">{`Paper seed ${result.seed}: sit the same paper again with it.`}</Typography>
      <Typography component="h2" variant="h6">
        {wrong.length === 0 ? 'Every item right.' : `${wrong.length} items to look at again`}
      </Typography>
      {wrong.length > 0 && (
        <Box component="ul" sx={{ pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {wrong.map((item) => (
            <li key={`${item.section}-${item.index}`}>
              <Typography variant="body2">
                {`No. ${firstOf(item.section) + item.index + 1} (${SECTION_NAMES[result.sections[item.section]!.kind]}): ${itemText(item)} = `}
                <strong>{shown(item.answer)}</strong>
                {item.given === null ? ' — left empty' : ` — you wrote ${shown(item.given)}`}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box>
        <Button variant="contained" onClick={onAgain}>
          {againLabel}
        </Button>
      </Box>
    </Stack>
  );
}
