import type { Generated } from 'kysely';

/** A mock exam sat online: the paper is regenerated from body, grade and seed; null results until handed in. */
export interface MockExamsTable {
  id: Generated<number>;
  user_id: number;
  body: string;
  grade: string;
  seed: string;
  started_at: string;
  deadline_at: string;
  handed_in_at: string | null;
  /** The answers as handed in (JSON, per section), for the result sheet. */
  answers: string | null;
  points: number | null;
  max_points: number;
  passed: number | null;
  semi_passed: number | null;
  awarded: string | null;
  late: number | null;
  /** The guided exam unit it was started from (and its path), whose activity a pass completes; null otherwise. */
  lpath: number | null;
  activity_id: string | null;
  /** The classroom assignment this sitting answers, or null for one's own practice. */
  assignment_id: number | null;
}

/** A mock exam paper a teacher gave a classroom, due by the end of `due_on` (UTC). */
export interface ClassroomExamAssignmentsTable {
  id: Generated<number>;
  classroom_id: number;
  body: string;
  grade: string;
  seed: string;
  due_on: string;
  created_at: string;
}

export interface ExamTables {
  mock_exams: MockExamsTable;
  classroom_exam_assignments: ClassroomExamAssignmentsTable;
}
