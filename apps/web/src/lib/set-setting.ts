import { type SettingName, setSettingCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidate } from '@/lib/queries';
import { sessionQuery } from '@/lib/session';

/**
 * set_setting_api.php (SPEC 7): guidedPreferred, showShareThisBar, teaches and soundMuted. In lib/
 * rather than the settings feature because onboarding and the guided program set guidedPreferred,
 * the share bar hides itself and the quiz's sound switch mutes, and a feature never imports another.
 *
 * The signed-in person's copy changes at once (a child who mutes mid-quiz hears nothing more, even
 * before the server answers) and is asked again afterwards; a refused change is put back by that.
 */
export function useSetSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settingName, settingValue }: { settingName: SettingName; settingValue: boolean }) =>
      callApi(setSettingCall, { ...sessionBody(), lpath: null, setSetting: { settingName, settingValue } }),
    onMutate: ({ settingName, settingValue }) => {
      queryClient.setQueryData(sessionQuery().queryKey, (session) => session && { ...session, user: { ...session.user, [settingName]: settingValue } });
    },
    onSettled: () => invalidate(queryClient, 'session'),
  });
}
