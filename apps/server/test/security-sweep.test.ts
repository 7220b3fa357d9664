import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_BASE_PATH } from '../src/config.ts';
import { moveCoins } from '../src/repositories/ledger.ts';
import { SITE_PATHS } from '../src/plugins/web-pages.ts';
import { standInBuild } from './stand-in-build.ts';
import { ENV, signedInApp, startTestApp, type TestApp } from './test-app.ts';

/**
 * Sweeps over every answer the server gives (security headers), every state-changing call (foreign
 * Origin refused, nothing changed) and every way a session cookie is issued or cleared.
 */
const API = '/rlm/mobile-apis/';
const UPLOAD = '/rlm/includes/uppy/uppy_uploader.php';
const BOUNDARY = '----securitysweepboundary';
const MP4_HEAD = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');

const multipart = (data: Buffer, name = 'take.mp4') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

let t: TestApp;
let web: ReturnType<typeof standInBuild>;
let cookie: string;
let videoUrl: string;

beforeAll(async () => {
  web = standInBuild();
  const signedIn = await signedInApp({ WEB_DIST_DIR: web.dir });
  ({ t, cookie } = signedIn);
  await t.db.kysely.transaction().execute((trx) =>
    moveCoins(trx, {
      userId: signedIn.userId,
      amount: 1000,
      reason: 'practice',
      description: 'test coins',
      idempotencyKey: null,
      at: '2026-11-22T10:00:00.000Z',
    }),
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: multipart(Buffer.concat([MP4_HEAD, Buffer.alloc(3000, 1)])),
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  videoUrl = upload.json().url;
});
afterAll(async () => {
  await t.close();
  web.remove();
});

/** Every POST call the app mounts. */
function postCalls(): string[] {
  const calls = new Set<string>();
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(rlm\/\S+?\.php) \([A-Z, ]*POST/.exec(line);
    if (match?.[1]) calls.add(`/${match[1]}`);
  }
  return [...calls].sort();
}

function expectSecurityHeaders(response: LightMyRequestResponse, context: string) {
  expect(response.headers['content-security-policy'], context).toContain("frame-ancestors 'none'");
  expect(response.headers['content-security-policy'], context).toContain("default-src 'self'");
  expect(response.headers['content-security-policy'], context).toContain("object-src 'none'");
  expect(response.headers['x-content-type-options'], context).toBe('nosniff');
  expect(response.headers['x-frame-options'], context).toBe('DENY');
  expect(response.headers['referrer-policy'], context).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy'], context).toContain('geolocation=()');
}

describe('security headers', () => {
  it('are on every page, asset, call, playback, upload and error', async () => {
    const answers: [string, LightMyRequestResponse][] = [];
    const get = async (url: string, headers: Record<string, string> = {}) => answers.push([`GET ${url}`, await t.app.inject({ method: 'GET', url, headers })]);
    for (const url of [
      WEB_BASE_PATH,
      `${WEB_BASE_PATH}/`,
      `${WEB_BASE_PATH}/launchpad/rewards`,
      ...SITE_PATHS,
      `${WEB_BASE_PATH}/assets/main-abc123.js`,
      `${WEB_BASE_PATH}/assets/gone.js`,
      '/healthz',
      '/nowhere',
    ]) {
      await get(url);
    }
    await get(videoUrl, { cookie });
    await get(videoUrl, { cookie, range: 'bytes=0-9' });
    await get(videoUrl);
    await get(`${API}feedback_video.php?id=AAAAAAAAAAAAAAAAAAAAAAAA`, { cookie });
    answers.push([`HEAD ${WEB_BASE_PATH}/`, await t.app.inject({ method: 'HEAD', url: `${WEB_BASE_PATH}/` })]);
    for (const path of postCalls()) {
      answers.push([`POST ${path} signed out`, await t.post(path, ENV)]);
      if (!path.endsWith('/logout_api.php')) answers.push([`POST ${path} signed in`, await t.post(path, ENV, cookie)]);
    }
    answers.push([
      'POST bad JSON',
      await t.app.inject({ method: 'POST', url: `${API}check_session.php`, payload: '{', headers: { 'content-type': 'application/json' } }),
    ]);
    answers.push([
      'POST foreign origin',
      await t.app.inject({ method: 'POST', url: `${API}check_session.php`, payload: ENV, headers: { origin: 'https://evil.example' } }),
    ]);
    answers.push([
      'POST upload not a video',
      await t.app.inject({
        method: 'POST',
        url: UPLOAD,
        payload: multipart(Buffer.from('<html></html>'.repeat(20))),
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      }),
    ]);
    answers.push(['DELETE /anything', await t.app.inject({ method: 'DELETE', url: '/anything' })]);
    const statuses = new Set(answers.map(([, response]) => response.statusCode));
    // Successes, partial content, client errors and missing things were all among them.
    for (const status of [200, 206, 400, 403, 404, 415]) expect(statuses).toContain(status);
    for (const [context, response] of answers) {
      expectSecurityHeaders(response, context);
      expect(response.headers['strict-transport-security'], context).toBeUndefined();
    }
  });

  it('add Strict-Transport-Security when the app is served over https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://soroban.example' });
    try {
      for (const response of [
        await secure.app.inject({ method: 'GET', url: '/react/sorobanquizui/build/login' }),
        await secure.post(`${API}check_session.php`, ENV),
        await secure.app.inject({ method: 'GET', url: '/nowhere' }),
      ]) {
        expectSecurityHeaders(response, response.body);
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      }
    } finally {
      await secure.close();
    }
  });
});

describe('state-changing calls from a foreign Origin', () => {
  async function everything() {
    const tables =
      t.db.dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db.kysely)).rows
        : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(t.db.kysely)).rows;
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      rows[name] = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db.kysely)).rows
        .map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)))
        .sort();
    }
    return { rows, files: existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir).sort() : [] };
  }

  it('are refused, whatever the call, with a session, and change nothing', async () => {
    const market = (await t.post(`${API}market_api.php`, ENV, cookie)).json();
    const stock = market.stocks[0];
    // Bodies that would succeed from the app's own pages, so only the Origin is wrong.
    const body = {
      ...ENV,
      ticker: stock.ticker,
      quantity: 1,
      expectedPrice: stock.price,
      idempotencyKey: 'foreign-origin-order',
      kanjiId: '04e00',
      mistakes: [0],
      stars: 3,
      name: 'Forged classroom',
      displayName: 'Forged Name',
      currentPassword: 'correct horse battery',
      newPassword: 'forged password 1',
      setSetting: { settingName: 'showShareThisBar', settingValue: false },
      event: { eventName: 'forged', eventData: {} },
      type: 'ten-pairs',
      params: { problems: 5 },
      userId: 1,
      lpath: 1442,
      unit: 2,
      confirm: 'RESET',
      username: '',
      password: '',
    };
    const before = await everything();
    const calls = postCalls();
    expect(calls).toContain(UPLOAD);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080.evil.example', 'http://evil.example:8080']) {
      for (const path of calls) {
        const response =
          path === UPLOAD
            ? await t.app.inject({
                method: 'POST',
                url: path,
                payload: multipart(Buffer.concat([MP4_HEAD, Buffer.alloc(100)])),
                headers: { cookie, origin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
              })
            : await t.app.inject({ method: 'POST', url: path, payload: body, headers: { cookie, origin } });
        expect(response.statusCode, `${path} from ${origin}: ${response.body}`).toBe(403);
        expect(response.json().message).toBe('This request came from another site, so it was refused. Use Soroban Quiz from its own address.');
      }
    }
    // Even sign-in and sign-up from another site are refused: no session is planted by a foreign page.
    expect(await everything()).toEqual(before);
    expect((await t.post(`${API}check_session.php`, ENV, cookie)).statusCode).toBe(200);

    // The same order from the app's own address goes through.
    // (Its own address: the Host it was reached at, or PUBLIC_URL behind a proxy that changes the Host.)
    for (const [i, own] of [
      { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' },
      { origin: t.config.publicUrl, host: 'internal:3000' },
    ].entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}buy_stocks_api.php`,
        payload: { ...body, idempotencyKey: `own-origin-order-${i}` },
        headers: { cookie, ...own },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

describe('the session cookie', () => {
  const flags = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'sq_session');

  it('is httpOnly, SameSite=Lax, path /, with a lifetime, from sign-in and sign-up alike; not Secure over plain http', async () => {
    const signUp = await t.post(`${API}register_api.php`, {
      env: 'production',
      username: 'new.person@example.com',
      displayName: 'New Person',
      password: 'abacus-is-fun',
    });
    const signIn = await t.post(`${API}login_api.php`, { ...ENV, username: 'new.person@example.com', password: 'abacus-is-fun' });
    for (const response of [signUp, signIn]) {
      expect(response.statusCode).toBe(200);
      expect(flags(response)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: t.config.sessionTtlMs / 1000 });
      expect(flags(response)?.secure).toBeFalsy();
      expect(flags(response)?.value).toMatch(/^[\w-]{32,}$/);
    }
    expect(flags(signUp)?.value).not.toBe(flags(signIn)?.value);
    // The token is not what the database keeps: a leaked table signs nobody in.
    const token = flags(signIn)!.value;
    const stored = await t.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    // Signing out clears it with an expiry in the past.
    const out = await t.app.inject({ method: 'POST', url: `${API}logout_api.php`, headers: { cookie: `sq_session=${token}` } });
    expect(flags(out)).toMatchObject({ value: '', path: '/' });
    expect(flags(out)!.expires!.getTime()).toBeLessThan(Date.now());
  });

  it('is Secure from sign-up too when the app is served over https', async () => {
    const secure = await startTestApp({ PUBLIC_URL: 'https://soroban.example' });
    try {
      const response = await secure.post(`${API}register_api.php`, {
        env: 'production',
        username: 'secure@example.com',
        displayName: 'Secure Person',
        password: 'abacus-is-fun',
      });
      expect(flags(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    } finally {
      await secure.close();
    }
  });
});

describe('uploaded files are never served as HTML', () => {
  /** A real MP4 header followed by markup: accepted as the video container it starts with. */
  const polyglot = Buffer.concat([MP4_HEAD, Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'.repeat(40))]);

  async function uploadPolyglot() {
    const payload = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="page.html"\r\nContent-Type: text/html\r\n\r\n`),
      polyglot,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { url: string; video: { videoId: string; mime: string } };
  }

  it('plays a file whose name, claimed type and bytes look like HTML only as the video it claims to be, never sniffable', async () => {
    const { url, video } = await uploadPolyglot();
    expect(video.mime).toBe('video/mp4');
    const stored = readdirSync(t.config.uploadsDir).filter((name) => name.startsWith(video.videoId));
    expect(stored).toEqual([`${video.videoId}.mp4`]);
    for (const [method, headers] of [
      ['GET', { cookie, accept: 'text/html' }],
      ['GET', { cookie, range: 'bytes=0-200' }],
      ['HEAD', { cookie }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers });
      expect(response.statusCode).toBeLessThan(300);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe('inline');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('refuses markup that is not a video, whatever it is called', async () => {
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['image.svg', 'image/svg+xml'],
      ['clip.mp4', 'video/mp4'],
    ]) {
      const payload = Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'.repeat(10)),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: UPLOAD,
        payload,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      expect(response.statusCode, name).toBe(415);
    }
  });

  it('are not reachable through the static file handler or the pages, by any path', async () => {
    const { video } = await uploadPolyglot();
    const file = `${video.videoId}.mp4`;
    expect(existsSync(join(t.config.uploadsDir, file))).toBe(true);
    const fromWebRoot = relative(web.dir, t.config.uploadsDir).split(sep).join('/');
    const urls = [
      `${WEB_BASE_PATH}/${file}`,
      `${WEB_BASE_PATH}/uploads/${file}`,
      `${WEB_BASE_PATH}/videos/${file}`,
      `/uploads/${file}`,
      `/data/uploads/${file}`,
      `/${file}`,
      `${WEB_BASE_PATH}/../../uploads/${file}`,
      `${WEB_BASE_PATH}/${fromWebRoot}/${file}`,
      `${WEB_BASE_PATH}/${fromWebRoot.replaceAll('.', '%2e').replaceAll('/', '%2f')}%2f${file}`,
      `${WEB_BASE_PATH}/%2e%2e/%2e%2e/uploads/${file}`,
      `/rlm/includes/uppy/${file}`,
      `${API}${file}`,
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(MP4_HEAD), url).toBe(false);
      expect(response.body, url).not.toContain('alert(document.cookie)');
    }
  });
});
