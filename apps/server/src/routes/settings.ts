import { changePasswordCall, ErrorCode, setSettingCall, updateProfileCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiFailure, failures } from '../lib/api-failure.ts';
import { CREATED, mountLegacyCall, OK } from '../lib/call-route.ts';
import { hashPassword } from '../lib/passwords.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { deleteUserSessions } from '../repositories/sessions.ts';
import { updateUser } from '../repositories/users.ts';
import { verifyCredentials } from '../services/sign-in.ts';

/** The settings of SPEC 7 and the main site's settings page (display name, password). */
export default async function settingsRoutes(app: FastifyInstance) {
  mountLegacyCall(app, setSettingCall, async (request) => {
    const user = await request.requireUser();
    const { settingName, settingValue } = request.body.setSetting;
    const value = settingValue ? 1 : 0;
    await updateUser(app.db, user.id, settingName === 'guidedPreferred' ? { guided_preferred: value } : { show_share_bar: value });
    return { httpResponse: CREATED, message: 'Setting saved.', settingName, settingValue };
  });

  mountLegacyCall(app, updateProfileCall, async (request) => {
    const user = await request.requireUser();
    await updateUser(app.db, user.id, { display_name: request.body.displayName });
    return { httpResponse: OK, message: 'Display name saved.', displayName: request.body.displayName };
  });

  mountLegacyCall(app, changePasswordCall, async (request) => {
    const user = await request.requireUser();
    // Checked like a sign-in, throttled in the same buckets: a stolen session must not become a way
    // to guess the password without limit.
    try {
      await verifyCredentials(app, user.email, request.body.currentPassword, request.ip);
    } catch (error) {
      if (error instanceof ApiFailure && error.code === ErrorCode.wrongCredentials) {
        throw failures.badInput('The current password is not right, so the password was not changed.');
      }
      throw error;
    }
    await updateUser(app.db, user.id, { password_hash: await hashPassword(request.body.newPassword) });
    // Whoever else was signed in, perhaps with the old password, is signed out; this session stays.
    await deleteUserSessions(app.db, user.id, request.cookies[SESSION_COOKIE]);
    return { httpResponse: OK, message: 'Password changed. You were signed out everywhere else.' };
  });
}
