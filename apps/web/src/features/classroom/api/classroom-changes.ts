import { createClassroomCall, joinClassroomCall, leaveClassroomCall, removeStudentCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { CLASSROOMS_KEY } from '@/features/classroom/api/owned-classrooms';

/** Every classroom change refreshes the classroom lists; the screen shows failures inline. */
function useClassroomChange<V>(run: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY }), meta: { handlesErrors: true } });
}

export const useCreateClassroom = () => useClassroomChange((name: string) => callApi(createClassroomCall, { ...sessionBody(), name }));
export const useJoinClassroom = () => useClassroomChange((joinCode: string) => callApi(joinClassroomCall, { ...sessionBody(), joinCode }));
export const useLeaveClassroom = () => useClassroomChange((classroomId: number) => callApi(leaveClassroomCall, { ...sessionBody(), classroomId }));
export const useRemoveStudent = () =>
  useClassroomChange(({ classroomId, userId }: { classroomId: number; userId: number }) => callApi(removeStudentCall, { ...sessionBody(), classroomId, userId }));
