export { CLIP_SPEEDS, CLIP_TEXT, EN_PHRASES, JA_PHRASES } from './clips.ts';
export type { ClipSpeed, Voice } from './clips.ts';
export { MAX_SPOKEN, englishNumber, japaneseNumber } from './number-words.ts';
export { PRAISE_CLIP, readingOf } from './reading.ts';
export type { ReadingStyle, SpokenItem } from './reading.ts';
export { MIN_GAP_MS, scheduleReading } from './schedule.ts';
export type { ReadingSchedule } from './schedule.ts';
