import { changePasswordCall, setSettingCall, updateProfileCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { CREATED, mountCall, OK } from '../lib/call-route.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { changePassword, saveDisplayName, saveSetting } from '../services/settings.ts';

/** The settings of SPEC 7 and the main site's settings page (display name, password). */
export default async function settingsRoutes(app: FastifyInstance) {
  mountCall(app, setSettingCall, async (body, ctx) => {
    const { settingName, settingValue } = body.setSetting;
    await saveSetting(ctx, settingName, settingValue);
    return { httpResponse: CREATED, message: 'Setting saved.', settingName, settingValue };
  });

  mountCall(app, updateProfileCall, async (body, ctx) => {
    await saveDisplayName(ctx, body.displayName);
    return { httpResponse: OK, message: 'Display name saved.', displayName: body.displayName };
  });

  mountCall(app, changePasswordCall, async (body, ctx, http) => {
    await changePassword(ctx, body.currentPassword, body.newPassword, http.request.cookies[SESSION_COOKIE]);
    return { httpResponse: OK, message: 'Password changed. You were signed out everywhere else.' };
  });
}
