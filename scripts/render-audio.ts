import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIP_TEXT } from '@soroban/core';

/**
 * Renders every clip of audible anzan to content/audio/<voice>/<name>.ogg with espeak-ng, trims the
 * silence around it with sox and writes manifest.json with each clip's length, so the player can
 * refuse a pace faster than the words. Needs Debian's espeak-ng and sox
 * (`apt-get install espeak-ng sox`); the output is committed, so neither is needed to run the app.
 *
 *   node --import tsx scripts/render-audio.ts
 */
const out = fileURLToPath(new URL('../content/audio/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'render-audio-'));
const voices = { en: ['-v', 'en-us', '-s', '165'], ja: ['-v', 'ja', '-s', '150'] } as const;
const manifest: Record<string, { file: string; durationMs: number }> = {};

try {
  for (const [id, text] of Object.entries(CLIP_TEXT)) {
    const [voice, name] = id.split('/') as ['en' | 'ja', string];
    const wav = join(work, `${voice}-${name}.wav`);
    const file = `${voice}/${name}.ogg`;
    execFileSync('espeak-ng', [...voices[voice], '-w', wav, text]);
    mkdirSync(dirname(join(out, file)), { recursive: true });
    // Trim leading and trailing silence so the pace the learner picks is the pace they hear.
    execFileSync('sox', [wav, '-r', '22050', '-C', '2', join(out, file), 'silence', '1', '0.01', '0.5%', 'reverse', 'silence', '1', '0.01', '0.5%', 'reverse']);
    const seconds = Number(
      execFileSync('soxi', ['-D', join(out, file)])
        .toString()
        .trim(),
    );
    manifest[id] = { file, durationMs: Math.round(seconds * 1000) };
  }
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`rendered ${Object.keys(manifest).length} clips into ${out}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
