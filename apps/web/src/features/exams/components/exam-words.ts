import type { ExamResult } from '@soroban/contracts';
import { ANZAN_LOWER_GRADES, DAN_SUBJECT_GRADES, type ExamFormat, type ExamSectionKind } from '@soroban/core';

export const SECTION_NAMES: Record<ExamSectionKind, string> = { lists: 'lists', multiplication: '×', division: '÷', flash: 'rounds' };
export const SECTION_TITLES: Record<ExamSectionKind, string> = {
  lists: 'Lists',
  multiplication: 'Multiplication ×',
  division: 'Division ÷',
  flash: 'Flash rounds',
};

export const minutes = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60} min` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);

/** The pass mark as the body states it. */
export function passMarkText(format: ExamFormat): string {
  const s = format.scoring;
  if (s.kind === 'mark') return `Pass: ${s.passMark} of ${format.maxPoints}`;
  if (s.kind === 'flash') return `Pass: ${s.pass} of 10 right (${s.semiPass}–${s.pass - 1} is 準合格)`;
  if (s.kind === 'anzan-lower') return `The score gives the grade: ${ANZAN_LOWER_GRADES.map((g) => `${g.minPoints} → ${g.id.replace('-', ' ')}`).join(', ')}`;
  return `Each subject is graded by its score out of 300: ${DAN_SUBJECT_GRADES.at(-1)!.label} ${DAN_SUBJECT_GRADES.at(-1)!.minPoints} … ${DAN_SUBJECT_GRADES[0]!.label} ${DAN_SUBJECT_GRADES[0]!.minPoints}`;
}

/** "Passed 4 kyu — 250 / 300 (lists 90, × 85, ÷ 75)"; dan subjects as grades; flash in rounds with 準合格. */
export function resultHeadline(result: ExamResult): string {
  const parts = result.sections.map((s) => `${SECTION_NAMES[s.kind]} ${s.points}`).join(', ');
  if (result.body === 'flash') {
    const verdict = result.passed ? 'Passed' : result.semiPassed ? '準合格' : 'Not passed';
    return `${verdict} ${result.label} — ${result.points} / ${result.maxPoints} right`;
  }
  if (result.grade === 'dan') {
    const subjects = result.sections.map((s) => `${SECTION_NAMES[s.kind]} ${s.danGrade ?? 'below 準初段'}`).join(', ');
    return `${result.passed ? `Passed ${result.awardedLabel}` : 'Not passed'} — ${subjects} (${parts})`;
  }
  if (result.awarded && result.awarded !== result.grade)
    return `${result.passed ? 'Passed' : 'Not passed'} ${result.label}: the score gives ${result.awardedLabel} — ${result.points} / ${result.maxPoints}`;
  return `${result.passed ? 'Passed' : 'Not passed'} ${result.label} — ${result.points} / ${result.maxPoints} (${parts})`;
}
