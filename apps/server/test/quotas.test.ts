import { existsSync, readdirSync } from 'node:fs';
import { eventLogCall, startQuizCall, UPLOAD_PATH } from '@soroban/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function signedIn(environment: NodeJS.ProcessEnv) {
  const app = await startTestApp(environment);
  await app.createAccount();
  return { app, cookie: await app.signIn() };
}

const BOUNDARY = 'quotaboundary';
const MP4_HEAD = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
const videoUpload = (app: TestApp, cookie: string) =>
  app.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="take.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
      MP4_HEAD,
      Buffer.alloc(4096 - MP4_HEAD.length, 7),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
const storedFiles = (app: TestApp) => (existsSync(app.config.uploadsDir) ? readdirSync(app.config.uploadsDir) : []);

describe('per-account quotas', () => {
  it('limits quiz starts per minute, with a 429 that says when to go on', async () => {
    const { app, cookie } = await signedIn({ QUIZ_STARTS_PER_MINUTE: '3' });
    t = app;
    const start = () => app.send(startQuizCall, { type: 'ten-pairs', params: { problems: 4 } }, cookie);
    for (let i = 0; i < 3; i++) expect((await start()).statusCode).toBe(200);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You started 3 quizzes in the last minute, the most one account may. Wait a minute, then start the next one.');
    app.advance(61_000);
    expect((await start()).statusCode).toBe(200);
  });

  it('limits events per minute', async () => {
    const { app, cookie } = await signedIn({ EVENTS_PER_MINUTE: '2' });
    t = app;
    const log = () => app.send(eventLogCall, { lpath: null, event: { eventName: 'login', eventData: {} } }, cookie);
    for (let i = 0; i < 2; i++) expect((await log()).statusCode).toBe(201);
    const refused = await log();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/sent 2 events in the last minute/);
    expect(await app.db.kysely.selectFrom('events').select('id').execute()).toHaveLength(2);
    app.advance(61_000);
    expect((await log()).statusCode).toBe(201);
  });

  it('limits feedback videos per UTC day, storing nothing of a refused one', async () => {
    const { app, cookie } = await signedIn({ FEEDBACK_VIDEOS_PER_DAY: '2' });
    t = app;
    for (let i = 0; i < 2; i++) expect((await videoUpload(app, cookie)).statusCode).toBe(200);
    const refused = await videoUpload(app, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/uploaded 2 feedback videos today.*tomorrow/);
    expect(storedFiles(app)).toHaveLength(2);
    app.advance(24 * 3_600_000);
    expect((await videoUpload(app, cookie)).statusCode).toBe(200);
  });

  it("limits the bytes of an account's feedback videos", async () => {
    const { app, cookie } = await signedIn({ FEEDBACK_VIDEO_BYTES_PER_ACCOUNT: '10000' });
    t = app;
    for (let i = 0; i < 2; i++) expect((await videoUpload(app, cookie)).statusCode).toBe(200);
    const refused = await videoUpload(app, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/already take 0 MB of the 0 MB one account may keep/);
    expect(storedFiles(app)).toHaveLength(2);
  });

  it('refuses uploads before the disk is full, and says so in the log', async () => {
    const { app, cookie } = await signedIn({ UPLOAD_MIN_FREE_BYTES: String(Number.MAX_SAFE_INTEGER) });
    t = app;
    const refused = await videoUpload(app, cookie);
    expect(refused.statusCode).toBe(507);
    expect(refused.json().message).toMatch(/no room for videos right now/);
    expect(storedFiles(app)).toEqual([]);
    expect(app.logs.some((line) => line.level === 40 && line.msg === 'upload refused: the uploads disk is nearly full')).toBe(true);
  });

  describe('calls racing at the limit pass exactly up to it', () => {
    const statuses = async (calls: Promise<{ statusCode: number }>[]) => (await Promise.all(calls)).map((reply) => reply.statusCode).sort();

    it('quiz starts', async () => {
      const { app, cookie } = await signedIn({ QUIZ_STARTS_PER_MINUTE: '3' });
      t = app;
      const start = () => app.send(startQuizCall, { type: 'ten-pairs', params: { problems: 4 } }, cookie);
      expect(await statuses(Array.from({ length: 8 }, start))).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      expect(await app.db.kysely.selectFrom('quizzes').select('id').execute()).toHaveLength(3);
    });

    it('events', async () => {
      const { app, cookie } = await signedIn({ EVENTS_PER_MINUTE: '3' });
      t = app;
      const log = () => app.send(eventLogCall, { lpath: null, event: { eventName: 'login', eventData: {} } }, cookie);
      expect(await statuses(Array.from({ length: 8 }, log))).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      expect(await app.db.kysely.selectFrom('events').select('id').execute()).toHaveLength(3);
    });

    it('feedback videos per day, leaving no file of a refused one', async () => {
      const { app, cookie } = await signedIn({ FEEDBACK_VIDEOS_PER_DAY: '2' });
      t = app;
      expect(await statuses(Array.from({ length: 6 }, () => videoUpload(app, cookie)))).toEqual([200, 200, 429, 429, 429, 429]);
      expect(await app.db.kysely.selectFrom('feedback_videos').select('id').execute()).toHaveLength(2);
      expect(storedFiles(app)).toHaveLength(2);
    });
  });
});
