import { readFileSync } from 'node:fs';
import { AUDIBLE_PACES, audiblePaceLabel, type ClipSpeed, generateAudible, readingOf, scheduleReading } from '@soroban/core';

/**
 * Audible anzan: for every labelled pace, the gap from one number's start to the next as the
 * reading will be heard (the player schedules clips on the audio clock at exactly these times),
 * from the rendered clips' lengths, over random lists of 1–4 digits in both readings.
 * Target: the slowest gap within 10 % of the pace, for every number length up to the pace's
 * metUpToDigits (its label names the limit); a pace missed beyond that is printed as labelled, one
 * missed within it fails the bench.
 */
const manifest = JSON.parse(readFileSync(new URL('../content/audio/manifest.json', import.meta.url), 'utf8')) as Record<string, Record<string, number>>;
const clipMs = (id: string, speed: ClipSpeed) => manifest[id]?.[String(speed)] ?? Number.NaN;
const LISTS = 50;
const failures: string[] = [];

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
      const met = slowest <= pace.paceMs * 1.1;
      const verdict = met ? 'ok' : digits > pace.metUpToDigits ? `missed, as labelled '${audiblePaceLabel(pace)}'` : 'MISSED';
      const line = `audible ${digits} digit${digits > 1 ? 's' : ' '} ${style.padEnd(11)} ${pace.label.padEnd(8)} planned ${pace.paceMs} ms: achieved mean ${mean.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms, voice ${[...speeds].sort((a, b) => a - b).join('/')}× — ${verdict} (target within 10 %)`;
      console.log(line);
      if (verdict === 'MISSED') failures.push(line);
    }
  }
}

if (failures.length) {
  console.error(`${failures.length} reading(s) miss a pace their label promises: render a faster tier (scripts/render-audio.ts) or lower metUpToDigits`);
  process.exit(1);
}
