import { pageAudio } from '@/lib/page-audio';

/** A short, soft tick as a number appears: a 40 ms sine with a quick fade so it does not click. */
export function beep(): void {
  const audio = pageAudio();
  if (audio.state !== 'running') return;
  const at = audio.currentTime;
  const tone = audio.createOscillator();
  const level = audio.createGain();
  tone.frequency.value = 880;
  level.gain.setValueAtTime(0.15, at);
  level.gain.exponentialRampToValueAtTime(0.001, at + 0.04);
  tone.connect(level).connect(audio.destination);
  tone.start(at);
  tone.stop(at + 0.05);
}
