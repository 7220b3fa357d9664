import { ANZAN_LOWER_GRADES, DAN_SUBJECT_GRADES, type ExamSectionKind, examGradeRank } from './formats.ts';
import type { ExamPaper } from './paper.ts';

export interface ExamSectionScore {
  readonly kind: ExamSectionKind;
  readonly points: number;
  readonly maxPoints: number;
  readonly correct: number;
  readonly items: number;
  /** Dan subjects only: the grade this subject's score reaches (準初段 … 10 dan), null below 90. */
  readonly danGrade: string | null;
  /** Per item: right or not, with the right answer to show beside a wrong one. */
  readonly marks: readonly { readonly given: number | null; readonly answer: number; readonly correct: boolean }[];
}

export interface ExamScore {
  readonly points: number;
  readonly maxPoints: number;
  /** The mark the paper's grade asks for (the flash test's is in right rounds, the dan's per subject). */
  readonly passMark: number;
  readonly sections: readonly ExamSectionScore[];
  /** The grade sat was reached (anzan 7–10 kyu: this grade or a higher one). */
  readonly passed: boolean;
  /** 準合格: a flash test with 5–6 of 10 right. */
  readonly semiPassed: boolean;
  /** The grade the paper awards, on its body's ladder (EXAM_GRADE_LADDER), or null. */
  readonly awarded: string | null;
}

const danGrade = (points: number) => DAN_SUBJECT_GRADES.find((g) => points >= g.minPoints)?.id ?? null;

/**
 * Marks a paper: `answers[s][i]` is the answer to item i of section s (null when left blank). An
 * answer counts when it equals the official answer (a typed "12.345" parses to the same double).
 */
export function scoreExam(paper: ExamPaper, answers: readonly (readonly (number | null)[])[]): ExamScore {
  const { format } = paper;
  if (answers.length !== paper.sections.length) throw new RangeError(`expected answers for ${paper.sections.length} sections, got ${answers.length}`);
  const sections = paper.sections.map((s, si): ExamSectionScore => {
    const given = answers[si]!;
    if (given.length !== s.problems.length) throw new RangeError(`expected ${s.problems.length} answers in the ${s.kind} section, got ${given.length}`);
    const marks = s.problems.map((p, i) => {
      const g = given[i] ?? null;
      return { given: g, answer: p.answer, correct: g !== null && g === p.answer };
    });
    const correct = marks.filter((m) => m.correct).length;
    const points = correct * s.pointsEach;
    return {
      kind: s.kind,
      points,
      maxPoints: s.items * s.pointsEach,
      correct,
      items: s.items,
      danGrade: format.scoring.kind === 'dan-subjects' ? danGrade(points) : null,
      marks,
    };
  });
  const points = sections.reduce((sum, s) => sum + s.points, 0);
  const base = { points, maxPoints: format.maxPoints, sections };
  const scoring = format.scoring;
  switch (scoring.kind) {
    case 'mark': {
      const passed = points >= scoring.passMark;
      return { ...base, passMark: scoring.passMark, passed, semiPassed: false, awarded: passed ? format.grade : null };
    }
    case 'flash': {
      const right = sections[0]!.correct;
      const passed = right >= scoring.pass;
      return { ...base, passMark: scoring.pass, passed, semiPassed: !passed && right >= scoring.semiPass, awarded: passed ? format.grade : null };
    }
    case 'anzan-lower': {
      const awarded = ANZAN_LOWER_GRADES.find((g) => points >= g.minPoints)?.id ?? null;
      const passMark = ANZAN_LOWER_GRADES.find((g) => g.id === format.grade)!.minPoints;
      const passed = awarded !== null && examGradeRank('anzan', awarded) >= examGradeRank('anzan', format.grade);
      return { ...base, passMark, passed, semiPassed: false, awarded };
    }
    case 'dan-subjects': {
      // The paper's grade is its weakest subject's (app choice: DOMAIN.md grades subjects only).
      const grades = sections.map((s) => s.danGrade);
      const awarded = grades.includes(null) ? null : grades.reduce((low, g) => (examGradeRank('soroban', g!) < examGradeRank('soroban', low!) ? g : low));
      return { ...base, passMark: DAN_SUBJECT_GRADES.at(-1)!.minPoints, passed: awarded !== null, semiPassed: false, awarded };
    }
  }
}
