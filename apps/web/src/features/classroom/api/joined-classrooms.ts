import { joinedClassroomsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

export function useJoinedClassrooms() {
  return useQuery(callQuery('classrooms', joinedClassroomsCall, sessionBody()));
}
