import { changePasswordCall, setSettingCall, updateProfileCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { failures } from '../lib/api-failure.ts';
import { CREATED, mountCall, OK } from '../lib/call-route.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { updateUser } from '../repositories/users.ts';

/** The settings of SPEC 7 and the main site's settings page (display name, password). */
export default async function settingsRoutes(app: FastifyInstance) {
  mountCall(app, setSettingCall, async (request) => {
    const user = await request.requireUser();
    const { settingName, settingValue } = request.body.setSetting;
    const value = settingValue ? 1 : 0;
    await updateUser(app.db, user.id, settingName === 'guidedPreferred' ? { guided_preferred: value } : { show_share_bar: value });
    return { httpResponse: CREATED, message: 'Setting saved.', settingName, settingValue };
  });

  mountCall(app, updateProfileCall, async (request) => {
    const user = await request.requireUser();
    await updateUser(app.db, user.id, { display_name: request.body.displayName });
    return { httpResponse: OK, message: 'Display name saved.', displayName: request.body.displayName };
  });

  mountCall(app, changePasswordCall, async (request) => {
    const user = await request.requireUser();
    if (!(await verifyPassword(user.password_hash, request.body.currentPassword))) {
      throw failures.badInput('The current password is not right, so the password was not changed.');
    }
    await updateUser(app.db, user.id, { password_hash: await hashPassword(request.body.newPassword) });
    return { httpResponse: OK, message: 'Password changed.' };
  });
}
