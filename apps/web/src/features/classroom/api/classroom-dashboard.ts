import { classroomDashboardCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** The teacher's dashboard of one classroom: answered to its owner only. */
export const useClassroomDashboard = (classroomId: number) => useQuery(callQuery('classrooms', classroomDashboardCall, { ...sessionBody(), classroomId }));
