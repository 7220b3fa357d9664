import { type FlashReport, changeFrames, checkRound } from '@/components/flash/engine/flash-check';
import type { FlashPlan } from '@/components/flash/engine/flash-plan';

export interface FlashRun {
  /** Resolves with the frame report, void when the round was not shown as planned. */
  readonly done: Promise<FlashReport>;
  cancel(): void;
}

interface Options {
  readonly format?: (n: number) => string;
  /** Called on the frame each number appears (the optional beep). */
  readonly onNumber?: (index: number) => void;
}

/**
 * Plays a round counted in display frames. Each requestAnimationFrame advances the count by the
 * vsyncs elapsed since the last one (one, unless frames were missed), measured with the display's
 * snapped frame length, so the count never drifts and a skipped vsync is seen, not averaged away.
 * Each number is written straight into the element (no React render in the loop). A hidden page
 * ends the round at once: it is void, and so does the first change that lands off its frame.
 */
export function runFlash(element: HTMLElement, numbers: readonly number[], plan: FlashPlan, options: Options = {}): FlashRun {
  const format = options.format ?? ((n: number) => n.toLocaleString('en-US'));
  const planned = changeFrames(plan);
  const landed: number[] = [];
  let frame = 0;
  let last: number | undefined;
  let next = 0;
  let handle = 0;
  let resolve: (report: FlashReport) => void = () => undefined;
  const done = new Promise<FlashReport>((settle) => (resolve = settle));

  const stop = () => {
    cancelAnimationFrame(handle);
    document.removeEventListener('visibilitychange', onVisibility);
    element.textContent = '';
    delete element.dataset.showing;
  };
  const onVisibility = () => {
    if (document.visibilityState !== 'hidden') return;
    stop();
    resolve({ ...checkRound(plan, landed), void: { kind: 'hidden' } });
  };

  const tick = (timestamp: number) => {
    if (last !== undefined) frame += Math.max(1, Math.round((timestamp - last) / plan.frameMs));
    last = timestamp;
    while (next < planned.length && (planned[next] ?? 0) <= frame) {
      landed[next] = frame;
      // A change off its planned frame means the span before it was too long: the round is void
      // already, so it ends now rather than playing out numbers that cannot count.
      if (frame !== planned[next]) {
        stop();
        resolve(checkRound(plan, landed));
        return;
      }
      if (next % 2 === 0 && next < planned.length - 1) {
        element.textContent = format(numbers[next / 2] ?? 0);
        element.dataset.showing = String(next / 2);
        options.onNumber?.(next / 2);
      } else {
        element.textContent = '';
        delete element.dataset.showing;
      }
      next++;
    }
    if (next < planned.length) {
      handle = requestAnimationFrame(tick);
      return;
    }
    stop();
    resolve(checkRound(plan, landed));
  };

  document.addEventListener('visibilitychange', onVisibility);
  handle = requestAnimationFrame(tick);
  return { done, cancel: stop };
}
