import { myExamAssignmentsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** The mock exams the student's teachers set, with the student's own result (a hand-in refreshes 'exams'). */
export const useMyExamAssignments = () => useQuery(callQuery('exams', myExamAssignmentsCall, sessionBody()));
