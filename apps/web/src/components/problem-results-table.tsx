import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DiagnosisStep, ProblemDisplayView, ResultItem } from '@soroban/contracts';
import type { ReactNode } from 'react';

// Not problemText of todays-practice: that one writes '−' for '-' and adds 'yen'; this table has
// always shown the operator as sent.
const problemLine = (display: ProblemDisplayView) => {
  if (display.kind === 'list') return display.numbers.map((n, i) => (i === 0 ? String(n) : n < 0 ? `− ${-n}` : `+ ${n}`)).join(' ');
  if (display.kind === 'pair') return `${display.n} + ? = ${display.target}`;
  return `${display.a} ${display.op} ${display.b}`;
};

/**
 * One finished quiz problem by problem: the problem (with what went wrong in a wrong list answer),
 * the answer given, the right answer and the time. The learner's results and the teacher's view of
 * a student both show it.
 */
export function ProblemResultsTable({
  items,
  answerHeading,
  stepHelp,
}: {
  items: readonly ResultItem[];
  /** Over the answers given: 'Your answer' to the learner, 'Answer given' to the teacher. */
  answerHeading: string;
  /** Shown under a diagnosis that names one bead step (the learner's "Show the right move"). */
  stepHelp?: (step: DiagnosisStep) => ReactNode;
}) {
  return (
    <Table size="small" aria-label="Problems and answers">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>Problem</TableCell>
          <TableCell align="right">{answerHeading}</TableCell>
          <TableCell align="right">Right answer</TableCell>
          <TableCell align="right">Time</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const diagnosis = item.diagnosis && item.diagnosis.kind !== 'unknown' ? item.diagnosis : null;
          return (
            <TableRow key={item.index} data-correct={item.correct} sx={{ bgcolor: item.correct ? undefined : 'error.50' }}>
              <TableCell>{item.index + 1}</TableCell>
              <TableCell>
                <Typography component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 'inherit' }}>
                  {problemLine(item.display)}
                </Typography>
                {diagnosis && (
                  <Typography variant="body2" color="textSecondary" data-testid="diagnosis" sx={{ mt: 0.5, minWidth: 220 }}>
                    What went wrong: {diagnosis.message}
                  </Typography>
                )}
                {diagnosis?.step && stepHelp?.(diagnosis.step)}
              </TableCell>
              <TableCell align="right" sx={{ color: item.correct ? 'success.main' : 'error.main', fontWeight: 600 }}>
                {item.given ?? '—'} {item.correct ? '✓' : '✗'}
              </TableCell>
              <TableCell align="right">{item.answer}</TableCell>
              <TableCell align="right">{(item.timeMs / 1000).toFixed(1)} s</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
