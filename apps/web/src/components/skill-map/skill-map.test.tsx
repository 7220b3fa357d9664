import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ClassSkillHeatmap as HeatmapData, classSkillHeatmapCall, type SkillMap as SkillMapData, skillMapCall } from '@soroban/contracts';
import { CELLS } from '@soroban/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { sentTo, stubCall, stubCalls } from '@/testing/stub-api';
import { ClassHeatmapView, ClassSkillHeatmap, SkillMap, SkillMapView } from './index';

afterEach(() => vi.unstubAllGlobals());

const id = (cell: (typeof CELLS)[number]) => `cell:${cell.rodValue}${cell.op}${cell.digit}`;
const readings: Record<string, { mastery: number; due: boolean }> = {
  'cell:7+8': { mastery: 0.35, due: true },
  'cell:0+1': { mastery: 0.92, due: false },
};

const map: SkillMapData = {
  student: { userId: 7, displayName: 'Sam Student' },
  cells: CELLS.map((cell) => {
    const reading = readings[id(cell)];
    return {
      skill: id(cell),
      op: cell.op,
      rodValue: cell.rodValue,
      digit: cell.digit,
      family: cell.family,
      mastery: reading?.mastery ?? null,
      dueAt: reading ? '2026-11-30T10:00:00.000Z' : null,
      due: reading?.due ?? false,
    };
  }),
  factSets: [
    {
      set: 'addition',
      name: 'Addition facts',
      facts: [
        { skill: 'fact:3+4', factKey: '3+4', mastery: 0.9, dueAt: '2026-12-01T00:00:00.000Z', due: false },
        { skill: 'fact:7+8', factKey: '7+8', mastery: 0.1, dueAt: '2026-11-20T00:00:00.000Z', due: true },
      ],
    },
  ],
  sizes: [{ skill: 'list:2x10', kind: 'list', name: 'Lists of 10 2-digit numbers', mastery: 0.6, dueAt: '2026-11-20T00:00:00.000Z', due: true }],
  counts: { mastered: 2, learning: 3, due: 3, unseen: 178 },
  trend: Array.from({ length: 8 }, (_, i) => ({
    week: `2026-W${42 + i}`,
    monday: '2026-10-12',
    meanMastery: i === 5 ? 0.4 : i === 7 ? 0.55 : null,
    mastered: i === 5 ? 1 : i === 7 ? 2 : null,
    practised: i === 5 ? 4 : i === 7 ? 5 : null,
  })),
};

describe('the skill map', () => {
  it('names every cell in words, tells unseen from weak, and says a pressed cell under the grid', async () => {
    render(<SkillMapView map={map} />);
    const adding = screen.getByRole('table', { name: /adding/i });
    expect(adding.querySelectorAll('button')).toHaveLength(90);
    expect(screen.getByRole('table', { name: /taking away/i }).querySelectorAll('button')).toHaveLength(90);
    const weak = screen.getByLabelText('7 + 8, big friend: 35 %, due');
    const unseen = screen.getByLabelText('7 + 9, big friend: not practised yet');
    expect(screen.getByLabelText(/^0 \+ 1, direct: 92 %, next review/)).toBeInTheDocument();
    // Weak is a colour of the scale, unseen is not.
    expect(getComputedStyle(weak).backgroundColor).not.toBe(getComputedStyle(unseen).backgroundColor);
    expect(getComputedStyle(unseen).borderStyle).toBe('dashed');

    await userEvent.click(weak);
    expect(screen.getByRole('status')).toHaveTextContent('7 + 8, big friend: 35 %, due');
    expect(weak).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the counts, the facts per set, the sizes and the weekly trend', () => {
    render(<SkillMapView map={map} />);
    expect(screen.getByText('Due now').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('178 of 180')).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'Addition facts' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3+4: 90 %', '7+8: 10 %, due']);
    expect(screen.getByText('Lists of 10 2-digit numbers')).toBeInTheDocument();
    expect(screen.getByText('due')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Mean mastery per week/ })).toHaveAccessibleName(
      'Mean mastery per week, oldest first: week 42: no practice; week 43: no practice; week 44: no practice; week 45: no practice; week 46: no practice; week 47: 40 %, 1 mastered; week 48: no practice; week 49: 55 %, 2 mastered',
    );
  });

  it("asks for a student's map by studentId, and for one's own without it", async () => {
    const requests = stubCalls(stubCall(skillMapCall, { httpResponse: 200, message: 'OK', ...map }));
    const { unmount } = render(
      <QueryProvider client={createQueryClient()}>
        <SkillMap studentId={7} />
      </QueryProvider>,
    );
    expect(await screen.findByLabelText('7 + 8, big friend: 35 %, due')).toBeInTheDocument();
    unmount();
    render(
      <QueryProvider client={createQueryClient()}>
        <SkillMap />
      </QueryProvider>,
    );
    await screen.findAllByRole('table');
    const bodies = sentTo(requests, skillMapCall);
    expect(bodies[0]).toMatchObject({ studentId: 7 });
    expect(bodies[1]).not.toHaveProperty('studentId');
  });
});

describe('the class heat map', () => {
  const heatmap: HeatmapData = {
    studentCount: 14,
    cells: CELLS.map((cell) => ({
      skill: id(cell),
      op: cell.op,
      rodValue: cell.rodValue,
      digit: cell.digit,
      family: cell.family,
      meanMastery: id(cell) === 'cell:7+8' ? 0.31 : null,
      practised: id(cell) === 'cell:7+8' ? 12 : 0,
      weak: id(cell) === 'cell:7+8' ? 9 : 0,
    })),
    weakest: [{ skill: 'cell:7+8', name: '7 + 8, big friend', weak: 9, meanMastery: 0.31 }],
  };

  it('ranks the weakest cells in words and names each cell with the class figures', () => {
    render(<ClassHeatmapView heatmap={heatmap} />);
    const weakest = screen.getByRole('list', { name: 'Weakest cells' });
    expect(
      within(weakest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7 + 8, big friend: 9 of 14 students weak']);
    const cell = screen.getByLabelText('7 + 8, big friend: class mean 31 %, 9 of 14 students weak, 12 practised');
    expect(cell).toHaveTextContent('9');
    expect(screen.getByLabelText('4 + 1, small friend: nobody has practised it')).toBeInTheDocument();
  });

  it('asks for the classroom it is given', async () => {
    const requests = stubCalls(stubCall(classSkillHeatmapCall, { httpResponse: 200, message: 'OK', ...heatmap }));
    render(
      <QueryProvider client={createQueryClient()}>
        <ClassSkillHeatmap classroomId={3} />
      </QueryProvider>,
    );
    expect(await screen.findByText('Weakest cells')).toBeInTheDocument();
    expect(sentTo(requests, classSkillHeatmapCall)[0]).toMatchObject({ classroomId: 3 });
  });
});
