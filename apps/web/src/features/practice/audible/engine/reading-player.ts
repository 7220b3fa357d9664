import type { SpokenItem } from '@soroban/core';
import { clipUrl } from '@/features/practice/audible/engine/clips';

/** Breath between items when the words run longer than the pace allows. */
const MIN_GAP_S = 0.12;
const decoded = new WeakMap<AudioContext, Map<string, Promise<AudioBuffer>>>();

function buffer(context: AudioContext, id: string): Promise<AudioBuffer> {
  let cache = decoded.get(context);
  if (!cache) decoded.set(context, (cache = new Map()));
  let pending = cache.get(id);
  if (!pending) {
    pending = fetch(clipUrl(id))
      .then((response) => response.arrayBuffer())
      .then((data) => context.decodeAudioData(data));
    cache.set(id, pending);
  }
  return pending;
}

export interface Reading {
  /** Resolves when the last word has played. */
  done: Promise<void>;
  stop(): void;
}

/**
 * Plays a reading from pre-rendered clips on the AudioContext clock: item i starts at
 * start + i × pace (later only if the previous words are still playing), its clips back to back.
 * Scheduling on the audio clock, not timers, keeps the pace exact; no speech voices are needed.
 */
export async function playReading(context: AudioContext, items: readonly SpokenItem[], paceMs: number, onItem?: (index: number) => void): Promise<Reading> {
  const buffers = new Map<string, AudioBuffer>();
  await Promise.all([...new Set(items.flatMap((item) => item.clips))].map(async (id) => buffers.set(id, await buffer(context, id))));
  if (context.state === 'suspended') await context.resume();

  const sources: AudioBufferSourceNode[] = [];
  const timers: number[] = [];
  const start = context.currentTime + 0.25;
  let end = start;
  items.forEach((item, index) => {
    let at = Math.max(start + (index * paceMs) / 1000, index === 0 ? start : end + MIN_GAP_S);
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
    end = at;
  });

  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
    timers.push(window.setTimeout(resolve, Math.max(0, (end - context.currentTime) * 1000) + 100));
  });
  return {
    done,
    stop: () => {
      sources.forEach((source) => source.stop());
      timers.forEach((timer) => clearTimeout(timer));
      finish();
    },
  };
}
