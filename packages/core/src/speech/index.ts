export { CLIP_TEXT, EN_PHRASES, JA_PHRASES } from './clips.ts';
export type { Voice } from './clips.ts';
export { MAX_SPOKEN, englishNumber, japaneseNumber } from './number-words.ts';
export { PRAISE_CLIP, readingOf } from './reading.ts';
export type { ReadingStyle, SpokenItem } from './reading.ts';
