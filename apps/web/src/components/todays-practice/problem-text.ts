import type { ProblemDisplayView } from '@soroban/contracts';

/** A problem on one line, as a learner reads it: '7 + 8', '17 − 8', '3 + ? = 10', '56 ÷ 8'. */
export function problemText(display: ProblemDisplayView): string {
  if (display.kind === 'list') return display.numbers.map((n, i) => (i === 0 ? String(n) : n < 0 ? `− ${-n}` : `+ ${n}`)).join(' ');
  if (display.kind === 'pair') return `${display.n} + ? = ${display.target}`;
  return `${display.a} ${display.op === '-' ? '−' : display.op} ${display.b}${display.unit === 'yen' ? ' yen' : ''}`;
}
