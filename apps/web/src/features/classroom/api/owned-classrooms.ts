import { ownedClassroomsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

export function useOwnedClassrooms() {
  return useQuery(callQuery('classrooms', ownedClassroomsCall, sessionBody()));
}
