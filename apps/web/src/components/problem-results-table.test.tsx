import { render, screen, within } from '@testing-library/react';
import type { ResultItem } from '@soroban/contracts';
import { describe, expect, it } from 'vitest';
import { ProblemResultsTable } from './problem-results-table';

const item = (index: number, fields: Partial<ResultItem>): ResultItem => ({
  index,
  display: { kind: 'list', numbers: [1, 2] },
  given: 3,
  answer: 3,
  correct: true,
  timeMs: 1000,
  factKey: null,
  fluent: null,
  diagnosis: null,
  ...fields,
});

const step = { before: 8, rod: 0, op: '+', digit: 7, rodValue: 8, family: 'ten-complement' } as const;
const items: ResultItem[] = [
  item(0, { display: { kind: 'list', numbers: [12, -5, 7] }, given: 14, answer: 14, timeMs: 2300 }),
  item(1, {
    display: { kind: 'list', numbers: [8, 7] },
    given: 5,
    answer: 15,
    correct: false,
    diagnosis: { kind: 'missed-carry', message: 'The carry was missed.', step },
  }),
  item(2, { display: { kind: 'binary', op: '-', a: 9, b: 4 }, given: null, answer: 5, correct: false, diagnosis: { kind: 'unknown', message: 'not shown' } }),
  item(3, { display: { kind: 'pair', target: 10, n: 3 }, given: 7, answer: 7, timeMs: 900 }),
];

const rows = () => within(screen.getByRole('table', { name: 'Problems and answers' })).getAllByRole('row');

describe('the problems of a finished quiz', () => {
  it('shows each problem with the answer given, the right answer and the time, under the heading it is given', () => {
    render(<ProblemResultsTable items={items} answerHeading="Answer given" />);
    expect(screen.getByRole('columnheader', { name: 'Answer given' })).toBeInTheDocument();
    const cells = rows()
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['1', '12 − 5 + 7', '14 ✓', '14', '2.3 s'],
      ['2', '8 + 7What went wrong: The carry was missed.', '5 ✗', '15', '1.0 s'],
      ['3', '9 - 4', '— ✗', '5', '1.0 s'],
      ['4', '3 + ? = 10', '7 ✓', '7', '0.9 s'],
    ]);
    expect(
      rows()
        .slice(1)
        .map((row) => row.dataset.correct),
    ).toEqual(['true', 'false', 'false', 'true']);
  });

  it('offers the step help only beside a diagnosis that names a bead step', () => {
    render(<ProblemResultsTable items={items} answerHeading="Your answer" stepHelp={(s) => <button type="button">Show {s.digit}</button>} />);
    expect(screen.getAllByTestId('diagnosis')).toHaveLength(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(within(rows()[2]!).getByRole('button', { name: 'Show 7' })).toBeInTheDocument();
  });
});
