import { EXAM_BODIES, EXAM_FORMATS, checkExamPaper, generateExamPaper } from '@soroban/core';

/**
 * bench:exams — for every mock exam grade: papers generated per second, and the format checker over
 * `BENCH_PAPERS` (10,000) papers of seeds 0…n-1 with the violations it found (the property test checks
 * a tenth of that count to stay quick). Exits non-zero when any paper breaks its format.
 */
const PAPERS = Number(process.env.BENCH_PAPERS ?? 10_000);

const rows: string[][] = [];
let violations = 0;
for (const body of EXAM_BODIES) {
  for (const format of EXAM_FORMATS[body]) {
    const started = performance.now();
    for (let seed = 0; seed < PAPERS; seed++) generateExamPaper(body, format.grade, seed);
    const perSecond = PAPERS / ((performance.now() - started) / 1000);
    let broken = 0;
    let first = '';
    for (let seed = 0; seed < PAPERS; seed++) {
      const found = checkExamPaper(generateExamPaper(body, format.grade, seed));
      if (found.length > 0) {
        broken++;
        first ||= `seed ${seed}: ${found[0]}`;
      }
    }
    violations += broken;
    const items = format.sections.reduce((sum, s) => sum + s.items, 0);
    rows.push([body, format.grade, String(items), Math.round(perSecond).toLocaleString('en'), `${broken}/${PAPERS}`, first]);
  }
}
const header = ['body', 'grade', 'items', 'papers/s', 'broken', 'first violation'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
console.log(`\n${violations} papers broke their format`);
if (violations > 0) process.exitCode = 1;
