import type { ExamBody } from '../exams/formats.ts';
import type { ParamsByType, PracticeType } from '../problems/index.ts';

/** The icon kinds of SPEC 2.4; `mental` covers anzan, flash and audible. */
export const ACTIVITY_KINDS = ['soroban', 'facts', 'video', 'kanji', 'mental', 'tools'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A quiz an activity starts: a practice type of the engine and params its generator accepts. */
export type PracticeSpec = { [T in PracticeType]: { readonly type: T; readonly params: ParamsByType[T] } }[PracticeType];

export interface CurriculumActivity {
  /** Stable across content edits: progress (quizzes.activity_id) is keyed by it. */
  readonly id: string;
  readonly activity: ActivityKind;
  readonly name: string;
  /** SPEC 3: 'anzan addition', 'flash', 'audible', 'addition', '10pairs', 'A100', 'lesson', 'kanji'… */
  readonly problemType: string;
  /** The SPA route START opens; for lessons the video location or 'lesson:<id>'. */
  readonly pathname: string;
  /** Activities sharing a group number (2–3 of them) are shown and worked on together. */
  readonly activity_group: number;
  /** Passed quizzes (or, for lessons and kanji, confirmations) that complete the activity. */
  readonly steps: number;
  readonly practice?: PracticeSpec;
  readonly video?: { readonly location?: string; readonly lessonId?: string };
  readonly kanji?: { readonly kanjiId: number; readonly meaning?: string };
  /**
   * A mock exam unit: the body's real paper of this grade, sat against the server's clock. It
   * completes (its one step) when the paper is passed, not by a quiz nor by DONE.
   */
  readonly exam?: { readonly body: ExamBody; readonly grade: string };
}

export interface CurriculumUnit {
  readonly number: number;
  readonly moduleName: string;
  readonly description: string;
  readonly activities: readonly CurriculumActivity[];
}

export interface LearningPath {
  readonly lpath: number;
  readonly name: string;
  readonly units: readonly CurriculumUnit[];
}

/** Limits the content checker enforces (contracts' curriculum schema) and the web can rely on. */
export const CURRICULUM_LIMITS = {
  steps: { min: 1, max: 20 },
  activitiesPerUnit: { min: 1, max: 12 },
  activitiesPerGroup: { min: 1, max: 3 },
  units: { min: 1, max: 200 },
} as const;

/** The route a guided mock exam opens: the mock exams screen, with the paper of the activity. */
export const GUIDED_EXAM_PATHNAME = '/launchpad/mockexams';

/** Lessons and kanji items complete by confirmation (DONE), mock exam units by a passed paper; neither by a quiz. */
export const isQuizActivity = (activity: CurriculumActivity): boolean => activity.practice !== undefined;

/** Every activity in program order (unit by unit, in the order listed). */
export function* activitiesInOrder(path: LearningPath): Generator<{ unit: CurriculumUnit; activity: CurriculumActivity }> {
  for (const unit of path.units) for (const activity of unit.activities) yield { unit, activity };
}

/** The guided program's learning path ("Soroban & Mental Math"; SPEC 9's top-100 path too). */
export const LEARNING_PATH_ID_DEFAULT = 1442;
