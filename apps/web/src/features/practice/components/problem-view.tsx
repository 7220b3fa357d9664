import type { ProblemDisplayView } from '@soroban/contracts';
import { formatNumber } from '@/features/practice/components/format-number';
import styles from '@/features/practice/components/problem-view.module.css';

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
      <div role="img" aria-label={spoken} className={styles.column}>
        {display.numbers.map((n, i) => (
          <span key={i} aria-hidden>
            {n < 0 ? '−' : ''}
            {format(n)}
          </span>
        ))}
      </div>
    );
  }
  const text =
    display.kind === 'pair'
      ? `${display.n} + ? = ${display.target}`
      : `${operand(display.a, display.unit === 'yen')} ${display.op} ${operand(display.b, false)} =${display.unit === 'yen' ? ' ¥' : ''}`;
  return (
    <p className={styles.line} aria-label={text.replace('×', 'times').replace('÷', 'divided by').replace('?', 'what').replaceAll('¥', 'yen ')}>
      {text}
    </p>
  );
}
