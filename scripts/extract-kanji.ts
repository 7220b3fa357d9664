/**
 * Extracts the stroke data of every kanji in content/kanji/kanji.json from KanjiVG (npm
 * @madcat/kanjivg, CC BY-SA 3.0) into content/kanji/strokes/<id>.json, and sets each entry's
 * strokeCount from KanjiVG and its price from kanjiPrice. Re-run after editing kanji.json:
 *   node --import tsx scripts/extract-kanji.ts
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resample } from '../packages/core/src/kanji/geometry.ts';
import { KANJIVG_BOX, STROKE_SAMPLE_POINTS, kanjiIdOf, kanjiPrice } from '../packages/core/src/kanji/kanji-data.ts';
import type { KanjiEntry, KanjiStrokes, ReferenceStroke } from '../packages/core/src/kanji/kanji-data.ts';
import { flattenSvgPath } from '../packages/core/src/kanji/svg-path.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kanjiFile = join(root, 'content/kanji/kanji.json');
const strokesDir = join(root, 'content/kanji/strokes');
const kanjivgDir = join(dirname(createRequire(import.meta.url).resolve('@madcat/kanjivg/package.json')), 'dist/main');

const PATH = /<path id="kvg:([0-9a-f]+)-s(\d+)" d="([^"]+)"\s*\/>/g;

function extract(entry: KanjiEntry): KanjiStrokes {
  const id = kanjiIdOf(entry.character.codePointAt(0) ?? 0);
  if (id !== entry.id) throw new Error(`${entry.character}: id should be ${id}, is ${entry.id}`);
  const svg = readFileSync(join(kanjivgDir, `${id}.svg`), 'utf8');
  const strokes: ReferenceStroke[] = [];
  for (const [, pathId, number, d] of svg.matchAll(PATH)) {
    // Writing order is the order of s1, s2…; refuse data where the ids and the file order disagree.
    if (pathId !== id || Number(number) !== strokes.length + 1 || d === undefined) {
      throw new Error(`${entry.character}: unexpected stroke kvg:${pathId}-s${number}`);
    }
    strokes.push({ d, points: resample(flattenSvgPath(d), STROKE_SAMPLE_POINTS).map(round) });
  }
  if (strokes.length === 0) throw new Error(`${entry.character}: no strokes in ${id}.svg`);
  return { id, character: entry.character, strokes };
}

// A tenth of a unit is far below a finger's precision and keeps the files small.
function round(p: { x: number; y: number }): { x: number; y: number } {
  const r = (v: number): number => Math.round(Math.min(KANJIVG_BOX, Math.max(0, v)) * 10) / 10;
  return { x: r(p.x), y: r(p.y) };
}

// One stroke per line: readable diffs, and still small.
function format(kanji: KanjiStrokes): string {
  const lines = kanji.strokes.map((s) => `    ${JSON.stringify(s)}`);
  return `{\n  "id": ${JSON.stringify(kanji.id)},\n  "character": ${JSON.stringify(kanji.character)},\n  "strokes": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

const entries = JSON.parse(readFileSync(kanjiFile, 'utf8')) as KanjiEntry[];
mkdirSync(strokesDir, { recursive: true });
const updated = entries.map((entry) => {
  const kanji = extract(entry);
  writeFileSync(join(strokesDir, `${kanji.id}.json`), format(kanji));
  const strokeCount = kanji.strokes.length;
  if (entry.strokeCount !== strokeCount) console.log(`${entry.character}: strokeCount ${entry.strokeCount} → ${strokeCount}`);
  return { ...entry, strokeCount, price: kanjiPrice(strokeCount) };
});
writeFileSync(kanjiFile, `${JSON.stringify(updated, null, 2)}\n`);
console.log(`${updated.length} kanji, ${updated.reduce((n, e) => n + e.strokeCount, 0)} strokes → ${strokesDir}`);
