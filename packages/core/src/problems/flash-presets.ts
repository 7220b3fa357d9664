import type { FlashParams } from './flash.ts';

export interface FlashPreset {
  readonly id: string;
  readonly label: string;
  readonly params: Omit<FlashParams, 'rounds'>;
}

/** A JFAA grading round has 10 problems; 7 right passes (see grading). */
export const FLASH_ROUNDS_PER_TEST = 10;

const preset = (id: string, label: string, digits: number, count: number, seconds: number): FlashPreset => ({
  id,
  label,
  params: { digits, count, seconds },
});

/**
 * Easiest first. Beginner 1 digit × 4 in 4 s and 3–20 dan are from DOMAIN.md (JFAA grades); the
 * steps between are app choices that raise one thing at a time (count, then digits, then speed),
 * with 2 digits from about 6 kyu as schools do.
 */
export const FLASH_PRESETS: readonly FlashPreset[] = [
  preset('beginner', 'Beginner', 1, 4, 4),
  preset('step-1', '1 digit · 5', 1, 5, 4),
  preset('step-2', '1 digit · 10', 1, 10, 7),
  preset('step-3', '2 digits · 3', 2, 3, 5),
  preset('step-4', '2 digits · 5', 2, 5, 5),
  preset('step-5', '2 digits · 10', 2, 10, 8),
  preset('step-6', '3 digits · 3', 3, 3, 4),
  preset('step-7', '3 digits · 5', 3, 5, 5),
  preset('3-dan', '3 dan', 3, 6, 5),
  preset('4-dan', '4 dan', 3, 8, 6),
  preset('5-dan', '5 dan', 3, 10, 7),
  preset('6-dan', '6 dan', 3, 12, 8),
  preset('7-dan', '7 dan', 3, 15, 8),
  preset('8-dan', '8 dan', 3, 15, 6),
  preset('9-dan', '9 dan', 3, 15, 4.5),
  preset('10-dan', '10 dan', 3, 15, 3),
  preset('15-dan', '15 dan', 3, 15, 2),
  preset('20-dan', '20 dan (record range)', 3, 15, 1.5),
];
