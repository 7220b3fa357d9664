import { describe, expect, it } from 'vitest';
import { isoWeek } from './iso-week.ts';

describe('isoWeek', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-W47'],
    ['2026-11-23T00:00:00Z', '2026-W48'],
    ['2021-01-03T12:00:00Z', '2020-W53'],
    ['2024-12-30T12:00:00Z', '2025-W01'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeek(new Date(date))).toBe(week);
  });
});
