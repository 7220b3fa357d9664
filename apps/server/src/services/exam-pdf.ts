import { type ExamBody, type ExamPaper, type ProblemDisplay, generateExamPaper } from '@soroban/core';
import PDFDocument from 'pdfkit';

/** A4, and B4 as Japanese schools print it (JIS B4, 257 × 364 mm), in points. */
export const PDF_SIZES = { A4: [595.28, 841.89], B4: [728.5, 1031.81] } as const;
export type PdfSize = keyof typeof PDF_SIZES;

const BODY_TITLES: Record<ExamBody, string> = { soroban: 'Soroban (shuzan) mock exam', anzan: 'Anzan mock exam', flash: 'Flash anzan mock exam' };
const SECTION_HEADINGS = { lists: 'Addition and subtraction lists', multiplication: 'Multiplication', division: 'Division', flash: 'Flash rounds' } as const;
const MARGIN = 36;
const LINE = 12;

// The standard PDF fonts have no minus sign (U+2212): a hyphen stands for it.
const printed = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 20 });

/** A × or ÷ item on one line: "No. 21   ¥4,350 × 0.67 =". */
const binaryLine = (number: number, d: ProblemDisplay) =>
  d.kind === 'binary' ? `No. ${number}   ${d.unit === 'yen' ? '¥' : ''}${printed(d.a)} ${d.op} ${printed(d.b)} =` : '';

/**
 * A printable paper, or its answer key, laid out like the real one: the body's section headings,
 * numbered items in columns with an answer box (or the answer), the seed and grade in every footer.
 */
export function examPdf(paper: ExamPaper, options: { size: PdfSize; key: boolean; compress?: boolean }): Promise<Buffer> {
  const [width, height] = PDF_SIZES[options.size];
  const doc = new PDFDocument({ size: [width, height], margin: MARGIN, compress: options.compress ?? true, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const { format } = paper;
  const bottom = height - MARGIN - 2 * LINE;

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${BODY_TITLES[format.body]}: ${format.label}${options.key ? ' (answer key)' : ''}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Time ${Math.round(format.seconds / 60)} min · ${format.maxPoints} points · Name ____________________  Score ______`);
  doc.moveDown();

  let number = 0;
  for (const section of paper.sections) {
    if (doc.y + 3 * LINE > bottom) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`${SECTION_HEADINGS[section.kind]} (${section.pointsEach} point${section.pointsEach === 1 ? '' : 's'} each)`, MARGIN);
    doc.font('Helvetica').fontSize(10);
    const isList = section.problems[0]?.display.kind === 'list';
    // A list column is as wide as its longest number (1 kyu: 13 digits with separators) and its answer.
    const widest = Math.max(
      ...section.problems.flatMap((p) => [p.answer, ...(p.display.kind === 'list' ? p.display.numbers : [])]).map((n) => doc.widthOfString(printed(n))),
    );
    const widestItem = Math.max(...section.problems.map((p, i) => doc.widthOfString(binaryLine(number + i + 1, p.display))));
    const columnWidth = isList ? Math.max(78, Math.ceil(widest) + 20) : Math.max(150, Math.ceil(widestItem) + 16);
    const columns = Math.max(1, Math.floor((width - 2 * MARGIN) / columnWidth));
    // A × or ÷ row is its line, its answer box (LINE + 2) and a gap, so no box runs into the next item.
    const rowHeight = isList ? (Math.max(...section.problems.map((p) => (p.display.kind === 'list' ? p.display.numbers.length : 1))) + 3) * LINE : 3 * LINE;
    let y = doc.y + 4;
    section.problems.forEach((problem, i) => {
      number++;
      const column = i % columns;
      if (column === 0 && i > 0) y += rowHeight;
      if (column === 0 && y + rowHeight > bottom) {
        doc.addPage();
        y = MARGIN;
      }
      const x = MARGIN + column * columnWidth;
      const answer = options.key ? printed(problem.answer) : '';
      const d = problem.display;
      if (d.kind === 'list') {
        doc.text(`No. ${number}`, x, y, { width: columnWidth - 8 });
        const numbers = section.kind === 'flash' ? [`${d.numbers.length} numbers`] : d.numbers.map(printed);
        numbers.forEach((n, k) => doc.text(n, x, y + (k + 1) * LINE, { width: columnWidth - 8, align: 'right', lineBreak: false }));
        const boxY = y + (numbers.length + 1) * LINE + 2;
        doc.rect(x, boxY, columnWidth - 8, LINE + 2).stroke();
        if (answer) doc.text(answer, x, boxY + 2, { width: columnWidth - 12, align: 'right', lineBreak: false });
        return;
      }
      if (d.kind === 'binary') {
        const yen = d.unit === 'yen' ? '¥' : '';
        doc.text(binaryLine(number, d), x, y, { width: columnWidth - 8, lineBreak: false });
        doc.rect(x, y + LINE, columnWidth - 20, LINE + 2).stroke();
        if (answer) doc.text(`${yen}${answer}`, x + 2, y + LINE + 2, { width: columnWidth - 24, align: 'right', lineBreak: false });
      }
    });
    doc.x = MARGIN;
    doc.y = y + rowHeight + LINE;
  }

  const pages = doc.bufferedPageRange();
  for (let p = 0; p < pages.count; p++) {
    doc.switchToPage(p);
    // The footer sits in the bottom margin; without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .text(
        `${format.body} ${format.label} · seed ${String(paper.seed)} · ${options.key ? 'answer key' : 'paper'} · page ${p + 1} of ${pages.count}`,
        MARGIN,
        height - MARGIN - LINE,
        { width: width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return done;
}

/** The PDF of a body's grade from a seed: the same paper the seed gives online. */
export const examPdfOf = (body: ExamBody, grade: string, seed: string, size: PdfSize, key: boolean) =>
  examPdf(generateExamPaper(body, grade, seed), { size, key });
