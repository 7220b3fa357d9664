/**
 * Reading paces for audible anzan, as the time from one number to the next. No body publishes an
 * official pace (DOMAIN.md), so these are app choices spanning a slow classroom reading to a
 * contest reader; custom paces stay within AUDIBLE_BOUNDS.paceMs.
 *
 * `metUpToDigits`: the longest numbers the rendered clips read within 10 % of the pace (checked by
 * bench/audible-pace.ts, which fails otherwise). Contest pace reads 4-digit numbers at about
 * 0.6 s even with the fastest voice that is still speech (CLIP_SPEEDS), so its label says so and
 * the round shows the pace achieved.
 */
export const AUDIBLE_PACES = [
  { id: 'slow', label: 'Slow', paceMs: 2500, metUpToDigits: 4 },
  { id: 'standard', label: 'Standard', paceMs: 1800, metUpToDigits: 4 },
  { id: 'brisk', label: 'Brisk', paceMs: 1200, metUpToDigits: 4 },
  { id: 'fast', label: 'Fast', paceMs: 800, metUpToDigits: 4 },
  { id: 'contest', label: 'Contest', paceMs: 500, metUpToDigits: 3 },
] as const;

/** "Contest (0.5 s, met up to 3 digits)": a pace's label never promises more than the clips read. */
export const audiblePaceLabel = (pace: (typeof AUDIBLE_PACES)[number]): string =>
  `${pace.label} (${pace.paceMs / 1000} s${pace.metUpToDigits < 4 ? `, met up to ${pace.metUpToDigits} digits` : ''})`;

export type AudiblePaceId = (typeof AUDIBLE_PACES)[number]['id'];
export const DEFAULT_AUDIBLE_PACE_MS = 1800;
