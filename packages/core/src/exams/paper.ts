import type { Seed } from '../random/index.ts';
import { generateAdditionList } from '../problems/addition-list.ts';
import { ANZAN_LEVELS } from '../problems/anzan-levels.ts';
import { generateDivision } from '../problems/division.ts';
import { FLASH_PRESETS } from '../problems/flash-presets.ts';
import { generateFlash } from '../problems/flash.ts';
import { type GradeLevel, KYU_LEVELS } from '../problems/kyu-levels.ts';
import { generateMultiplication } from '../problems/multiplication.ts';
import type { Problem } from '../problems/problem.ts';
import { type ExamBody, type ExamFormat, type ExamSectionFormat, type ExamSectionKind, examFormat } from './formats.ts';

export interface ExamSection extends ExamSectionFormat {
  readonly problems: readonly Problem[];
  /** Flash rounds: the seconds all numbers of a round take on screen (the grade's speed). */
  readonly flashSeconds?: number;
}

export interface ExamPaper {
  readonly format: ExamFormat;
  readonly seed: Seed;
  readonly sections: readonly ExamSection[];
}

const level = (ladder: readonly GradeLevel[], kyu: number): GradeLevel => ladder.find((l) => l.kyu === kyu)!;
/** Each section draws from its own seed, so adding a section never changes the others' items. */
const sectionSeed = (format: ExamFormat, seed: Seed, kind: ExamSectionKind, part = 0) => `exam:${format.body}:${format.grade}:${String(seed)}:${kind}:${part}`;

/**
 * The items of a section, from the same generators and grade levels as free practice (the ladders
 * already hold the official sizes), in the format's count.
 */
function sectionProblems(format: ExamFormat, s: ExamSectionFormat, seed: Seed): readonly Problem[] {
  const kyu = format.grade === 'dan' ? 1 : Number.parseInt(format.grade);
  const at = (kind: ExamSectionKind) => sectionSeed(format, seed, kind);
  if (format.body === 'flash') {
    const preset = FLASH_PRESETS.find((p) => p.id === format.grade)!;
    return generateFlash({ ...preset.params, rounds: s.items }, at('flash')).problems;
  }
  if (format.body === 'anzan' && kyu >= 7) {
    // One paper for 7–10 kyu: 15 lists of 3 numbers, 15 of 4, 20 of 5 (the 10, 9 and 8 kyu levels).
    return [10, 9, 8].flatMap((k, part) => generateAdditionList(level(ANZAN_LEVELS, k).lists, sectionSeed(format, seed, 'lists', part)).problems);
  }
  const grade = level(format.body === 'anzan' ? ANZAN_LEVELS : KYU_LEVELS, kyu);
  if (s.kind === 'lists') return generateAdditionList({ ...grade.lists, problems: s.items }, at('lists')).problems;
  if (s.kind === 'multiplication') return generateMultiplication({ ...grade.multiplication!, problems: s.items }, at('multiplication')).problems;
  return generateDivision({ ...grade.division!, problems: s.items }, at('division')).problems;
}

/** A mock exam paper of a body's grade from a seed: the same seed gives the same paper everywhere. */
export function generateExamPaper(body: ExamBody, grade: string, seed: Seed): ExamPaper {
  const format = examFormat(body, grade);
  if (!format) throw new RangeError(`there is no ${body} mock exam for grade "${grade}"`);
  const flashSeconds = body === 'flash' ? FLASH_PRESETS.find((p) => p.id === grade)!.params.seconds : undefined;
  return {
    format,
    seed,
    sections: format.sections.map((s) => ({ ...s, problems: sectionProblems(format, s, seed), ...(flashSeconds === undefined ? {} : { flashSeconds }) })),
  };
}
