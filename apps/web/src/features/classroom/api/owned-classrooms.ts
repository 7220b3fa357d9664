import { ownedClassroomsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export const CLASSROOMS_KEY = ['classrooms'] as const;

export function useOwnedClassrooms() {
  return useQuery({ queryKey: [...CLASSROOMS_KEY, 'owned'], queryFn: () => callApi(ownedClassroomsCall, sessionBody()) });
}
