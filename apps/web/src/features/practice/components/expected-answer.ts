import type { ProblemDisplayView } from '@soroban/contracts';
import { officialAnswer } from '@soroban/core';

/**
 * The answer a problem's display implies. Only for instant feedback: the score is the server's,
 * graded from its own seed, so knowing this changes nothing that counts.
 */
export function expectedAnswer(display: ProblemDisplayView): number {
  switch (display.kind) {
    case 'list':
      return display.numbers.reduce((sum, n) => sum + n, 0);
    case 'pair':
      return display.target - display.n;
    case 'binary':
      if (display.op === '+') return display.a + display.b;
      if (display.op === '-') return display.a - display.b;
      // × and ÷ as the papers answer them: yen and decimal items with the official rounding.
      return officialAnswer(display);
  }
}
