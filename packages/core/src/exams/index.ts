export {
  ANZAN_LOWER_GRADES,
  DAN_SUBJECT_GRADES,
  EXAM_BODIES,
  EXAM_FORMATS,
  EXAM_GRADE_LADDER,
  FLASH_ANSWER_SECONDS,
  examFormat,
  examGradeLabel,
  examGradeRank,
  nextExamGrade,
} from './formats.ts';
export type { ExamBody, ExamFormat, ExamScoring, ExamSectionFormat, ExamSectionKind } from './formats.ts';
export { generateExamPaper } from './paper.ts';
export type { ExamPaper, ExamSection } from './paper.ts';
export { checkExamPaper } from './check.ts';
export { scoreExam } from './score.ts';
export type { ExamScore, ExamSectionScore } from './score.ts';
