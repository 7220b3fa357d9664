import { CLIP_SPEEDS, type ClipSpeed } from './clips.ts';
import type { SpokenItem } from './reading.ts';

/** The least silence before a number, so two numbers never run into one word. */
export const MIN_GAP_MS = 100;

export interface ReadingSchedule {
  /** The voice speed the reading uses: the slowest at which every number fits the pace. */
  readonly speed: ClipSpeed;
  /** When each item starts, from the start of the reading. */
  readonly startsMs: readonly number[];
  /** When the last word ends. */
  readonly endMs: number;
  /** From one number's start to the next, as heard: what the pace promises. */
  readonly numberGapsMs: readonly number[];
}

const itemMs = (item: SpokenItem, speed: ClipSpeed, clipMs: (id: string, speed: ClipSpeed) => number) =>
  item.clips.reduce((sum, id) => sum + clipMs(id, speed), 0);

/**
 * Times a reading: each item starts one pace after the one before, or later if that one's words
 * are still playing (then the pace is missed, and the achieved gaps say so). The speed is the
 * slowest of CLIP_SPEEDS at which the longest number and a breath fit in the pace, or the fastest.
 */
export function scheduleReading(items: readonly SpokenItem[], paceMs: number, clipMs: (id: string, speed: ClipSpeed) => number): ReadingSchedule {
  const numbers = items.filter((item) => item.number !== null);
  const fits = (speed: ClipSpeed) => numbers.every((item) => itemMs(item, speed, clipMs) + MIN_GAP_MS <= paceMs);
  const speed = CLIP_SPEEDS.find(fits) ?? CLIP_SPEEDS[CLIP_SPEEDS.length - 1] ?? 1;
  const startsMs: number[] = [];
  let end = 0;
  items.forEach((item, index) => {
    const previous = startsMs[index - 1];
    const at = previous === undefined ? 0 : Math.max(previous + paceMs, end + MIN_GAP_MS);
    startsMs.push(at);
    end = at + itemMs(item, speed, clipMs);
  });
  const numberStarts = startsMs.filter((_, index) => items[index]?.number !== null);
  return { speed, startsMs, endMs: end, numberGapsMs: numberStarts.slice(1).map((at, i) => at - (numberStarts[i] ?? 0)) };
}
