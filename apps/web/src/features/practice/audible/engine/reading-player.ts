import { type ClipSpeed, type ReadingSchedule, type SpokenItem, scheduleReading } from '@soroban/core';
import { type AudioFormat, clipMs, clipUrl, preferredFormat } from '@/features/practice/audible/engine/clips';

const decoded = new WeakMap<AudioContext, Map<string, Promise<AudioBuffer>>>();
let format: AudioFormat | undefined;

async function fetchAndDecode(context: AudioContext, id: string, speed: ClipSpeed, as: AudioFormat): Promise<AudioBuffer> {
  const response = await fetch(clipUrl(id, speed, as));
  if (!response.ok) throw new Error(`The audio clip could not be loaded (${response.status}).`);
  return context.decodeAudioData(await response.arrayBuffer());
}

/** A clip decoded once per context; a browser that fails to decode Ogg is moved to MP3 for good. */
function buffer(context: AudioContext, id: string, speed: ClipSpeed): Promise<AudioBuffer> {
  let cache = decoded.get(context);
  if (!cache) decoded.set(context, (cache = new Map()));
  const key = `${speed}/${id}`;
  let pending = cache.get(key);
  if (!pending) {
    const as = (format ??= preferredFormat());
    pending = fetchAndDecode(context, id, speed, as).catch((error: unknown) => {
      if (as !== 'ogg') throw error;
      format = 'mp3';
      return fetchAndDecode(context, id, speed, 'mp3');
    });
    cache.set(key, pending);
  }
  return pending;
}

export interface Reading {
  /** Resolves when the last word has played. */
  done: Promise<void>;
  /** The timing as it will be heard: the speed chosen and the gaps between numbers. */
  schedule: ReadingSchedule;
  stop(): void;
}

/**
 * Plays a reading from pre-rendered clips on the AudioContext clock, at the times scheduleReading
 * gives (each item's clips back to back). Scheduling on the audio clock, not timers, keeps the pace
 * exact; no speech voices are needed.
 */
export async function playReading(context: AudioContext, items: readonly SpokenItem[], paceMs: number, onItem?: (index: number) => void): Promise<Reading> {
  const schedule = scheduleReading(items, paceMs, clipMs);
  const buffers = new Map<string, AudioBuffer>();
  await Promise.all([...new Set(items.flatMap((item) => item.clips))].map(async (id) => buffers.set(id, await buffer(context, id, schedule.speed))));
  if (context.state === 'suspended') await context.resume();

  const sources: AudioBufferSourceNode[] = [];
  const timers: number[] = [];
  const start = context.currentTime + 0.25;
  items.forEach((item, index) => {
    let at = start + (schedule.startsMs[index] ?? 0) / 1000;
    timers.push(window.setTimeout(() => onItem?.(index), Math.max(0, (at - context.currentTime) * 1000)));
    for (const id of item.clips) {
      const clip = buffers.get(id);
      if (!clip) continue;
      const source = context.createBufferSource();
      source.buffer = clip;
      source.connect(context.destination);
      source.start(at);
      sources.push(source);
      at += clip.duration;
    }
  });

  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
    timers.push(window.setTimeout(resolve, Math.max(0, start + schedule.endMs / 1000 - context.currentTime) * 1000 + 100));
  });
  return {
    done,
    schedule,
    stop: () => {
      sources.forEach((source) => source.stop());
      timers.forEach((timer) => clearTimeout(timer));
      finish();
    },
  };
}

/** Plays one clip now at the voice's natural speed: ご明算 or "Correct!" after a right answer. */
export async function playClip(context: AudioContext, id: string): Promise<void> {
  const clip = await buffer(context, id, 1);
  if (context.state !== 'running') return;
  const source = context.createBufferSource();
  source.buffer = clip;
  source.connect(context.destination);
  source.start();
}
