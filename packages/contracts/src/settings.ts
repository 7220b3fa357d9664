import { z } from 'zod/mini';
import { displayName, newPassword } from './account-fields.ts';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { lpathField, textField } from './fields.ts';

/**
 * The two settings of SPEC 7, "I teach" (offers classroom creation, skips placement) and the sound
 * switch (soundMuted: no right/wrong or celebration sounds); each carries a boolean.
 */
export const settingName = z.enum(['guidedPreferred', 'showShareThisBar', 'teaches', 'soundMuted']);
export type SettingName = z.infer<typeof settingName>;

export const setSettingCall = defineCall(
  apiPath('set_setting_api'),
  z.extend(clientBody, {
    lpath: lpathField,
    setSetting: z.object({ settingName, settingValue: z.boolean({ error: 'settingValue must be true or false' }) }),
  }),
  successEnvelope({ settingName, settingValue: z.boolean() }),
);

export const updateProfileCall = defineCall(apiPath('update_profile_api'), z.extend(clientBody, { displayName }), successEnvelope({ displayName: z.string() }));

export const changePasswordFields = z.object({
  currentPassword: textField('currentPassword', 1024).check(z.minLength(1, 'Enter your current password.')),
  newPassword,
});
export const changePasswordCall = defineCall(apiPath('change_password_api'), z.extend(clientBody, changePasswordFields.shape), successEnvelope({}));
