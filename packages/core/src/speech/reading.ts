import { englishNumber, japaneseNumber } from './number-words.ts';

export type ReadingStyle = 'plain' | 'traditional';

/**
 * One spoken item: its clips play back to back; items are spaced by the chosen pace. `number` is
 * the list number the item announces (null for the opening and closing phrases).
 */
export interface SpokenItem {
  readonly clips: readonly string[];
  readonly number: number | null;
}

/**
 * The whole reading of a list. Plain: "Ready?", each number ("minus" before a subtraction), "That's
 * all. What is the total?". Traditional yomiage-zan (DOMAIN.md): 願いましては, each number with 円なり,
 * 引いては before a subtraction and 加えて on returning to addition, the last number ending 円では.
 */
export function readingOf(numbers: readonly number[], style: ReadingStyle): SpokenItem[] {
  if (style === 'plain') {
    return [
      { clips: ['en/ready'], number: null },
      ...numbers.map((n) => ({ clips: [...(n < 0 ? ['en/minus'] : []), ...englishNumber(n)], number: n })),
      { clips: ['en/total'], number: null },
    ];
  }
  const items: SpokenItem[] = [{ clips: ['ja/negaimashitewa'], number: null }];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    const lead = n < 0 ? ['ja/hiitewa'] : previous !== undefined && previous < 0 ? ['ja/kuwaete'] : [];
    const ending = index === numbers.length - 1 ? 'ja/endewa' : 'ja/ennari';
    items.push({ clips: [...lead, ...japaneseNumber(n), ending], number: n });
  });
  return items;
}

/** What is said after a right answer in each style. */
export const PRAISE_CLIP: Readonly<Record<ReadingStyle, string>> = { plain: 'en/correct', traditional: 'ja/gomeisan' };
