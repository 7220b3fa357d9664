import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkSessionCall, drawingHistoryCall, kanjiDetailCall, saveDrawingCall, buyKanjiCall, walletCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { failure, sentTo, sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ichi = {
  kanjiId: '04e00',
  character: '一',
  meanings: ['one'],
  on: ['イチ'],
  kun: ['ひと'],
  strokeCount: 1,
  grade: 1,
  category: 'number',
  price: 30,
  sellPrice: 15,
  bestStars: 0,
};
const detail = (owned: boolean, balance = 100) =>
  stubCall(kanjiDetailCall, {
    httpResponse: 200,
    message: 'OK',
    balance,
    kanji: { ...ichi, owned },
    strokes: [
      {
        d: 'M11,54 C 40,52 70,52 98,54',
        points: [
          { x: 11, y: 54 },
          { x: 98, y: 54 },
        ],
      },
    ],
  });
const session = stubCall(checkSessionCall, sessionAnswer());

describe('kanji', () => {
  it('opens the drawing for a kanji the guided program names by code point', async () => {
    const requests = stubCalls(session, detail(false));
    renderApp('/launchpad/rewards/mykanji/mykanjidetail/drawkanji', { kanjiId: 0x4e00 });
    expect(await screen.findByLabelText('Drawing area for 一', {})).toBeInTheDocument();
    expect(screen.getByText('Stroke 1 of 1')).toBeInTheDocument();
    expect(sentTo(requests, kanjiDetailCall)[0]).toMatchObject({ kanjiId: '04e00' });
  });

  it('will not buy a kanji twice, and says so', async () => {
    const requests = stubCalls(session, detail(true));
    renderApp('/launchpad/rewards/buykanji/buykanjiconfirmation', { kanjiId: '04e00' });
    expect(await screen.findByText('You already own 一.', {})).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(sentTo(requests, buyKanjiCall)).toHaveLength(0);
  });

  it('shows the stroke order with a Replay and what selling back pays', async () => {
    stubCalls(session, detail(true), stubCall(drawingHistoryCall, { httpResponse: 200, message: 'OK', drawings: [] }));
    renderApp('/launchpad/rewards/mykanji/mykanjidetail', { kanjiId: '04e00' });
    expect(await screen.findByRole('img', { name: 'Stroke order of 一' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(screen.getByRole('img', { name: 'Stroke order of 一' })).toBeInTheDocument();
    expect(screen.getByText('Price 30 coins; sells back for 15 coins (half the price).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sell' })).toBeInTheDocument();
  });
});

describe('the rewards screen', () => {
  it('shows the balance and what earned or spent each coin', async () => {
    const entry = (entryId: number, amount: number, balanceAfter: number, description: string) => ({
      entryId,
      amount,
      balanceAfter,
      reason: amount > 0 ? 'practice' : 'kanji',
      description,
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    stubCalls(
      session,
      stubCall(walletCall, {
        httpResponse: 200,
        message: 'OK',
        balance: 15,
        entries: [entry(2, -30, 15, 'Bought kanji 一 (one) for 30 coins'), entry(1, 45, 45, 'Facts quiz: 30 right')],
        hasMore: false,
      }),
    );
    renderApp('/launchpad/rewards');
    expect(await screen.findByLabelText('Coin balance 15', {})).toHaveTextContent('15 coins');
    expect(screen.getByRole('cell', { name: 'Bought kanji 一 (one) for 30 coins' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '-30' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy stocks' })).toHaveAttribute('href', '/launchpad/rewards/buystocks');
    expect(screen.getByRole('link', { name: 'My kanji' })).toHaveAttribute('href', '/launchpad/rewards/mykanji');
  });
});

describe('drawing', () => {
  it('keeps a result the server did not save and sends it again on request', async () => {
    let saves = 0;
    const requests = stubCalls(
      session,
      detail(false),
      stubCall(saveDrawingCall, ({ mistakes, stars }) => {
        saves += 1;
        if (saves === 1) return failure(503, 'The server is busy; try again.');
        return {
          httpResponse: 200,
          message: 'OK',
          drawing: { drawingId: 1, kanjiId: '04e00', character: '一', mistakes, stars, createdAt: '2026-11-23T10:00:00.000Z' },
          bestStars: stars,
        };
      }),
    );
    // jsdom lays nothing out: give the canvas KanjiVG's 109-unit box in CSS pixels.
    vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 109, height: 109 }));
    HTMLCanvasElement.prototype.setPointerCapture = () => undefined;
    renderApp('/launchpad/rewards/mykanji/mykanjidetail/drawkanji', { kanjiId: '04e00' });
    const canvas = await screen.findByLabelText('Drawing area for 一', {});
    fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'pen', clientX: 11, clientY: 54 });
    for (let x = 20; x <= 98; x += 10) fireEvent.pointerMove(canvas, { pointerId: 1, pointerType: 'pen', clientX: x, clientY: 54 });
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'pen', clientX: 98, clientY: 54 });
    expect(await screen.findByText('Not saved: The server is busy; try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('3 of 3 stars')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save again' }));
    expect(await screen.findByText('Saved to your drawing history.')).toBeInTheDocument();
    const sent = sentTo(requests, saveDrawingCall);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ kanjiId: '04e00', mistakes: [0], stars: 3 });
    expect(sent[1]).toMatchObject({ mistakes: sent[0]?.mistakes, stars: sent[0]?.stars });
  });
});
