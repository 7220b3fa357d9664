import { describe, expect, it } from 'vitest';
import curriculum from '../../../../content/curriculum/lpath-1442.json' with { type: 'json' };
import { kanjiIdOf, kanjiPrice } from './kanji-data.ts';
import { KANJI, STROKES } from './test-kanji.ts';

const NUMBERS = [...'一二三四五六七八九十百千万円'];

describe('content/kanji/kanji.json', () => {
  it('holds the number kanji and the 80 first-grade kanji, each once', () => {
    const chars = KANJI.map((k) => k.character);
    expect(new Set(chars).size).toBe(chars.length);
    expect(KANJI.filter((k) => k.grade === 1)).toHaveLength(80);
    expect(KANJI.filter((k) => k.category === 'number').map((k) => k.character)).toEqual(NUMBERS);
    expect(KANJI).toHaveLength(81); // 万 is the one grade-2 number kanji
  });

  it('names each entry by its code point and gives it a meaning and at least one reading', () => {
    for (const k of KANJI) {
      expect(k.id).toBe((k.character.codePointAt(0) ?? 0).toString(16).padStart(5, '0'));
      expect(k.meanings.length).toBeGreaterThan(0);
      expect(k.on.length + k.kun.length).toBeGreaterThan(0);
      for (const r of k.on) expect(r).toMatch(/^[\u30a0-\u30ff]+$/);
      for (const r of k.kun) expect(r).toMatch(/^[\u3040-\u309f.]+$/);
    }
  });

  it('prices by stroke count, so a harder kanji never costs less', () => {
    for (const k of KANJI) expect(k.price).toBe(kanjiPrice(k.strokeCount));
    const byStrokes = [...KANJI].sort((a, b) => a.strokeCount - b.strokeCount);
    for (let i = 1; i < byStrokes.length; i++) {
      expect((byStrokes[i]?.price ?? 0) >= (byStrokes[i - 1]?.price ?? 0)).toBe(true);
    }
  });

  it('agrees with the extracted KanjiVG strokes', () => {
    for (const strokes of Object.values(STROKES)) {
      const entry = KANJI.find((k) => k.id === strokes.id);
      expect(entry?.strokeCount).toBe(strokes.strokes.length);
      for (const s of strokes.strokes) expect(s.points).toHaveLength(32);
    }
  });

  // DOMAIN.md: Japanese order writes 田's middle vertical before its middle horizontal.
  it('keeps the Japanese stroke order of 田', () => {
    const [, , vertical, horizontal] = STROKES.ta.strokes;
    const spanX = (s: typeof vertical) => Math.abs((s?.points.at(-1)?.x ?? 0) - (s?.points[0]?.x ?? 0));
    const spanY = (s: typeof vertical) => Math.abs((s?.points.at(-1)?.y ?? 0) - (s?.points[0]?.y ?? 0));
    expect(spanY(vertical)).toBeGreaterThan(spanX(vertical));
    expect(spanX(horizontal)).toBeGreaterThan(spanY(horizontal));
  });

  it('has every kanji the guided program teaches, so its kanji dialog can animate the strokes', () => {
    const taught = curriculum.units.flatMap((unit) => unit.activities.flatMap((a) => ('kanji' in a && a.kanji ? [a.kanji.kanjiId] : [])));
    expect(taught.length).toBeGreaterThan(0);
    const ids = new Set(KANJI.map((k) => k.id));
    for (const codePoint of taught) expect(ids.has(kanjiIdOf(codePoint)), String.fromCodePoint(codePoint)).toBe(true);
  });
});
