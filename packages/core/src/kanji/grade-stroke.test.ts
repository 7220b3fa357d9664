import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbHand, arbScribble, arbWobble, drawLike } from './drawing-fixtures.ts';
import { gradeStroke } from './grade-stroke.ts';
import type { KanjiStrokes } from './kanji-data.ts';
import { STROKES } from './test-kanji.ts';

const KANJI: readonly KanjiStrokes[] = [STROKES.ichi, STROKES.ni, STROKES.san, STROKES.juu, STROKES.kuchi];
const MULTI = KANJI.filter((k) => k.strokes.length > 1);
const arbKanji = fc.constantFrom(...KANJI);
const arbMulti = fc.constantFrom(...MULTI);
const RUNS = { numRuns: 300 };

describe('gradeStroke on the real KanjiVG data of 一 二 三 十 口', () => {
  it('accepts a sloppy but correct drawing, every stroke in order', () => {
    fc.assert(
      fc.property(arbKanji, arbHand, fc.array(arbWobble, { minLength: 3, maxLength: 3 }), (kanji, hand, wobbles) => {
        kanji.strokes.forEach((stroke, i) => {
          const drawn = drawLike(hand, wobbles[i % 3] as (typeof wobbles)[number], stroke.points);
          expect(gradeStroke(kanji.strokes, i, drawn), `${kanji.character} stroke ${i + 1}`).toEqual({ ok: true, stroke: i });
        });
      }),
      RUNS,
    );
  });

  it('rejects every stroke drawn backwards as wrong-direction', () => {
    fc.assert(
      fc.property(arbKanji, arbHand, arbWobble, (kanji, hand, wobble) => {
        kanji.strokes.forEach((stroke, i) => {
          const drawn = drawLike(hand, wobble, stroke.points).reverse();
          expect(gradeStroke(kanji.strokes, i, drawn)).toMatchObject({ ok: false, reason: 'wrong-direction' });
        });
      }),
      RUNS,
    );
  });

  it('rejects a later stroke drawn first as wrong-order, naming the stroke drawn', () => {
    fc.assert(
      fc.property(arbMulti, arbHand, arbWobble, fc.nat(), (kanji, hand, wobble, pick) => {
        const later = 1 + (pick % (kanji.strokes.length - 1));
        const drawn = drawLike(hand, wobble, (kanji.strokes[later] as KanjiStrokes['strokes'][number]).points);
        expect(gradeStroke(kanji.strokes, 0, drawn)).toEqual({ ok: false, stroke: 0, reason: 'wrong-order', matchedStroke: later });
      }),
      RUNS,
    );
  });

  it('rejects an earlier stroke drawn again', () => {
    for (const kanji of MULTI) {
      const [first] = kanji.strokes;
      if (!first) throw new Error('no strokes');
      expect(gradeStroke(kanji.strokes, 1, first.points).ok).toBe(false);
    }
  });

  it('rejects random scribbles for every stroke', () => {
    fc.assert(
      fc.property(arbKanji, arbScribble, (kanji, scribble) => {
        kanji.strokes.forEach((_, i) => expect(gradeStroke(kanji.strokes, i, scribble).ok).toBe(false));
      }),
      { numRuns: 1000 },
    );
  });

  it('calls a tap or a half stroke too-short', () => {
    const [bar] = STROKES.ichi.strokes;
    if (!bar) throw new Error('no strokes');
    expect(gradeStroke(STROKES.ichi.strokes, 0, [{ x: 50, y: 50 }])).toMatchObject({ reason: 'too-short' });
    expect(gradeStroke(STROKES.ichi.strokes, 0, bar.points.slice(0, 12))).toMatchObject({ reason: 'too-short' });
  });

  it('calls the right shape in the wrong place wrong-start', () => {
    const moved = STROKES.ichi.strokes[0]?.points.map((p) => ({ x: p.x, y: p.y - 35 })) ?? [];
    expect(gradeStroke(STROKES.ichi.strokes, 0, moved)).toMatchObject({ reason: 'wrong-start' });
  });

  it('calls a V from the right start to the right end of 一 wrong-shape', () => {
    const drawn = [
      { x: 11, y: 54 },
      { x: 54, y: 90 },
      { x: 97, y: 50 },
    ];
    expect(gradeStroke(STROKES.ichi.strokes, 0, drawn)).toMatchObject({ reason: 'wrong-shape' });
  });

  it('refuses a stroke number the kanji does not have', () => {
    expect(() => gradeStroke(STROKES.ichi.strokes, 1, [])).toThrow(RangeError);
  });
});
