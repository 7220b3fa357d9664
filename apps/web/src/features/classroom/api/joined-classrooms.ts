import { joinedClassroomsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { CLASSROOMS_KEY } from '@/features/classroom/api/owned-classrooms';

export function useJoinedClassrooms() {
  return useQuery({ queryKey: [...CLASSROOMS_KEY, 'joined'], queryFn: () => callApi(joinedClassroomsCall, sessionBody()) });
}
