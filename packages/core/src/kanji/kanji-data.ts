import type { Point } from './geometry.ts';

/** One entry of content/kanji/kanji.json (an array of these). */
export interface KanjiEntry {
  /** The code point in 5-digit lower-case hex, as KanjiVG names it; also the stroke file's name. */
  readonly id: string;
  readonly character: string;
  /** English meanings, most common first. */
  readonly meanings: readonly string[];
  /** On'yomi in katakana. */
  readonly on: readonly string[];
  /** Kun'yomi in hiragana; a dot separates the stem from the okurigana (あ.がる). */
  readonly kun: readonly string[];
  /** Equals the number of strokes in the KanjiVG data (the extraction script enforces it). */
  readonly strokeCount: number;
  /** Kyōiku school grade: 1, or 2 for 万. */
  readonly grade: number;
  readonly category: KanjiCategory;
  /** Whole coins; kanjiPrice(strokeCount). */
  readonly price: number;
}

export type KanjiCategory = 'number' | 'grade1';

/** One reference stroke: the SVG path to draw or animate, and points to grade against. */
export interface ReferenceStroke {
  readonly d: string;
  /** STROKE_SAMPLE_POINTS points evenly spaced along the stroke, first = where the brush lands. */
  readonly points: readonly Point[];
}

/** content/kanji/strokes/<id>.json: a kanji's strokes in KanjiVG's 109 × 109 box, in writing order. */
export interface KanjiStrokes {
  readonly id: string;
  readonly character: string;
  readonly strokes: readonly ReferenceStroke[];
}

export const KANJIVG_BOX = 109;

/**
 * KanjiVG's id of a kanji: its code point in 5 lower-case hex digits (一 → '04e00'). The guided
 * program names kanji by code point (SPEC 3), the collection by this id.
 */
export function kanjiIdOf(codePoint: number): string {
  return codePoint.toString(16).padStart(5, '0');
}
export const STROKE_SAMPLE_POINTS = 32;

const BASE_PRICE = 20;
const PRICE_PER_STROKE = 10;

/** More strokes, harder to learn, dearer: 一 costs 30 coins, 森 (12 strokes) 140. */
export function kanjiPrice(strokeCount: number): number {
  if (!Number.isSafeInteger(strokeCount) || strokeCount < 1) {
    throw new RangeError(`strokeCount must be a whole number ≥ 1, got ${strokeCount}`);
  }
  return BASE_PRICE + PRICE_PER_STROKE * strokeCount;
}
