import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  createClassroomCall,
  joinClassroomCall,
  leaveClassroomCall,
  ownedClassroomsCall,
  classroomStudentsCall,
  errorEnvelope,
  FEEDBACK_VIDEO_MAX_BYTES,
  FEEDBACK_VIDEO_PATH,
  myVideosCall,
  UPLOAD_PATH,
  uploadAnswer,
} from '@soroban/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { sniffContainer } from '../src/services/video-file.ts';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

const UPLOAD = UPLOAD_PATH;
const BOUNDARY = '----sorobanquiztestboundary';
let t: TestApp;
let student: { id: number; cookie: string };
let teacher: { id: number; cookie: string };
let stranger: { id: number; cookie: string };

/** The first bytes of a real MP4 (ftyp isom), a QuickTime movie and a WebM file (EBML, DocType webm). */
const MP4_HEAD = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
const MOV_HEAD = Buffer.from('0000001466747970717420202005030071742020', 'hex');
const WEBM_HEAD = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex');
const MKV_HEAD = Buffer.from('1a45dfa3a34286810142f7810142f2810442f3810842828 86d6174726f736b614287810442858102'.replace(/ /g, ''), 'hex');

const video = (head: Buffer, size = 4096) => Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);

function multipart(files: { field?: string; name?: string; type?: string; data: Buffer }[], fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'files[]'}"; filename="${file.name ?? 'recording.mp4'}"\r\nContent-Type: ${file.type ?? 'video/mp4'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const upload = (payload: Buffer | Readable, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(cookie ? { cookie } : {}) },
  });

const play = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

const storedFiles = () => (existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir) : []);

async function account(email: string, name: string) {
  const user = await t.createAccount(email, 'correct horse battery', name);
  return { id: user!.id, cookie: await t.signIn(email) };
}

beforeAll(async () => {
  t = await startTestApp();
  student = await account('student@example.com', 'Sam Student');
  teacher = await account('teacher@example.com', 'Tess Teacher');
  stranger = await account('stranger@example.com', 'Stan Stranger');
});
afterAll(async () => {
  await t.close();
});

let before: string[];
beforeEach(() => {
  before = storedFiles();
});

function expectNothingNewOnDisk() {
  expect(storedFiles().sort()).toEqual(before.sort());
  expect(storedFiles().some((name) => name.endsWith('.part'))).toBe(false);
}

describe('uppy_uploader.php', () => {
  it('keeps the uploads folder outside the web root', () => {
    expect(t.config.uploadsDir).toBe(join(t.config.dataDir, 'uploads'));
    expect(t.config.uploadsDir.startsWith(t.config.webDistDir)).toBe(false);
  });

  it('stores a real MP4 under a random name and answers its playback url', async () => {
    const data = video(MP4_HEAD, 10_000);
    const response = await upload(multipart([{ data, name: 'my <recording>.mp4' }], { name: 'my recording.mp4', relativePath: 'null' }), student.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = uploadAnswer.parse(response.json());
    expect(body.url).toMatch(/^\/rlm\/mobile-apis\/feedback_video\.php\?id=[\w-]{24}$/);
    expect(body.video).toMatchObject({ size: 10_000, mime: 'video/mp4', originalName: 'my recording.mp4' });
    const added = storedFiles().filter((name) => !before.includes(name));
    expect(added).toEqual([`${body.video.videoId}.mp4`]);
    const row = await t.db.kysely.selectFrom('feedback_videos').selectAll().where('id', '=', body.video.videoId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: student.id, size: 10_000, mime: 'video/mp4', original_name: 'my recording.mp4' });

    const mine = await t.call(myVideosCall, {}, student.cookie);
    expect(mine.videos).toEqual([body.video]);
    expect((await t.call(myVideosCall, {}, stranger.cookie)).videos).toEqual([]);
  });

  it.each([
    ['WebM', WEBM_HEAD, 'file', 'video/webm', '.webm'],
    ['Matroska', MKV_HEAD, 'files[]', 'video/x-matroska', '.mkv'],
    ['QuickTime', MOV_HEAD, 'file', 'video/quicktime', '.mov'],
  ])('accepts a %s header', async (_name, head, field, mime, extension) => {
    const response = await upload(multipart([{ data: video(head), field, name: 'clip', type: 'application/octet-stream' }]), student.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().video.mime).toBe(mime);
    expect(storedFiles().filter((name) => !before.includes(name))).toEqual([`${response.json().video.videoId}${extension}`]);
  });

  it('refuses a text file named .mp4 with 415 and keeps nothing', async () => {
    const text = Buffer.from('<html><script>alert(1)</script></html>\n'.repeat(100));
    const response = await upload(multipart([{ data: text, name: 'evil.mp4', type: 'video/mp4' }]), student.cookie);
    expect(response.statusCode).toBe(415);
    expect(errorEnvelope.parse(response.json())).toMatchObject({ httpResponse: 415, message: expect.stringMatching(/not a video/) });
    expectNothingNewOnDisk();
    for (const data of [Buffer.alloc(0), MP4_HEAD.subarray(0, 6)]) {
      expect((await upload(multipart([{ data }]), student.cookie)).statusCode).toBe(415);
    }
    expectNothingNewOnDisk();
  });

  it('refuses a 46 MB stream with 413 and keeps nothing', async () => {
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 1);
    async function* body() {
      yield head;
      yield MP4_HEAD;
      for (let i = 0; i < 46; i++) yield chunk;
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    }
    const response = await upload(Readable.from(body()), student.cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      httpResponse: 413,
      message: expect.stringMatching(/^The video is larger than 45 MB/),
      redirectURL: '',
      redirectType: '',
    });
    expectNothingNewOnDisk();
  });

  it('takes exactly 45,000,000 bytes', async () => {
    const response = await upload(multipart([{ data: video(MP4_HEAD, FEEDBACK_VIDEO_MAX_BYTES) }]), student.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().video.size).toBe(FEEDBACK_VIDEO_MAX_BYTES);
  });

  it('answers bad uploads with 4xx envelopes and keeps nothing', async () => {
    const cases: [string, Awaited<ReturnType<typeof upload>>][] = [
      ['anonymous', await upload(multipart([{ data: video(MP4_HEAD) }]))],
      ['no file', await upload(multipart([], { name: 'x' }), student.cookie)],
      ['wrong field', await upload(multipart([{ data: video(MP4_HEAD), field: 'avatar' }]), student.cookie)],
      ['two files', await upload(multipart([{ data: video(MP4_HEAD) }, { data: video(WEBM_HEAD) }]), student.cookie)],
      ['cut off', await upload(multipart([{ data: video(MP4_HEAD) }]).subarray(0, 300), student.cookie)],
      ['JSON', await t.app.inject({ method: 'POST', url: UPLOAD, payload: { ...ENV }, headers: { cookie: student.cookie } })],
      [
        'no boundary',
        await t.app.inject({ method: 'POST', url: UPLOAD, payload: 'abc', headers: { cookie: student.cookie, 'content-type': 'multipart/form-data' } }),
      ],
    ];
    for (const [name, response] of cases) {
      expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
      const body = errorEnvelope.parse(response.json());
      expect(body.httpResponse).toBe(response.statusCode);
      expect(body.message.length).toBeGreaterThan(10);
    }
    expect(cases[0]![1].statusCode).toBe(403);
    expect(cases[3]![1].statusCode).toBe(400);
    expectNothingNewOnDisk();
  });

  it('refuses to start with the uploads folder inside the web root', async () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir, WEB_DIST_DIR: '/tmp/sq-web-root', UPLOADS_DIR: '/tmp/sq-web-root/videos' });
    const app = buildApp({ config, db: t.db });
    await expect(app.then((built) => built.ready())).rejects.toThrow(/inside the served web root/);
    expect(existsSync('/tmp/sq-web-root')).toBe(false);
  });
});

describe('feedback_video.php playback', () => {
  let url: string;
  let data: Buffer;
  beforeAll(async () => {
    data = video(WEBM_HEAD, 50_000);
    url = (await upload(multipart([{ data, field: 'file', name: 'take.webm' }]), student.cookie)).json().url;
    const { classroom } = await t.call(createClassroomCall, { name: 'Abacus club' }, teacher.cookie);
    await t.call(joinClassroomCall, { joinCode: classroom.joinCode }, student.cookie);
  });

  it('plays to the owner, inline, never sniffed as something else', async () => {
    const response = await play(url, student.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.equals(data)).toBe(true);
  });

  it('answers byte ranges for seeking', async () => {
    const response = await play(url, student.cookie, { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${data.length}`);
    expect(response.rawPayload.equals(data.subarray(100, 200))).toBe(true);
  });

  it("plays to the owner's teacher, while they are the teacher", async () => {
    expect((await play(url, teacher.cookie)).statusCode).toBe(200);
    const students = (await t.call(ownedClassroomsCall, {}, teacher.cookie)).classrooms;
    const studentView = await t.call(classroomStudentsCall, { classroomId: students[0]!.classroomId }, teacher.cookie);
    expect(studentView.students[0]!.videos.map((v) => v.url)).toContain(url);
    await t.call(leaveClassroomCall, { classroomId: students[0]!.classroomId }, student.cookie);
    expect((await play(url, teacher.cookie)).statusCode).toBe(404);
  });

  it('answers 404 to anyone else and 403 without a session, with no video bytes', async () => {
    for (const [cookie, status] of [
      [stranger.cookie, 404],
      [undefined, 403],
    ] as const) {
      const response = await play(url, cookie);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.rawPayload.includes(WEBM_HEAD)).toBe(false);
    }
    for (const bad of ['?id=', '?id=../../etc/passwd', '?id=AAAAAAAAAAAAAAAAAAAAAAAA', '']) {
      expect((await play(`${FEEDBACK_VIDEO_PATH}${bad}`, student.cookie)).statusCode).toBe(404);
    }
  });
});

describe('sniffContainer', () => {
  it('reads containers from their first bytes only', () => {
    expect(sniffContainer(MP4_HEAD)?.mime).toBe('video/mp4');
    expect(sniffContainer(MOV_HEAD)?.mime).toBe('video/quicktime');
    expect(sniffContainer(WEBM_HEAD)?.mime).toBe('video/webm');
    expect(sniffContainer(MKV_HEAD)?.mime).toBe('video/x-matroska');
    expect(sniffContainer(Buffer.from('RIFF\0\0\0\0AVI LIST'))).toBeUndefined();
    expect(sniffContainer(Buffer.from('GIF89a........'))).toBeUndefined();
  });
});
