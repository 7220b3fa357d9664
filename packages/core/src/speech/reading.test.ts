import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIP_TEXT } from './clips.ts';
import { MAX_SPOKEN, englishNumber, japaneseNumber } from './number-words.ts';
import { readingOf } from './reading.ts';

const words = (clips: string[]) => clips.map((id) => CLIP_TEXT[id]).join(' ');

describe('number words', () => {
  it('says numbers in English', () => {
    expect(words(englishNumber(345))).toBe('three hundred forty five');
    expect(words(englishNumber(12))).toBe('twelve');
    expect(words(englishNumber(7_000_019))).toBe('seven million nineteen');
    expect(words(englishNumber(-60))).toBe('sixty');
  });

  it('says numbers in Japanese with the sound changes of counting', () => {
    expect(words(japaneseNumber(345))).toBe('さんびゃく よんじゅう ご');
    expect(words(japaneseNumber(8600))).toBe('はっせん ろっぴゃく');
    expect(words(japaneseNumber(1_230_005))).toBe('ひゃく にじゅう さん まん ご');
    expect(words(japaneseNumber(200_000_000))).toBe('に おく');
  });

  it('has a rendered clip for every clip any number up to the limit uses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SPOKEN }), (n) => {
        for (const id of [...englishNumber(n), ...japaneseNumber(n)]) expect(CLIP_TEXT[id], id).toBeTruthy();
      }),
    );
  });

  it('refuses what it cannot say', () => {
    expect(() => englishNumber(1.5)).toThrow(RangeError);
    expect(() => japaneseNumber(MAX_SPOKEN + 1)).toThrow(RangeError);
  });
});

describe('reading a list', () => {
  it('reads the traditional way: negai mashite wa, en nari, hiite wa, kuwaete, en de wa', () => {
    const items = readingOf([12, -5, 7], 'traditional');
    expect(items.map((item) => words([...item.clips]))).toEqual(['ねがいましては', 'じゅう に えんなり', 'ひいては ご えんなり', 'くわえて なな えんでは']);
    expect(items.map((item) => item.number)).toEqual([null, 12, -5, 7]);
  });

  it('reads plainly with minus before subtractions', () => {
    expect(readingOf([3, -2], 'plain').map((item) => words([...item.clips]))).toEqual(['Ready?', 'three', 'minus two', "That's all. What is the total?"]);
  });
});
