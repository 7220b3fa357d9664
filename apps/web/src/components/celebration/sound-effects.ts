import { useCallback } from 'react';
import { pageAudio } from '@/lib/page-audio';
import { useSession } from '@/lib/session';

/**
 * The app's sound effects, synthesized with the Web Audio API as they play: a few oscillator notes
 * with soft attacks and decays. Nothing is downloaded (0 bytes at boot or later), and being the
 * app's own code they need no licence beyond the app's (content/CREDITS.md says so).
 */
export type SoundEffect = 'right' | 'wrong' | 'pass' | 'perfect' | 'unit';

/** A note: frequency (Hz), start and length (s) from the effect's start, peak volume 0–1, wave. */
type Note = [hz: number, at: number, length: number, peak: number, wave?: OscillatorType];

// C major, bright and short: a rising third for right, a soft falling step for wrong, an arpeggio for a pass.
const C5 = 523.25,
  E5 = 659.25,
  G5 = 783.99,
  C6 = 1046.5,
  E6 = 1318.5,
  G6 = 1568;
const EFFECTS: Record<SoundEffect, Note[]> = {
  right: [
    [C6, 0, 0.09, 0.18],
    [E6, 0.07, 0.16, 0.18],
  ],
  wrong: [
    [196, 0, 0.14, 0.22, 'triangle'],
    [165, 0.11, 0.22, 0.22, 'triangle'],
  ],
  pass: [
    [C5, 0, 0.14, 0.16],
    [E5, 0.1, 0.14, 0.16],
    [G5, 0.2, 0.14, 0.16],
    [C6, 0.3, 0.4, 0.18],
  ],
  perfect: [
    [C5, 0, 0.12, 0.15],
    [E5, 0.09, 0.12, 0.15],
    [G5, 0.18, 0.12, 0.15],
    [C6, 0.27, 0.12, 0.16],
    [E6, 0.36, 0.12, 0.14],
    [G6, 0.45, 0.5, 0.14],
    [C6, 0.45, 0.5, 0.1, 'triangle'],
  ],
  // A guided unit finished: two rising runs, then a held major chord.
  unit: [
    [G5, 0, 0.12, 0.14],
    [C6, 0.1, 0.12, 0.14],
    [E6, 0.2, 0.16, 0.14],
    [C6, 0.4, 0.12, 0.14],
    [E6, 0.5, 0.12, 0.14],
    [G6, 0.6, 0.16, 0.14],
    [C6, 0.8, 0.9, 0.1],
    [E6, 0.8, 0.9, 0.09],
    [G6, 0.8, 0.9, 0.08],
    [C5, 0.8, 0.9, 0.1, 'triangle'],
  ],
};

/** Plays an effect now, unless the context cannot start (no gesture yet): a missed chime beats a late one. */
export async function playEffect(effect: SoundEffect): Promise<void> {
  const context = pageAudio();
  if (context.state !== 'running') await context.resume().catch(() => undefined);
  if (context.state !== 'running') return;
  const start = context.currentTime + 0.01;
  for (const [hz, at, length, peak, wave = 'sine'] of EFFECTS[effect]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = hz;
    // A 10 ms attack and an exponential decay: no click at either end.
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(peak, start + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + length + 0.02);
  }
}

/** Plays effects unless the signed-in person turned sounds off (their soundMuted setting). */
export function useSoundEffects(): (effect: SoundEffect) => void {
  const muted = useSession().data?.user.soundMuted ?? false;
  return useCallback(
    (effect: SoundEffect) => {
      if (!muted) void playEffect(effect);
    },
    [muted],
  );
}
