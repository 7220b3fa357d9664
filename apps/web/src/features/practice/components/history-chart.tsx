import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuizSummary } from '@soroban/contracts';

/** Accuracy of this mode's recent quizzes, oldest to newest; the latest bar is darker. */
export function HistoryChart({ quizzes }: { quizzes: readonly QuizSummary[] }) {
  const recent = [...quizzes].reverse();
  if (recent.length < 2) return <Typography color="textSecondary">Your history chart appears after two quizzes of this kind.</Typography>;
  const width = 320;
  const height = 120;
  const bar = width / recent.length;
  const summary = recent.map((q) => `${Math.round(q.accuracy * 100)}%`).join(', ');
  return (
    <Box>
      <svg viewBox={`0 0 ${width} ${height + 16}`} width="100%" role="img" aria-label={`Accuracy of your last ${recent.length} quizzes: ${summary}`}>
        <line x1={0} x2={width} y1={height * 0.3} y2={height * 0.3} stroke="#bdbdbd" strokeDasharray="4 4" />
        {recent.map((quiz, i) => {
          const h = Math.max(2, quiz.accuracy * height);
          return (
            <rect
              key={quiz.quizId}
              x={i * bar + 2}
              y={height - h}
              width={Math.max(2, bar - 4)}
              height={h}
              rx={2}
              fill={i === recent.length - 1 ? '#1b5e20' : quiz.passed ? '#66bb6a' : '#ef9a9a'}
            />
          );
        })}
        <text x={0} y={height + 14} fontSize={11} fill="#616161">
          older
        </text>
        <text x={width} y={height + 14} fontSize={11} fill="#616161" textAnchor="end">
          latest
        </text>
      </svg>
    </Box>
  );
}
