/** Refresh rates displays really run at; a measured interval is snapped to the nearest. */
const DISPLAY_RATES = [30, 48, 50, 60, 72, 75, 90, 100, 120, 144, 165, 240] as const;

/** The nearest real display rate to a measured frame interval (16.4 or 17.1 ms both mean 60 Hz). */
export function snapToDisplayRate(measuredMs: number): number {
  const measuredHz = 1000 / measuredMs;
  return DISPLAY_RATES.reduce((best, hz) => (Math.abs(hz - measuredHz) < Math.abs(best - measuredHz) ? hz : best), 60);
}

/**
 * The display's refresh rate, from the median of a run of requestAnimationFrame deltas (so one
 * late frame does not skew it) snapped to a real rate: a plan counted in frames needs the exact
 * frame length, and timestamps jitter by a millisecond either way.
 */
export function measureDisplayRate(samples = 24): Promise<number> {
  return new Promise((resolve) => {
    const deltas: number[] = [];
    let last: number | undefined;
    const step = (timestamp: number) => {
      if (last !== undefined) deltas.push(timestamp - last);
      last = timestamp;
      if (deltas.length < samples) {
        requestAnimationFrame(step);
        return;
      }
      deltas.sort((a, b) => a - b);
      resolve(snapToDisplayRate(deltas[Math.floor(deltas.length / 2)] ?? 1000 / 60));
    };
    requestAnimationFrame(step);
  });
}
