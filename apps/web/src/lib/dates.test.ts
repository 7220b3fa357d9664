import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from '@/lib/dates';

describe("dates in the learner's locale", () => {
  it("shows a server day as that calendar day in the browser's language, not as ISO", () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 25));
    expect(formatDay('2026-11-25')).toBe(expected);
    expect(formatDay('2026-11-25')).not.toContain('2026-11-25');
  });

  it('shows a moment with its time, and leaves text that is no date as it is', () => {
    const iso = '2026-11-25T10:30:00.000Z';
    expect(formatMoment(iso)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)));
    expect(formatDay('soon')).toBe('soon');
    expect(formatMoment('soon')).toBe('soon');
  });
});
