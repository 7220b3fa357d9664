import { createClassroomCall, deleteClassroomCall, joinClassroomCall, leaveClassroomCall, removeStudentCall, renameClassroomCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidate } from '@/lib/queries';

/** Every classroom change refreshes the classroom lists; the screen shows failures inline. */
function useClassroomChange<V>(run: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => invalidate(queryClient, 'classrooms'), meta: { handlesErrors: true } });
}

export const useCreateClassroom = () => useClassroomChange((name: string) => callApi(createClassroomCall, { ...sessionBody(), name }));
export const useJoinClassroom = () => useClassroomChange((joinCode: string) => callApi(joinClassroomCall, { ...sessionBody(), joinCode }));
export const useLeaveClassroom = () => useClassroomChange((classroomId: number) => callApi(leaveClassroomCall, { ...sessionBody(), classroomId }));
export const useRemoveStudent = () =>
  useClassroomChange(({ classroomId, userId }: { classroomId: number; userId: number }) =>
    callApi(removeStudentCall, { ...sessionBody(), classroomId, userId }),
  );
export const useRenameClassroom = () =>
  useClassroomChange(({ classroomId, name }: { classroomId: number; name: string }) => callApi(renameClassroomCall, { ...sessionBody(), classroomId, name }));
export const useDeleteClassroom = () => useClassroomChange((classroomId: number) => callApi(deleteClassroomCall, { ...sessionBody(), classroomId }));
