import { z } from 'zod/mini';
import { FORMAT_CHARACTERS, NO_FORMAT_CHARACTERS } from './account-fields.ts';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { feedbackVideo } from './feedback-videos.ts';
import { idField, integer, textField } from './fields.ts';

/** Join codes avoid look-alikes (0/O, 1/I/L) so they can be read aloud and typed from a board. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

export const classroomName = z.string({ error: 'name must be text' }).check(
  z.trim(),
  z.minLength(1, 'Give the classroom a name.'),
  z.maxLength(60, 'A classroom name can have at most 60 characters.'),
  // `*`, not `+`: an empty name gets only the one message of minLength(1) above.
  z.regex(/^[^\p{Cc}<>]*$/u, 'A classroom name cannot contain < > or control characters.'),
  z.regex(NO_FORMAT_CHARACTERS, `A classroom name cannot contain ${FORMAT_CHARACTERS}.`),
);

/** Spaces, dashes and lower case are forgiven: 'abcd-efgh' is ABCDEFGH. */
export const joinCode = z.pipe(
  z.pipe(
    textField('joinCode', 32, 'A join code has 8 letters and digits.'),
    z.transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
  ),
  z.string().check(z.minLength(1, 'Type the join code your teacher gave you.')),
);

const classroomId = idField('classroomId');

/** A classroom as its owner sees it. */
export const ownedClassroom = z.object({
  classroomId: integer,
  name: z.string(),
  joinCode: z.string(),
  createdAt: z.string(),
  studentCount: integer,
});
export type OwnedClassroom = z.infer<typeof ownedClassroom>;

/** A classroom as a student sees it: no code, no classmates. */
export const joinedClassroom = z.object({
  classroomId: integer,
  name: z.string(),
  teacherName: z.string(),
  joinedAt: z.string(),
});
export type JoinedClassroom = z.infer<typeof joinedClassroom>;

export const recentResult = z.object({
  quizId: integer,
  type: z.string(),
  /** The mode in words for the teacher ('Addition lists', '100 ten-pairs'), not the stored type id. */
  mode: z.string(),
  correct: integer,
  total: integer,
  passed: z.boolean(),
  finishedAt: z.string(),
});

export const studentProgress = z.object({
  userId: integer,
  displayName: z.string(),
  joinedAt: z.string(),
  lastActive: z.nullable(z.string()),
  quizzesThisWeek: integer,
  /** Correct answers over all finished quizzes, 0–1; null before the first. */
  accuracy: z.nullable(z.number()),
  streak: integer,
  recentResults: z.array(recentResult),
  videos: z.array(feedbackVideo),
});
export type StudentProgress = z.infer<typeof studentProgress>;

export const createClassroomCall = defineCall(
  apiPath('classroom_create_api'),
  z.extend(clientBody, { name: classroomName }),
  successEnvelope({ classroom: ownedClassroom }),
);
export const ownedClassroomsCall = defineCall(apiPath('classroom_list_api'), clientBody, successEnvelope({ classrooms: z.array(ownedClassroom) }));
export const renameClassroomCall = defineCall(
  apiPath('classroom_rename_api'),
  z.extend(clientBody, { classroomId, name: classroomName }),
  successEnvelope({ classroom: ownedClassroom }),
);
export const deleteClassroomCall = defineCall(apiPath('classroom_delete_api'), z.extend(clientBody, { classroomId }), successEnvelope({}));
export const classroomStudentsCall = defineCall(
  apiPath('classroom_students_api'),
  z.extend(clientBody, { classroomId }),
  successEnvelope({ classroom: ownedClassroom, students: z.array(studentProgress) }),
);
export const removeStudentCall = defineCall(
  apiPath('classroom_remove_student_api'),
  z.extend(clientBody, { classroomId, userId: idField('userId') }),
  successEnvelope({}),
);
export const joinClassroomCall = defineCall(apiPath('classroom_join_api'), z.extend(clientBody, { joinCode }), successEnvelope({ classroom: joinedClassroom }));
export const joinedClassroomsCall = defineCall(apiPath('classroom_joined_api'), clientBody, successEnvelope({ classrooms: z.array(joinedClassroom) }));
export const leaveClassroomCall = defineCall(apiPath('classroom_leave_api'), z.extend(clientBody, { classroomId }), successEnvelope({}));
