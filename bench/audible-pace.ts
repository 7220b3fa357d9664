import { readFileSync } from 'node:fs';
import { AUDIBLE_PACES, type ClipSpeed, generateAudible, readingOf, scheduleReading } from '@soroban/core';

/**
 * Audible anzan: for every labelled pace, the gap from one number's start to the next as the
 * reading will be heard (the player schedules clips on the audio clock at exactly these times),
 * from the rendered clips' lengths, over random lists of 1–4 digits in both readings.
 * Target: the mean and slowest gap within 10 % of the pace.
 */
const manifest = JSON.parse(readFileSync(new URL('../content/audio/manifest.json', import.meta.url), 'utf8')) as Record<string, Record<string, number>>;
const clipMs = (id: string, speed: ClipSpeed) => manifest[id]?.[String(speed)] ?? Number.NaN;
const LISTS = 50;

for (const digits of [1, 2, 3, 4]) {
  for (const style of ['plain', 'traditional'] as const) {
    for (const pace of AUDIBLE_PACES) {
      const { problems } = generateAudible({ digits, count: 10, paceMs: pace.paceMs, allowSubtraction: false, rounds: LISTS }, digits * 1000 + pace.paceMs);
      const gaps: number[] = [];
      const speeds = new Set<number>();
      for (const problem of problems) {
        if (problem.display.kind !== 'list') continue;
        const schedule = scheduleReading(readingOf(problem.display.numbers, style), pace.paceMs, clipMs);
        gaps.push(...schedule.numberGapsMs);
        speeds.add(schedule.speed);
      }
      const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
      const slowest = Math.max(...gaps);
      const within = slowest <= pace.paceMs * 1.1 ? 'ok' : 'MISSED';
      console.log(
        `audible ${digits} digit${digits > 1 ? 's' : ' '} ${style.padEnd(11)} ${pace.label.padEnd(8)} planned ${pace.paceMs} ms: achieved mean ${mean.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms, voice ${[...speeds].sort().join('/')}× — ${within} (target within 10 %)`,
      );
    }
  }
}
