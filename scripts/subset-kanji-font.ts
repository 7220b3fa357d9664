/**
 * Writes content/kanji/font/kanji-subset.woff2: Noto Sans JP (SIL OFL 1.1) cut down to the
 * characters the kanji collection shows — every kanji, the kana of its readings and a few marks — and
 * the Japanese the app writes itself (APP_TEXT), so
 * kanji render the same on a device without a Japanese font, for tens of kilobytes. Beside it
 * kanji-app.woff2, the app's own few characters alone, and kanji-font.css naming both as one family:
 * the small face's unicode-range sends a page that shows only those (the guided program's kanji icon)
 * to a file of a few kilobytes instead of the collection's. The full font
 * comes from the npm package @expo-google-fonts/noto-sans-jp, fetched with `npm pack` into a
 * temporary folder (it is 80 MB, so it is not a dependency). Re-run after editing kanji.json:
 *   node --import tsx scripts/subset-kanji-font.ts
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { KanjiEntry } from '../packages/core/src/kanji/kanji-data.ts';

const FONT_PACKAGE = '@expo-google-fonts/noto-sans-jp@0.4.3';
const FONT_FILE = 'package/400Regular/NotoSansJP_400Regular.ttf';
const LICENCE_FILE = 'package/LICENSE_FONT';
/** Shown beside readings: the list separator, okurigana dot and long vowel mark. */
const MARKS = '、・ー';
/**
 * Japanese the app writes itself, outside the collection: the guided program's kanji icon (漢),
 * the flash grades' 準合格 and 準初段, the reader's ご明算, and 珠算 / 暗算 in the copy.
 */
const APP_TEXT = '漢一準合格初段ご明算珠暗';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'content/kanji/font');

const kanji = JSON.parse(readFileSync(join(root, 'content/kanji/kanji.json'), 'utf8')) as KanjiEntry[];
const characters = new Set([...MARKS, ...APP_TEXT, ...kanji.flatMap((k) => [...k.character, ...k.on.join(''), ...k.kun.join('').replaceAll('.', '')])]);
const text = [...characters].sort().join('');

/** Both faces as one family; the app's, defined last, is tried first for the characters of its range. */
function fontFaces() {
  const range = [...APP_TEXT].map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`).join(', ');
  return `/* Written by scripts/subset-kanji-font.ts; do not edit. Noto Sans JP (SIL OFL 1.1), cut down: the
   collection's kanji and the kana of their readings, and the app's own few characters alone. The
   theme lists the family after the system fonts: a browser fetches a face only for a character
   they lack, and only the face whose range holds it. */
@font-face {
  font-family: 'Soroban Kanji';
  src: url('./kanji-subset.woff2') format('woff2');
  font-display: swap;
}
@font-face {
  font-family: 'Soroban Kanji';
  src: url('./kanji-app.woff2') format('woff2');
  font-display: swap;
  unicode-range: ${range};
}
`;
}

const work = mkdtempSync(join(tmpdir(), 'kanji-font-'));
try {
  const tarball = execFileSync('npm', ['pack', FONT_PACKAGE, '--pack-destination', work, '--silent'], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, FONT_FILE, LICENCE_FILE]);
  const font = readFileSync(join(work, FONT_FILE));
  const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
  const appSubset = await subsetFont(font, APP_TEXT, { targetFormat: 'woff2' });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'kanji-subset.woff2'), subset);
  writeFileSync(join(outDir, 'kanji-app.woff2'), appSubset);
  writeFileSync(join(outDir, 'kanji-font.css'), fontFaces());
  copyFileSync(join(work, LICENCE_FILE), join(outDir, 'LICENSE-NotoSansJP-OFL.txt'));
  console.log(`${characters.size} characters, ${subset.length.toLocaleString('en')} bytes → content/kanji/font/kanji-subset.woff2`);
  console.log(`${[...APP_TEXT].length} characters, ${appSubset.length.toLocaleString('en')} bytes → content/kanji/font/kanji-app.woff2`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
