/** How a problem is shown; the answer is kept apart so the server can send problems without it. */
export type ProblemDisplay =
  /** A vertical list summed top to bottom; negative numbers are subtracted. */
  | { readonly kind: 'list'; readonly numbers: readonly number[] }
  | { readonly kind: 'binary'; readonly op: '+' | '-' | '×' | '÷'; readonly a: number; readonly b: number }
  /** "What makes `target` with n?" */
  | { readonly kind: 'pair'; readonly target: 5 | 10; readonly n: number };

export interface Problem {
  readonly display: ProblemDisplay;
  readonly answer: number;
  /** Stable id of an arithmetic fact ("7+8", "56÷8", "3+?=10") for per-fact fluency; facts and tools only. */
  readonly factKey?: string;
}

export interface ProblemSet {
  readonly problems: readonly Problem[];
}
