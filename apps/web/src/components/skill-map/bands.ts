import { type MasteryBand, masteryBand } from '@soroban/core';

/*
 * The skill map's colours: one per mastery band, far apart in lightness as well as hue, so weak
 * (light red), learning (yellow) and mastered (dark green) read apart in grey too; unseen is white
 * with a dashed border, never a colour of the scale, so "not practised" is not taken for "weak".
 */
export const BAND_STYLE: Readonly<Record<MasteryBand, { bg: string; fg: string; border: string; label: string }>> = {
  unseen: { bg: '#ffffff', fg: '#616161', border: '1px dashed #9e9e9e', label: 'Not practised yet' },
  weak: { bg: '#ef9a9a', fg: '#4a0000', border: '1px solid #e57373', label: 'Weak (under 50 %)' },
  learning: { bg: '#ffe082', fg: '#3e2a00', border: '1px solid #ffca28', label: 'Learning (50–79 %)' },
  mastered: { bg: '#2e7d32', fg: '#ffffff', border: '1px solid #1b5e20', label: 'Mastered (80 % or more)' },
};

export const bandStyle = (mastery: number | null) => BAND_STYLE[masteryBand(mastery)];

export const percent = (value: number) => `${Math.round(value * 100)} %`;

/** The small mark of a complement family in a cell (direct has none). */
export const FAMILY_MARK: Readonly<Record<string, string>> = { direct: '', 'five-complement': 'S', 'ten-complement': 'B', mixed: 'M' };
