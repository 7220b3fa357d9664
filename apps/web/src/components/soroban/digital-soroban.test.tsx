import { type Soroban, createSoroban, readNumber } from '@soroban/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DigitalSoroban } from '@/components/soroban/digital-soroban';

function Harness({ onValue }: { onValue?: (value: number) => void }) {
  const [rods, setRods] = useState<Soroban>(() => createSoroban(13));
  return (
    <DigitalSoroban
      rods={rods}
      onChange={(next) => {
        setRods(next);
        onValue?.(readNumber(next));
      }}
    />
  );
}

const bead = (rod: number, name: string) => document.querySelector(`[data-rod="${rod}"][data-bead="${name}"]`) as Element;
const tap = (element: Element) => {
  fireEvent.pointerDown(element, { clientY: 100, pointerId: 1 });
  fireEvent.pointerUp(element, { clientY: 100, pointerId: 1 });
};

describe('digital soroban', () => {
  it('reads taps on beads as a number (1, 2, 3 → 123)', () => {
    let value = 0;
    render(<Harness onValue={(v) => (value = v)} />);
    tap(bead(2, '0'));
    tap(bead(1, '1'));
    tap(bead(0, '2'));
    expect(value).toBe(123);
    expect(screen.getByRole('group', { name: 'Soroban with 13 rods' })).toHaveAttribute('data-value', '123');
  });

  it('moves the beads a tap pushes, and a second tap takes them back', () => {
    let value = 0;
    render(<Harness onValue={(v) => (value = v)} />);
    tap(bead(0, '3'));
    expect(value).toBe(4);
    tap(bead(0, '1'));
    expect(value).toBe(1);
    tap(bead(0, 'heaven'));
    expect(value).toBe(6);
  });

  it('follows a drag only in the direction a bead can move', () => {
    let value = 0;
    render(<Harness onValue={(v) => (value = v)} />);
    const earth = bead(0, '0');
    fireEvent.pointerDown(earth, { clientY: 200, pointerId: 1 });
    fireEvent.pointerUp(earth, { clientY: 230, pointerId: 1 });
    expect(value).toBe(0);
    fireEvent.pointerDown(earth, { clientY: 200, pointerId: 1 });
    fireEvent.pointerUp(earth, { clientY: 170, pointerId: 1 });
    expect(value).toBe(1);
  });

  it('works from the keyboard: digits set a rod, arrows step it and move between rods', async () => {
    let value = 0;
    render(<Harness onValue={(v) => (value = v)} />);
    const ones = screen.getByRole('spinbutton', { name: 'Rod 1 from the right, ones' });
    ones.focus();
    await userEvent.keyboard('7');
    expect(value).toBe(7);
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}5');
    expect(value).toBe(58);
    expect(screen.getByRole('spinbutton', { name: 'Rod 2 from the right, tens' })).toHaveAttribute('aria-valuenow', '5');
  });

  it('is one Tab stop: the ones rod first, then the rod last used', async () => {
    render(<Harness />);
    const tabStops = () => screen.getAllByRole('spinbutton').filter((rod) => rod.getAttribute('tabindex') === '0');
    expect(tabStops()).toEqual([screen.getByRole('spinbutton', { name: 'Rod 1 from the right, ones' })]);
    await userEvent.tab();
    expect(screen.getByRole('spinbutton', { name: 'Rod 1 from the right, ones' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const hundreds = screen.getByRole('spinbutton', { name: 'Rod 3 from the right, hundreds' });
    expect(hundreds).toHaveFocus();
    expect(tabStops()).toEqual([hundreds]);
  });

  it('only shows the beads when read-only: a picture with its value, no controls', () => {
    const rods = createSoroban(9);
    rods[0] = { heaven: true, earth: 2 };
    render(<DigitalSoroban rods={rods} onChange={() => undefined} readOnly />);
    expect(screen.getByRole('img', { name: 'Soroban showing 7' })).toBeInTheDocument();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
  });
});
