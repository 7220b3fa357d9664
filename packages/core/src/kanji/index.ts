export type { Point } from './geometry.ts';
export type { KanjiCategory, KanjiEntry, KanjiStrokes, ReferenceStroke } from './kanji-data.ts';
export { KANJIVG_BOX, STROKE_SAMPLE_POINTS, kanjiIdOf, kanjiPrice } from './kanji-data.ts';
export type { MissReason, StrokeVerdict } from './grade-stroke.ts';
export { gradeStroke } from './grade-stroke.ts';
export type { DrawingSession, StarRating } from './drawing-session.ts';
export { HINT_AFTER_MISSES, applyVerdict, hintForNextStroke, isFinished, shouldShowHint, starRating, startDrawing } from './drawing-session.ts';
