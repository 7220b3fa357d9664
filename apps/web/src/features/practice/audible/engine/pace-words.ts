import type { ReadingSchedule } from '@soroban/core';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** "Read 0.80 s apart (pace asked: 0.80 s), voice at 2.8×": the pace heard, never just the pace asked. */
export function describePace(schedule: ReadingSchedule, paceMs: number): string {
  const gaps = schedule.numberGapsMs;
  const mean = gaps.length ? gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length : paceMs;
  const slowest = Math.max(paceMs, ...gaps);
  const heard = slowest - mean > 10 ? `${seconds(mean)} apart on average, up to ${seconds(slowest)}` : `${seconds(mean)} apart`;
  return `Numbers read ${heard} (pace asked: ${seconds(paceMs)}), voice at ${schedule.speed}× speed.`;
}
