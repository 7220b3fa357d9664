import manifest from '@content/audio/manifest.json';
import { CLIP_SPEEDS, type ClipSpeed } from '@soroban/core';

export type AudioFormat = 'ogg' | 'mp3';

/** Every clip's URL in the build (hashed, cacheable), per format, keyed by path like 'x2/en/40'. */
const byFormat: Record<AudioFormat, Record<string, string>> = {
  ogg: import.meta.glob('@content/audio/**/*.ogg', { query: '?url', import: 'default', eager: true }),
  mp3: import.meta.glob('@content/audio/**/*.mp3', { query: '?url', import: 'default', eager: true }),
};
const urls: Record<AudioFormat, Map<string, string>> = {
  ogg: new Map(Object.entries(byFormat.ogg).map(([path, url]) => [path.replace(/^.*\/audio\/|\.ogg$/g, ''), url])),
  mp3: new Map(Object.entries(byFormat.mp3).map(([path, url]) => [path.replace(/^.*\/audio\/|\.mp3$/g, ''), url])),
};

export function clipUrl(id: string, speed: ClipSpeed, format: AudioFormat): string {
  const url = urls[format].get(`x${speed}/${id}`);
  if (!url) throw new Error(`No audio clip '${id}' at ${speed}× in ${format}`);
  return url;
}

/** A clip's length at a speed, from the manifest, so a speed is chosen before anything is fetched. */
export function clipMs(id: string, speed: ClipSpeed): number {
  const lengths = (manifest as Record<string, Record<string, number>>)[id];
  const ms = lengths?.[String(speed)];
  if (ms === undefined) throw new Error(`No audio clip '${id}' at ${speed}×`);
  return ms;
}

export const SPEEDS: readonly ClipSpeed[] = CLIP_SPEEDS;

/**
 * Ogg Vorbis where the browser says it can play it, MP3 otherwise (Safari on iPhone and iPad has
 * long refused Vorbis). A browser that claims Vorbis and then fails to decode it is switched to MP3
 * by the player.
 */
export function preferredFormat(): AudioFormat {
  return typeof Audio === 'function' && new Audio().canPlayType('audio/ogg; codecs="vorbis"') !== '' ? 'ogg' : 'mp3';
}
