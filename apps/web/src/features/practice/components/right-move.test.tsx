import { diagnoseList } from '@soroban/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOVE_MS, RightMove } from '@/features/practice/components/right-move';

// 7 + 8 answered 5: the big friend's + 1 on the tens rod was missed. The step is the bead model's.
const found = diagnoseList([7, 8], 5)!.step!;
const step = { before: found.before, rod: found.rod, op: found.op, digit: found.digit, rodValue: found.rodValue, family: found.family };

function motion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Show the right move', () => {
  it('steps through the big friend of 7 + 8 with Next under reduced motion, a line of words per bead move and its rod marked', async () => {
    motion(true);
    const user = userEvent.setup();
    render(<RightMove step={step} />);
    await user.click(screen.getByRole('button', { name: 'Show the right move' }));
    const dialog = screen.getByRole('dialog', { name: 'The right move: 7 + 8' });
    const words = within(dialog).getByTestId('right-move-words');
    expect(words).toHaveTextContent('On the ones rod the beads show 7: add 8 on it.');
    expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Soroban showing 7' })).toHaveAttribute('data-marked-rod', '0');
    expect(within(dialog).queryByRole('button', { name: /Play|Pause/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(words).toHaveTextContent(/^− 2 on the ones rod: add 8 with the big friend of 8: 7 has no room, so take away 2 here\.$/);
    expect(within(dialog).getByRole('img', { name: 'Soroban showing 5' })).toHaveAttribute('data-marked-rod', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(words).toHaveTextContent(/^\+ 1 on the tens rod: carry 1/);
    // The carry is on the tens rod: the mark moves there.
    expect(within(dialog).getByRole('img', { name: 'Soroban showing 15' })).toHaveAttribute('data-marked-rod', '1');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(words).toHaveTextContent('Done: the soroban reads 15 (7 + 8).');
    expect(within(dialog).getByRole('img', { name: 'Soroban showing 15' })).not.toHaveAttribute('data-marked-rod');
    expect(within(within(dialog).getByRole('list', { name: 'Moves so far' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays the moves by itself when motion is allowed', async () => {
    motion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      render(<RightMove step={step} />);
      await user.click(screen.getByRole('button', { name: 'Show the right move' }));
      expect(screen.getByTestId('right-move-words')).toHaveTextContent(/beads show 7/);
      await act(() => vi.advanceTimersByTimeAsync(MOVE_MS));
      expect(screen.getByTestId('right-move-words')).toHaveTextContent(/^− 2 on the ones rod/);
      await act(() => vi.advanceTimersByTimeAsync(MOVE_MS));
      expect(screen.getByTestId('right-move-words')).toHaveTextContent(/^\+ 1 on the tens rod/);
      await act(() => vi.advanceTimersByTimeAsync(MOVE_MS));
      expect(screen.getByTestId('right-move-words')).toHaveTextContent(/^Done/);
      expect(screen.getByRole('button', { name: 'Replay' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
