import { z } from 'zod';
import { FORMAT_CHARACTERS, NO_FORMAT_CHARACTERS } from './account-fields.ts';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { feedbackVideo } from './feedback-videos.ts';
import { idField, textField } from './fields.ts';

/** Join codes avoid look-alikes (0/O, 1/I/L) so they can be read aloud and typed from a board. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

export const classroomName = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'Give the classroom a name.')
  .max(60, 'A classroom name can have at most 60 characters.')
  // `*`, not `+`: an empty name gets only the one message of min(1) above.
  .regex(/^[^\p{Cc}<>]*$/u, 'A classroom name cannot contain < > or control characters.')
  .regex(NO_FORMAT_CHARACTERS, `A classroom name cannot contain ${FORMAT_CHARACTERS}.`);

/** Spaces, dashes and lower case are forgiven: 'abcd-efgh' is ABCDEFGH. */
export const joinCode = textField('joinCode', 32, 'A join code has 8 letters and digits.')
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, 'Type the join code your teacher gave you.'));

const classroomId = idField('classroomId');

/** A classroom as its owner sees it. */
export const ownedClassroom = z.object({
  classroomId: z.number().int(),
  name: z.string(),
  joinCode: z.string(),
  createdAt: z.string(),
  studentCount: z.number().int(),
});
export type OwnedClassroom = z.infer<typeof ownedClassroom>;

/** A classroom as a student sees it: no code, no classmates. */
export const joinedClassroom = z.object({
  classroomId: z.number().int(),
  name: z.string(),
  teacherName: z.string(),
  joinedAt: z.string(),
});
export type JoinedClassroom = z.infer<typeof joinedClassroom>;

export const recentResult = z.object({
  quizId: z.number().int(),
  type: z.string(),
  /** The mode in words for the teacher ('Addition lists', '100 ten-pairs'), not the stored type id. */
  mode: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  finishedAt: z.string(),
});

export const studentProgress = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  joinedAt: z.string(),
  lastActive: z.string().nullable(),
  quizzesThisWeek: z.number().int(),
  /** Correct answers over all finished quizzes, 0–1; null before the first. */
  accuracy: z.number().nullable(),
  streak: z.number().int(),
  recentResults: z.array(recentResult),
  videos: z.array(feedbackVideo),
});
export type StudentProgress = z.infer<typeof studentProgress>;

export const createClassroomCall = defineCall(
  apiPath('classroom_create_api'),
  clientBody.extend({ name: classroomName }),
  successEnvelope({ classroom: ownedClassroom }),
);
export const ownedClassroomsCall = defineCall(apiPath('classroom_list_api'), clientBody, successEnvelope({ classrooms: z.array(ownedClassroom) }));
export const renameClassroomCall = defineCall(
  apiPath('classroom_rename_api'),
  clientBody.extend({ classroomId, name: classroomName }),
  successEnvelope({ classroom: ownedClassroom }),
);
export const deleteClassroomCall = defineCall(apiPath('classroom_delete_api'), clientBody.extend({ classroomId }), successEnvelope({}));
export const classroomStudentsCall = defineCall(
  apiPath('classroom_students_api'),
  clientBody.extend({ classroomId }),
  successEnvelope({ classroom: ownedClassroom, students: z.array(studentProgress) }),
);
export const removeStudentCall = defineCall(
  apiPath('classroom_remove_student_api'),
  clientBody.extend({ classroomId, userId: idField('userId') }),
  successEnvelope({}),
);
export const joinClassroomCall = defineCall(apiPath('classroom_join_api'), clientBody.extend({ joinCode }), successEnvelope({ classroom: joinedClassroom }));
export const joinedClassroomsCall = defineCall(apiPath('classroom_joined_api'), clientBody, successEnvelope({ classrooms: z.array(joinedClassroom) }));
export const leaveClassroomCall = defineCall(apiPath('classroom_leave_api'), clientBody.extend({ classroomId }), successEnvelope({}));
