import { classroomStudentsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** A classroom's students and their progress: answered to its owner only. */
export function useClassroomStudents(classroomId: number) {
  return useQuery(callQuery('classrooms', classroomStudentsCall, { ...sessionBody(), classroomId }));
}
