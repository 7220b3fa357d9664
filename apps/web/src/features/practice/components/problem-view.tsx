import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProblemDisplayView } from '@soroban/contracts';

import { formatNumber } from '@/features/practice/components/format-number';

const format = (n: number) => formatNumber(Math.abs(n));
const operand = (n: number, yen: boolean) => `${yen ? '¥' : ''}${formatNumber(n)}`;

/**
 * A problem the way the exams print it: lists as a right-aligned column (subtractions marked with
 * a minus), facts and products on one line.
 */
export function ProblemView({ display }: { display: ProblemDisplayView }) {
  if (display.kind === 'list') {
    const spoken = display.numbers.map((n, i) => (i === 0 ? format(n) : `${n < 0 ? 'minus' : 'plus'} ${format(n)}`)).join(', ');
    return (
      <Box
        role="img"
        aria-label={spoken}
        sx={{
          display: 'inline-grid',
          justifyItems: 'end',
          fontFamily: 'ui-monospace, "Roboto Mono", monospace',
          fontSize: { xs: '1.6rem', sm: '2rem' },
          fontVariantNumeric: 'tabular-nums',
          lineHeight: 1.25,
          px: 2,
          borderBottom: 3,
          borderColor: 'text.primary',
          pb: 0.5,
        }}
      >
        {display.numbers.map((n, i) => (
          <span key={i} aria-hidden>
            {n < 0 ? '−' : ''}
            {format(n)}
          </span>
        ))}
      </Box>
    );
  }
  const text =
    display.kind === 'pair'
      ? `${display.n} + ? = ${display.target}`
      : `${operand(display.a, display.unit === 'yen')} ${display.op} ${operand(display.b, false)} =${display.unit === 'yen' ? ' ¥' : ''}`;
  return (
    <Typography
      component="p"
      sx={{ fontFamily: 'ui-monospace, "Roboto Mono", monospace', fontSize: { xs: '2rem', sm: '2.75rem' }, fontWeight: 600, textAlign: 'center' }}
      aria-label={text.replace('×', 'times').replace('÷', 'divided by').replace('?', 'what').replaceAll('¥', 'yen ')}
    >
      {text}
    </Typography>
  );
}
