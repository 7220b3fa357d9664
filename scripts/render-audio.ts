import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIP_SPEEDS, CLIP_TEXT } from '@soroban/core';

/**
 * Renders every clip of audible anzan at every speed of CLIP_SPEEDS to
 * content/audio/x<speed>/<voice>/<name>.ogg and .mp3 with espeak-ng (a faster speaking rate, not a
 * pitch shift), trims the silence around it with sox and writes manifest.json with each clip's length
 * at each speed, so the player picks the speed that meets the pace before it fetches anything.
 * Ogg Vorbis for most browsers, MP3 for Safari (which has long been unable to decode Vorbis).
 * Needs Debian's espeak-ng, sox and libsox-fmt-mp3 (`apt-get install espeak-ng sox libsox-fmt-mp3`);
 * the output is committed, so none of them is needed to build, test or run the app.
 *
 *   node --import tsx scripts/render-audio.ts
 */
const out = fileURLToPath(new URL('../content/audio/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'render-audio-'));
/** Natural speaking rates in words a minute; a speed multiplies them. */
const voices = { en: { name: 'en-us', rate: 165 }, ja: { name: 'ja', rate: 150 } } as const;
const manifest: Record<string, Record<string, number>> = {};
const trim = ['silence', '1', '0.01', '0.5%', 'reverse', 'silence', '1', '0.01', '0.5%', 'reverse'];

try {
  for (const [id, text] of Object.entries(CLIP_TEXT)) {
    const [voice, name] = id.split('/') as ['en' | 'ja', string];
    manifest[id] = {};
    for (const speed of CLIP_SPEEDS) {
      const raw = join(work, 'raw.wav');
      const trimmed = join(work, 'trimmed.wav');
      const file = join(out, `x${speed}`, voice, name);
      execFileSync('espeak-ng', ['-v', voices[voice].name, '-s', String(Math.round(voices[voice].rate * speed)), '-w', raw, text]);
      // Trim leading and trailing silence so the pace the learner picks is the pace they hear.
      execFileSync('sox', [raw, '-r', '22050', '-c', '1', trimmed, ...trim]);
      mkdirSync(dirname(file), { recursive: true });
      execFileSync('sox', [trimmed, '-C', '2', `${file}.ogg`]);
      execFileSync('sox', [trimmed, '-C', '40.2', `${file}.mp3`]);
      manifest[id][String(speed)] = Math.round(Number(execFileSync('soxi', ['-D', trimmed]).toString().trim()) * 1000);
    }
  }
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`rendered ${Object.keys(manifest).length} clips at ${CLIP_SPEEDS.length} speeds into ${out}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
