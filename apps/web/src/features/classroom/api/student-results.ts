import { quizHistoryCall, quizResultsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** A student's latest finished quizzes, read by their teacher (the server checks the student is in one of their classrooms). */
export const useStudentResults = (studentId: number, limit = 20) => useQuery(callQuery('classrooms', quizHistoryCall, { ...sessionBody(), studentId, limit }));

/** One of the student's quizzes problem by problem, with the diagnosis of each wrong list answer. */
export const useStudentQuiz = (studentId: number, quizId: number) =>
  useQuery(callQuery('classrooms', quizResultsCall, { ...sessionBody(), studentId, quizId }));
