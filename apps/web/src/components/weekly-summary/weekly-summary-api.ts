import { saveWeeklySummaryCall, type WeeklySummarySettings, weeklySummarySettingsCall } from '@soroban/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { callQuery, invalidate } from '@/lib/queries';

/**
 * The weekly summary email's settings. Shared (not in lib/, which loads at boot) because the classroom screen (a teacher's switch) and
 * the settings page (a parent's address and consent) both change them, and features never import each other.
 */
export const useWeeklySummarySettings = () => useQuery(callQuery('weekly-summary', weeklySummarySettingsCall, sessionBody()));

export function useSaveWeeklySummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: { teacherSummary: boolean; parentEmail: string; parentConsent: boolean }) =>
      callApi(saveWeeklySummaryCall, { ...sessionBody(), ...settings }),
    onSuccess: () => invalidate(queryClient, 'weekly-summary'),
    meta: { handlesErrors: true },
  });
}

/** The saved settings as the save call takes them (no address is an empty one). */
export const asSaved = (settings: WeeklySummarySettings) => ({ ...settings, parentEmail: settings.parentEmail ?? '' });
