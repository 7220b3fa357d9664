import { type DailyGoal, dailyProgressCall, setDailyGoalCall } from '@soroban/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { callQuery, invalidate } from '@/lib/queries';

/**
 * daily_progress_api: the goal, today's progress and the streak. A shared component rather than a feature
 * because the launchpad, the guided page and settings all show it, and a feature never imports another.
 * Not in lib/: lib/ loads at boot, and this call's contract loads with the screens that show it.
 */
export const useDailyProgress = () => useQuery(callQuery('daily-goal', dailyProgressCall, sessionBody()));

/** set_daily_goal_api: the learner (or a parent at their device) picks the goal. */
export function useSetDailyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: DailyGoal) => callApi(setDailyGoalCall, { ...sessionBody(), goal }),
    onSuccess: () => invalidate(queryClient, 'daily-goal'),
  });
}
