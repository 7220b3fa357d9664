import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 *   node --import tsx scripts/render-audio.ts            (every speed)
 *   node --import tsx scripts/render-audio.ts 5.6        (only the speeds named, e.g. a new tier)
 *
 * Rendering only a new speed leaves the committed files of the others untouched (Ogg and MP3
 * encodings are not byte-for-byte repeatable, so a full re-render rewrites every file).
 */
const out = fileURLToPath(new URL('../content/audio/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'render-audio-'));
/** Natural speaking rates in words a minute; a speed multiplies them. */
const voices = { en: { name: 'en-us', rate: 165 }, ja: { name: 'ja', rate: 150 } } as const;
const asked = process.argv.slice(2).map(Number);
const unknown = asked.filter((speed) => !(CLIP_SPEEDS as readonly number[]).includes(speed));
if (unknown.length) throw new Error(`Not a speed of CLIP_SPEEDS (${CLIP_SPEEDS.join(', ')}): ${unknown.join(', ')}`);
const speeds = asked.length ? CLIP_SPEEDS.filter((speed) => asked.includes(speed)) : CLIP_SPEEDS;
const manifestFile = join(out, 'manifest.json');
// Lengths of the speeds not rendered this time are kept from the committed manifest.
const manifest: Record<string, Record<string, number>> = asked.length && existsSync(manifestFile)
  ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Record<string, number>>)
  : {};
const trim = ['silence', '1', '0.01', '0.5%', 'reverse', 'silence', '1', '0.01', '0.5%', 'reverse'];

try {
  for (const [id, text] of Object.entries(CLIP_TEXT)) {
    const [voice, name] = id.split('/') as ['en' | 'ja', string];
    manifest[id] ??= {};
    for (const speed of speeds) {
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
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`rendered ${Object.keys(CLIP_TEXT).length} clips at ${speeds.join(', ')}× into ${out}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
