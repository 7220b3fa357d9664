/**
 * Reading paces for audible anzan, as the time from one number to the next. No body publishes an
 * official pace (DOMAIN.md), so these are app choices spanning a slow classroom reading to a
 * contest reader; custom paces stay within AUDIBLE_BOUNDS.paceMs.
 */
export const AUDIBLE_PACES = [
  { id: 'slow', label: 'Slow', paceMs: 2500 },
  { id: 'standard', label: 'Standard', paceMs: 1800 },
  { id: 'brisk', label: 'Brisk', paceMs: 1200 },
  { id: 'fast', label: 'Fast', paceMs: 800 },
  { id: 'contest', label: 'Contest', paceMs: 500 },
] as const;

export type AudiblePaceId = (typeof AUDIBLE_PACES)[number]['id'];
export const DEFAULT_AUDIBLE_PACE_MS = 1800;
