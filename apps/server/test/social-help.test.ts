import { helpTopics, videoHelpCall } from '@soroban/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('video_help_api.php', () => {
  it('lists the help topics, each with a video or an in-app lesson', async () => {
    const response = await t.send(videoHelpCall, {});
    expect(helpTopics.parse(response.json().topics)).toHaveLength(response.json().topics.length);
    expect(response.statusCode).toBe(200);
    const { topics } = response.json();
    expect(topics.length).toBeGreaterThanOrEqual(8);
    expect(topics.length).toBeLessThanOrEqual(12);
    expect(topics.map((topic: { id: string }) => topic.id)).toEqual(
      expect.arrayContaining(['small-friends', 'big-friends', 'install-phone', 'classroom-join']),
    );
  });
});
