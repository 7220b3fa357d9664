import type { DashboardStudent } from '@soroban/contracts';
import { describe, expect, it } from 'vitest';
import { sortStudents } from '@/features/classroom/components/class-dashboard';

const student = (displayName: string, fields: Partial<DashboardStudent> = {}): DashboardStudent => ({
  userId: displayName.length,
  displayName,
  guidedUnit: null,
  guidedUnitNumber: null,
  grades: [],
  minutesThisWeek: 0,
  quizzesThisWeek: 0,
  accuracyTrend: [null, null, null, null],
  lastActive: null,
  ...fields,
});

const names = (list: DashboardStudent[]) => list.map((s) => s.displayName);

describe('sorting the dashboard', () => {
  const amy = student('Amy', { accuracyTrend: [0.9, null, 0.4, null], guidedUnitNumber: 3, minutesThisWeek: 12, lastActive: '2026-11-20T10:00:00Z' });
  const ben = student('ben', { accuracyTrend: [null, null, null, 0.8], guidedUnitNumber: 1, minutesThisWeek: 30, lastActive: '2026-11-24T10:00:00Z' });
  const cai = student('Cai');

  it('sorts by the latest week with quizzes, both ways, a student without any last', () => {
    expect(names(sortStudents([amy, ben, cai], 'accuracy', 'desc'))).toEqual(['ben', 'Amy', 'Cai']);
    expect(names(sortStudents([cai, ben, amy], 'accuracy', 'asc'))).toEqual(['Amy', 'ben', 'Cai']);
  });

  it('sorts names without regard to case, and numbers and dates as such', () => {
    expect(names(sortStudents([cai, ben, amy], 'name', 'asc'))).toEqual(['Amy', 'ben', 'Cai']);
    expect(names(sortStudents([amy, ben, cai], 'minutes', 'desc'))).toEqual(['ben', 'Amy', 'Cai']);
    expect(names(sortStudents([amy, ben, cai], 'unit', 'asc'))).toEqual(['ben', 'Amy', 'Cai']);
    expect(names(sortStudents([amy, ben, cai], 'lastActive', 'desc'))).toEqual(['ben', 'Amy', 'Cai']);
  });
});
