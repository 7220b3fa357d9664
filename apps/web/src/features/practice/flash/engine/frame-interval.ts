/**
 * The display's frame interval, measured from requestAnimationFrame timestamps: the median of a
 * run of deltas, so one late frame does not skew it.
 */
export function measureFrameInterval(samples = 24): Promise<number> {
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
      resolve(deltas[Math.floor(deltas.length / 2)] ?? 1000 / 60);
    };
    requestAnimationFrame(step);
  });
}
