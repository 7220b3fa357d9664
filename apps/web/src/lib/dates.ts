/**
 * Dates as the learner reads them: in the browser's language (Intl with no locale given), never an
 * ISO string. A calendar day the server names ('2026-11-25', a UTC day) stays that day in every
 * time zone; a moment ('…T10:30:00Z') is shown in the learner's own time.
 */
// Made on first use: a formatter loads the language's calendar data, which took a slowed phone tens
// of milliseconds, and this module is in the boot code, where no screen shows a date yet.
let dayFormat: Intl.DateTimeFormat | undefined;
let momentFormat: Intl.DateTimeFormat | undefined;

/** A server's calendar day, 'YYYY-MM-DD' (or a timestamp, whose UTC day is taken). */
export function formatDay(day: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
  return Number.isNaN(date.getTime()) ? day : (dayFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })).format(date);
}

/** A moment, in the learner's time zone. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : (momentFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })).format(date);
}
