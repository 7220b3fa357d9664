/**
 * How fast a right answer must come for a fact to count as fluent. 3 s is the classic "without
 * counting" rule and the default; 6 s (XtraMath's default), 2 s and 1.5 s can be chosen. The choice
 * travels in the quiz's params (`thresholdMs`) and grades it on the server.
 */
export const FLUENCY_THRESHOLDS_MS = [6000, 3000, 2000, 1500] as const;
export type FluencyThresholdMs = (typeof FLUENCY_THRESHOLDS_MS)[number];
export const DEFAULT_FLUENCY_THRESHOLD_MS: FluencyThresholdMs = 3000;

/** A fact left unanswered this long counts as not fluent and the next one comes. */
export const FACT_TIMEOUT_MS = 20_000;

export function isFluent(correct: boolean, timeMs: number, thresholdMs: number = DEFAULT_FLUENCY_THRESHOLD_MS): boolean {
  return correct && timeMs <= thresholdMs;
}
