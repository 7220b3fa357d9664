import { screen } from '@testing-library/react';
import { type KanjiSummary, checkSessionCall, kanjiListCall, marketCall, practiceEarningsCall, walletCall } from '@soroban/contracts';
import { PRICE_LIST } from '@soroban/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextBuys } from '@/features/rewards/components/next-buys';
import { renderApp } from '@/testing/render-app';
import { sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

const kanji = (character: string, price: number, owned = false): KanjiSummary => ({
  kanjiId: character.codePointAt(0)!.toString(16).padStart(5, '0'),
  character,
  meanings: [`meaning of ${character}`],
  on: [],
  kun: [],
  strokeCount: 4,
  grade: 1,
  category: 'numbers',
  price,
  sellPrice: Math.floor(price / 2),
  owned,
  bestStars: 0,
});
const quote = (ticker: string, price: number) => ({ ticker, name: `${ticker} Ltd`, sector: 'Toys', description: '', price, change: 0, changePercent: 0 });

describe('what the coins buy next', () => {
  it('names the cheapest kanji not owned and the cheapest share, with the coins still missing', () => {
    const buys = nextBuys(18, [kanji('一', 10, true), kanji('水', 30), kanji('火', 40)], [quote('BIG', 90), quote('SML', 12)]);
    expect(buys.map((b) => [b.name, b.price, b.missing])).toEqual([
      ['水', 30, 12],
      ['SML', 12, 0],
    ]);
  });

  it('offers nothing to buy when everything is owned and there is no market', () => {
    expect(nextBuys(5, [kanji('一', 10, true)], [])).toEqual([]);
  });

  it('shows on the rewards hub "12 more coins for 水", what is in reach, and the price list from the coin rules', async () => {
    stubCalls(
      stubCall(checkSessionCall, sessionAnswer()),
      stubCall(kanjiListCall, { httpResponse: 200, message: 'OK', balance: 18, kanji: [kanji('一', 10, true), kanji('水', 30)] }),
      stubCall(marketCall, { httpResponse: 200, message: 'OK', date: '2026-11-25', balance: 18, stocks: [quote('SML', 12)] }),
      stubCall(walletCall, { httpResponse: 200, message: 'OK', balance: 18, entries: [], hasMore: false }),
      stubCall(practiceEarningsCall, { httpResponse: 200, message: 'OK', prices: [...PRICE_LIST], dailyCap: 3000, earnedToday: 18, day: '2026-11-25' }),
    );
    renderApp('/launchpad/rewards');
    expect(await screen.findByTestId('next-kanji')).toHaveTextContent('12 more coins for 水 (meaning of 水, 30 coins)');
    expect(screen.getByTestId('next-stock')).toHaveTextContent('You can buy SML now (one share of SML Ltd, 12 coins)');
    expect(screen.getByRole('link', { name: 'See 水' })).toHaveAttribute('href', '/launchpad/rewards/buykanji/buykanjidetail');
    const table = await screen.findByRole('table', { name: 'What earns what' });
    expect(table).toHaveTextContent(PRICE_LIST[0]!.work);
    expect(screen.getByText(/Typing an answer takes at least 0.06 s a key/)).toBeInTheDocument();
  });
});
