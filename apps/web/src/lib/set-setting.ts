import { type SettingName, setSettingCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { SESSION_KEY } from '@/lib/session';

/** set_setting_api.php (SPEC 7): guidedPreferred and showShareThisBar. */
export function useSetSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settingName, settingValue }: { settingName: SettingName; settingValue: boolean }) =>
      callApi(setSettingCall, { ...sessionBody(), lpath: null, setSetting: { settingName, settingValue } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}
