import { EXAM_BODIES, EXAM_FORMATS, checkExamPaper, generateExamPaper } from '@soroban/core';
import { examPdf } from '../apps/server/src/services/exam-pdf.ts';

/**
 * bench:exams — for every mock exam grade: papers generated per second, and the format checker over
 * `BENCH_PAPERS` (10,000) papers of seeds 0…n-1 with the violations it found (the property test checks
 * a tenth of that count to stay quick), and the median milliseconds of `BENCH_PDFS` (5) PDFs of the
 * paper (A4) through the server's renderer. Exits non-zero when any paper breaks its format.
 */
const PAPERS = Number(process.env.BENCH_PAPERS ?? 10_000);
const PDFS = Number(process.env.BENCH_PDFS ?? 5);

async function pdfMs(body: (typeof EXAM_BODIES)[number], grade: string): Promise<number> {
  const times: number[] = [];
  for (let seed = 0; seed < PDFS; seed++) {
    const started = performance.now();
    await examPdf(generateExamPaper(body, grade, seed), { size: 'A4', key: false });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

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
    const pdf = (await pdfMs(body, format.grade)).toFixed(0);
    rows.push([body, format.grade, String(items), Math.round(perSecond).toLocaleString('en'), pdf, `${broken}/${PAPERS}`, first]);
  }
}
const header = ['body', 'grade', 'items', 'papers/s', 'PDF ms', 'broken', 'first violation'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
console.log(`\n${violations} papers broke their format`);
if (violations > 0) process.exitCode = 1;
