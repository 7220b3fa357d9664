import { type SettingName, setSettingCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidate } from '@/lib/queries';

/**
 * set_setting_api.php (SPEC 7): guidedPreferred, showShareThisBar and teaches. In lib/ rather than the
 * settings feature because onboarding and the guided program set guidedPreferred, and the share
 * bar hides itself, and a feature never imports another.
 */
export function useSetSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settingName, settingValue }: { settingName: SettingName; settingValue: boolean }) =>
      callApi(setSettingCall, { ...sessionBody(), lpath: null, setSetting: { settingName, settingValue } }),
    onSuccess: () => invalidate(queryClient, 'session'),
  });
}
