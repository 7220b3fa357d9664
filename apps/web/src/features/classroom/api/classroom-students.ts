import { classroomStudentsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { CLASSROOMS_KEY } from '@/features/classroom/api/owned-classrooms';

/** A classroom's students and their progress: answered to its owner only. */
export function useClassroomStudents(classroomId: number) {
  return useQuery({ queryKey: [...CLASSROOMS_KEY, 'students', classroomId], queryFn: () => callApi(classroomStudentsCall, { ...sessionBody(), classroomId }) });
}
