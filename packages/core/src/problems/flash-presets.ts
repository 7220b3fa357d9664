import type { FlashParams } from './flash.ts';

export interface FlashPreset {
  readonly id: string;
  readonly label: string;
  /** True for the Japan Flash Anzan Association's own grades (3–20 dan); false for the app's steps below. */
  readonly official: boolean;
  readonly params: Omit<FlashParams, 'rounds'>;
}

/** A JFAA grading round has 10 problems; 7 right passes, 5–6 is 準合格 (see grading). */
export const FLASH_ROUNDS_PER_TEST = 10;

const preset = (id: string, label: string, official: boolean, digits: number, count: number, seconds: number): FlashPreset => ({
  id,
  label,
  official,
  params: { digits, count, seconds },
});

const appKyu = (kyu: number, digits: number, count: number, seconds: number) => preset(`${kyu}-kyu`, `${kyu} kyu (app)`, false, digits, count, seconds);
const appDan = (dan: number, label: string, digits: number, count: number, seconds: number) =>
  preset(`${dan}-dan`, `${label} (app)`, false, digits, count, seconds);
const dan = (n: number, count: number, seconds: number) => preset(`${n}-dan`, `${n} dan`, true, 3, count, seconds);

/**
 * The flash ladder, easiest first. 3–20 dan are the JFAA grades of DOMAIN.md: 6, 8, 10, 12 and
 * then 15 three-digit numbers, 15 numbers from 8 s at 7 dan down to 1.5 s at 20 dan, 11–19 dan
 * 0.2 s then 0.1 s apart. The JFAA's table below 3 dan was not found, so 10 kyu – 2 dan are the app's
 * own steps (labelled so) through the secondary figures DOMAIN.md gives: 10 kyu 1 digit × 4,
 * 6 kyu 2 × 6 in 9 s, 5 kyu 2 × 7 in 10 s, 3 digits from 1 kyu, 2 dan 3 × 4 in 4 s.
 */
export const FLASH_PRESETS: readonly FlashPreset[] = [
  appKyu(10, 1, 4, 4),
  appKyu(9, 1, 5, 4),
  appKyu(8, 1, 7, 5),
  appKyu(7, 1, 10, 6),
  appKyu(6, 2, 6, 9),
  appKyu(5, 2, 7, 10),
  appKyu(4, 2, 10, 10),
  appKyu(3, 2, 10, 8),
  appKyu(2, 2, 15, 10),
  appKyu(1, 3, 3, 5),
  appDan(1, '初段', 3, 3, 4),
  appDan(2, '2 dan', 3, 4, 4),
  dan(3, 6, 5),
  dan(4, 8, 6),
  dan(5, 10, 7),
  dan(6, 12, 8),
  dan(7, 15, 8),
  dan(8, 15, 6),
  dan(9, 15, 4.5),
  dan(10, 15, 3),
  dan(11, 15, 2.8),
  dan(12, 15, 2.6),
  dan(13, 15, 2.4),
  dan(14, 15, 2.2),
  dan(15, 15, 2),
  dan(16, 15, 1.9),
  dan(17, 15, 1.8),
  dan(18, 15, 1.7),
  dan(19, 15, 1.6),
  dan(20, 15, 1.5),
];
