/** How a problem is shown; the answer is kept apart so the server can send problems without it. */
export type ProblemDisplay =
  /** A vertical list summed top to bottom; negative numbers are subtracted. */
  | { readonly kind: 'list'; readonly numbers: readonly number[] }
  /** `a` and `b` may be decimals (3 kyu and up); `unit: 'yen'` marks a yen amount (円名数): a is yen, so is the answer. */
  | { readonly kind: 'binary'; readonly op: '+' | '-' | '×' | '÷'; readonly a: number; readonly b: number; readonly unit?: 'yen' }
  /** "What makes `target` with n?" */
  | { readonly kind: 'pair'; readonly target: 5 | 10; readonly n: number };

export interface Problem {
  readonly display: ProblemDisplay;
  /** A whole number, or from 3 kyu a decimal with at most ANSWER_DECIMALS places (the official rounding). */
  readonly answer: number;
  /** Stable id of an arithmetic fact ("7+8", "56÷8", "3+?=10") for per-fact fluency; facts and tools only. */
  readonly factKey?: string;
}

export interface ProblemSet {
  readonly problems: readonly Problem[];
}
