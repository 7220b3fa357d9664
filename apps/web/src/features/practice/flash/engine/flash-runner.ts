import type { FlashPlan } from '@/features/practice/flash/engine/flash-plan';

export interface FlashReport {
  readonly plannedFrames: readonly number[];
  /** Frames each number was really on screen, from the frame timestamps it appeared and left. */
  readonly shownFrames: readonly number[];
  /** From the first number appearing to the last one leaving, in frames. */
  readonly totalFrames: number;
  readonly frameMs: number;
}

export interface FlashRun {
  readonly done: Promise<FlashReport>;
  cancel(): void;
}

/**
 * Plays a round: every change is scheduled as a frame count from one start time, so a late frame
 * never pushes the rest back, and each number is written straight into the element (no React
 * render in the loop). Hiding the tab aborts the round: numbers missed while away make it void.
 */
export function runFlash(element: HTMLElement, numbers: readonly number[], plan: FlashPlan, format = (n: number) => n.toLocaleString()): FlashRun {
  // Change i happens at frame changeAt[i]: even i shows number i/2, odd i blanks it.
  const changeAt: number[] = [];
  let frame = 0;
  numbers.forEach((_, i) => {
    changeAt.push(frame);
    frame += plan.onFrames[i] ?? 1;
    changeAt.push(frame);
    frame += plan.blankFrames[i] ?? 1;
  });
  const stamps: number[] = [];
  let start: number | undefined;
  let next = 0;
  let handle = 0;
  let settle: { resolve: (report: FlashReport) => void; reject: (error: Error) => void } | undefined;

  const done = new Promise<FlashReport>((resolve, reject) => {
    settle = { resolve, reject };
  });

  const stop = () => {
    cancelAnimationFrame(handle);
    document.removeEventListener('visibilitychange', onHidden);
    element.textContent = '';
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') {
      stop();
      settle?.reject(new Error('The round stopped because the page was hidden. Start it again when you are ready.'));
    }
  };

  const tick = (timestamp: number) => {
    start ??= timestamp;
    const current = Math.round((timestamp - start) / plan.frameMs);
    while (next < changeAt.length && (changeAt[next] ?? 0) <= current) {
      element.textContent = next % 2 === 0 ? format(numbers[next / 2] ?? 0) : '';
      stamps[next] = timestamp;
      next++;
    }
    if (next < changeAt.length) {
      handle = requestAnimationFrame(tick);
      return;
    }
    document.removeEventListener('visibilitychange', onHidden);
    const frames = (from: number, to: number) => Math.round(((stamps[to] ?? 0) - (stamps[from] ?? 0)) / plan.frameMs);
    settle?.resolve({
      plannedFrames: plan.onFrames,
      shownFrames: numbers.map((_, i) => frames(2 * i, 2 * i + 1)),
      totalFrames: frames(0, changeAt.length - 1),
      frameMs: plan.frameMs,
    });
  };

  document.addEventListener('visibilitychange', onHidden);
  handle = requestAnimationFrame(tick);
  return {
    done,
    cancel: () => {
      stop();
      settle?.reject(new Error('The round was stopped.'));
    },
  };
}
