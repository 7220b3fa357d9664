import { FLASH_PRESETS, FLASH_ROUNDS_PER_TEST } from '../problems/flash-presets.ts';

/** The exam bodies of DOMAIN.md: 珠算能力検定 (soroban), 暗算検定 (anzan) and the JFAA's flash grades. */
export const EXAM_BODIES = ['soroban', 'anzan', 'flash'] as const;
export type ExamBody = (typeof EXAM_BODIES)[number];

export type ExamSectionKind = 'lists' | 'multiplication' | 'division' | 'flash';

export interface ExamSectionFormat {
  readonly kind: ExamSectionKind;
  readonly items: number;
  readonly pointsEach: number;
  /** A dan subject has its own 10 minutes and its own grade; null inside a kyu paper's shared time. */
  readonly minutes: number | null;
}

/**
 * How a paper is marked: a pass mark on the total; the dan's three subjects each graded by its
 * score; the anzan 7–10 kyu paper whose score says the grade; the JFAA's 7 of 10 with 準合格.
 */
export type ExamScoring =
  | { readonly kind: 'mark'; readonly passMark: number }
  | { readonly kind: 'dan-subjects' }
  | { readonly kind: 'anzan-lower' }
  | { readonly kind: 'flash'; readonly pass: number; readonly semiPass: number };

export interface ExamFormat {
  readonly body: ExamBody;
  /** '10-kyu'…'1-kyu' and 'dan' (soroban), '10-kyu'…'1-kyu' (anzan), the flash ladder's ids. */
  readonly grade: string;
  readonly label: string;
  /** False where DOMAIN.md found no official figure and the app chose (see `appChoice`). */
  readonly official: boolean;
  /** What the app chose where the body publishes nothing, shown beside the paper. */
  readonly appChoice: string | null;
  /** Time for the whole paper, in seconds. */
  readonly seconds: number;
  readonly sections: readonly ExamSectionFormat[];
  readonly maxPoints: number;
  readonly scoring: ExamScoring;
}

const section = (kind: ExamSectionKind, items: number, pointsEach: number, minutes: number | null = null): ExamSectionFormat => ({
  kind,
  items,
  pointsEach,
  minutes,
});

const format = (f: Omit<ExamFormat, 'maxPoints'>): ExamFormat => ({
  ...f,
  maxPoints: f.sections.reduce((sum, s) => sum + s.items * s.pointsEach, 0),
});

const kyus = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;

/**
 * Soroban 1–6 kyu: one 30-minute paper, 10 lists (10 points), 20 × and 20 ÷ (5 each), pass 240 at
 * 1–3 kyu and 210 at 4–6 kyu. 7–10 kyu: 20 minutes; points and pass marks were not found, so lists
 * earn 10, × and ÷ 100 points per section, pass 70 % (the practice sheets' mark).
 */
function soroban(kyu: number): ExamFormat {
  const label = `${kyu} kyu`;
  if (kyu <= 6) {
    return format({
      body: 'soroban',
      grade: `${kyu}-kyu`,
      label,
      official: true,
      appChoice: null,
      seconds: 30 * 60,
      sections: [section('lists', 10, 10), section('multiplication', 20, 5), section('division', 20, 5)],
      scoring: { kind: 'mark', passMark: kyu <= 3 ? 240 : 210 },
    });
  }
  const times = kyu >= 9 ? 20 : 10;
  const sections = [section('lists', 10, 10), section('multiplication', times, 100 / times), ...(kyu >= 9 ? [] : [section('division', 10, 10)])];
  const max = sections.reduce((sum, s) => sum + s.items * s.pointsEach, 0);
  return format({
    body: 'soroban',
    grade: `${kyu}-kyu`,
    label,
    official: false,
    appChoice: 'points per item and the pass mark (70 %) are the app’s: the official ones were not found',
    seconds: 20 * 60,
    sections,
    scoring: { kind: 'mark', passMark: (max * 70) / 100 },
  });
}

/** Dan: 60 × in 10 min, 60 ÷ in 10 min, 30 lists in 10 min, each subject graded by its score out of 300. */
const SOROBAN_DAN = format({
  body: 'soroban',
  grade: 'dan',
  label: 'dan',
  official: false,
  appChoice: 'items are the 1 kyu sizes (the dan sizes were not found); the paper’s grade is its weakest subject’s',
  seconds: 30 * 60,
  sections: [section('multiplication', 60, 5, 10), section('division', 60, 5, 10), section('lists', 30, 10, 10)],
  scoring: { kind: 'dan-subjects' },
});

/** Anzan 1–6 kyu: 80 problems in 12 minutes, 500 points, pass 400; 7–10 kyu: 50 lists, the score gives the grade. */
function anzan(kyu: number): ExamFormat {
  if (kyu <= 6) {
    return format({
      body: 'anzan',
      grade: `${kyu}-kyu`,
      label: `${kyu} kyu`,
      official: true,
      appChoice: null,
      seconds: 12 * 60,
      sections: [section('lists', 20, 10), section('multiplication', 30, 5), section('division', 30, 5)],
      scoring: { kind: 'mark', passMark: 400 },
    });
  }
  return format({
    body: 'anzan',
    grade: `${kyu}-kyu`,
    label: `${kyu} kyu`,
    official: true,
    appChoice: null,
    seconds: 12 * 60,
    sections: [section('lists', 50, 10)],
    scoring: { kind: 'anzan-lower' },
  });
}

/** Answer time per flash round after its numbers, the app's (the JFAA's was not found). */
export const FLASH_ANSWER_SECONDS = 20;

function flash(id: string): ExamFormat {
  const preset = FLASH_PRESETS.find((p) => p.id === id)!;
  return format({
    body: 'flash',
    grade: preset.id,
    label: preset.label,
    official: preset.official,
    appChoice: preset.official
      ? `${FLASH_ANSWER_SECONDS} s to answer after each round is the app’s`
      : `the grades below 3 dan are the app’s own steps; ${FLASH_ANSWER_SECONDS} s to answer each round`,
    seconds: Math.ceil(FLASH_ROUNDS_PER_TEST * (preset.params.seconds + FLASH_ANSWER_SECONDS)),
    sections: [section('flash', FLASH_ROUNDS_PER_TEST, 1)],
    scoring: { kind: 'flash', pass: 7, semiPass: 5 },
  });
}

/** Every mock exam, per body, easiest first. */
export const EXAM_FORMATS: Readonly<Record<ExamBody, readonly ExamFormat[]>> = {
  soroban: [...kyus.map(soroban), SOROBAN_DAN],
  anzan: kyus.map(anzan),
  flash: FLASH_PRESETS.map((p) => flash(p.id)),
};

export function examFormat(body: ExamBody, grade: string): ExamFormat | undefined {
  return EXAM_FORMATS[body]?.find((f) => f.grade === grade);
}

/** 準初段 90 … 10 dan 290 (日本珠算連盟): the grade a dan subject's score reaches, highest first. */
export const DAN_SUBJECT_GRADES: readonly { readonly id: string; readonly label: string; readonly minPoints: number }[] = [
  { id: '10-dan', label: '10 dan', minPoints: 290 },
  { id: '9-dan', label: '9 dan', minPoints: 260 },
  { id: '8-dan', label: '8 dan', minPoints: 240 },
  { id: '7-dan', label: '7 dan', minPoints: 220 },
  { id: '6-dan', label: '6 dan', minPoints: 200 },
  { id: '5-dan', label: '5 dan', minPoints: 180 },
  { id: '4-dan', label: '4 dan', minPoints: 160 },
  { id: '3-dan', label: '3 dan', minPoints: 140 },
  { id: 'pre-3-dan', label: '準3 dan', minPoints: 130 },
  { id: '2-dan', label: '2 dan', minPoints: 120 },
  { id: 'pre-2-dan', label: '準2 dan', minPoints: 110 },
  { id: '1-dan', label: '初段', minPoints: 100 },
  { id: 'pre-1-dan', label: '準初段', minPoints: 90 },
];

/** The anzan 7–10 kyu paper's grade by its score out of 500 (2nd source), highest first. */
export const ANZAN_LOWER_GRADES: readonly { readonly id: string; readonly minPoints: number }[] = [
  { id: '7-kyu', minPoints: 400 },
  { id: '8-kyu', minPoints: 350 },
  { id: '9-kyu', minPoints: 300 },
  { id: '10-kyu', minPoints: 250 },
];

/**
 * Every grade a body can award, easiest first, so the best passed can be compared by position:
 * soroban kyu then the dan grades its subjects reach, anzan kyu, the flash ladder.
 */
export const EXAM_GRADE_LADDER: Readonly<Record<ExamBody, readonly string[]>> = {
  soroban: [...kyus.map((k) => `${k}-kyu`), ...DAN_SUBJECT_GRADES.map((g) => g.id).reverse()],
  anzan: kyus.map((k) => `${k}-kyu`),
  flash: FLASH_PRESETS.map((p) => p.id),
};

/** Position of an awarded grade on its body's ladder (higher is better), -1 when it is not on it. */
export function examGradeRank(body: ExamBody, grade: string): number {
  return EXAM_GRADE_LADDER[body].indexOf(grade);
}

/** How an awarded grade reads: '4 kyu', '準初段', '2 dan', a flash grade's label. */
export function examGradeLabel(body: ExamBody, grade: string): string {
  const dan = DAN_SUBJECT_GRADES.find((g) => g.id === grade);
  if (body === 'soroban' && dan) return dan.label;
  return examFormat(body, grade)?.label ?? grade;
}

/** The grade to sit after passing `grade`: the next paper up the body's ladder, or null at the top. */
export function nextExamGrade(body: ExamBody, grade: string): string | null {
  const formats = EXAM_FORMATS[body];
  const at = formats.findIndex((f) => f.grade === grade);
  return at >= 0 && at + 1 < formats.length ? formats[at + 1]!.grade : null;
}
