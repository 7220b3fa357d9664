import { type APIRequestContext, expect } from '@playwright/test';

/** The guided program's learning path. */
export const LPATH = 1442;

/**
 * Confirms guided activities (lessons, kanji) through the API, in order, as the person signed in on
 * `request`: for a test that needs the program past them but does not look at their screens.
 */
export async function activitiesDone(request: APIRequestContext, ...activityIds: string[]) {
  for (const activityId of activityIds) {
    const done = await request.post('/rlm/mobile-apis/guided_activity_done_api.php', { data: { env: 'production', lpath: LPATH, activityId } });
    expect(done.status(), await done.text()).toBe(200);
  }
}
