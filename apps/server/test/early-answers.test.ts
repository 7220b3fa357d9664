import { brotliDecompressSync } from 'node:zlib';
import {
  EARLY_ANSWERS_ID,
  checkSessionCall,
  dailyProgressCall,
  eventLogCall,
  guidedLaunchpadCall,
  myMistakesCall,
  todaysPracticeCall,
} from '@soroban/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInBuild } from './stand-in-build.ts';
import { ENV, type TestApp, startTestApp } from './test-app.ts';

const PAGES = '/react/sorobanquizui/build';
// A name whose text would close the block, or be read as a replacement pattern, if it were pasted in as it is.
const NAME = "Ann </script><b>$& $'</b>";

let build: ReturnType<typeof standInBuild>;
let t: TestApp;

beforeAll(async () => {
  // The shell, the guided launchpad and the welcome's chunk, as the build's manifest names them.
  build = standInBuild({
    'index.html': { file: 'assets/app-1.js' },
    'src/app/shell/app-shell.tsx': { file: 'assets/app-shell-2.js' },
    'src/app/composed/guided-launchpad-route.tsx': { file: 'assets/guided-3.js' },
    '_welcome-4.js': { file: 'assets/welcome-4.js', name: 'welcome', css: ['assets/welcome-4.css'] },
  });
  t = await startTestApp({ WEB_DIST_DIR: build.dir });
});
afterAll(async () => {
  await t.close();
  build.remove();
});

const signedUp = async (email: string) => {
  await t.createAccount(email, 'correct horse battery', NAME);
  return t.signIn(email);
};
const page = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `${PAGES}${path}`, headers });
const answersIn = (html: string): Record<string, unknown> | undefined => {
  const block = new RegExp(`<script type="application/json" id="${EARLY_ANSWERS_ID}">(.*?)</script>`, 's').exec(html);
  return block?.[1] === undefined ? undefined : (JSON.parse(block[1]) as Record<string, unknown>);
};
const answerOf = async (path: string, cookie: string, fields = {}) =>
  (await t.app.inject({ method: 'POST', url: path, headers: { cookie }, payload: { ...ENV, ...fields } })).json();

describe("a signed-in page's early answers", () => {
  it("carries the launchpad's calls answered as the calls themselves answer, in a private page", async () => {
    const cookie = await signedUp('launchpad@example.com');
    const response = await page('/launchpad', { cookie });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const answers = answersIn(response.body);
    expect(Object.keys(answers ?? {})).toEqual([checkSessionCall.path, dailyProgressCall.path, todaysPracticeCall.path, myMistakesCall.path]);
    for (const [path, answer] of Object.entries(answers ?? {})) expect(answer, path).toEqual(await answerOf(path, cookie));
    // The name's text cannot close the block: only the block's own end tag is in the page.
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect(checkSessionCall.answer.parse(answers?.[checkSessionCall.path]).user.displayName).toBe(NAME);
  });

  it('is compressed as the browser accepts', async () => {
    const cookie = await signedUp('compressed@example.com');
    const response = await page('/launchpad', { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(answersIn(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty([checkSessionCall.path]);
  });

  it("carries the program on the guided launchpad, and names the welcome's code on a first visit only", async () => {
    const cookie = await signedUp('guided@example.com');
    const welcome = `<link rel="modulepreload" crossorigin href="${PAGES}/assets/welcome-4.js">`;
    const first = await page('/launchpad-guided', { cookie });
    // The first answer enrols the learner (201), as the screen's own call would have.
    expect(answersIn(first.body)?.[guidedLaunchpadCall.path]).toMatchObject({ httpResponse: 201, justRegistered: '1' });
    expect(first.body).toContain(welcome);
    expect(first.body).toContain(`<link rel="stylesheet" crossorigin href="${PAGES}/assets/welcome-4.css">`);

    await t.call(eventLogCall, { event: { eventName: 'justRegistered', eventData: { justRegistered: false } } }, cookie);
    const returning = await page('/launchpad-guided', { cookie });
    expect(answersIn(returning.body)?.[guidedLaunchpadCall.path]).toEqual(await answerOf(guidedLaunchpadCall.path, cookie, { requestedLevel: '' }));
    expect(returning.body).not.toContain(welcome);
    // Any other screen carries the session check alone.
    expect(Object.keys(answersIn((await page('/launchpad/top100', { cookie })).body) ?? {})).toEqual([checkSessionCall.path]);
  });

  it('leaves out what failed, carries nothing without a session, and nothing on the sign-in and sign-out pages', async () => {
    // An unknown session: the session check's verdict (an answer of its own, HTTP 200) is carried;
    // the launchpad's calls fail with an HTTP error, and the boot code asks and reports them itself.
    const unknown = answersIn((await page('/launchpad', { cookie: 'sq_session=nobody' })).body);
    expect(Object.keys(unknown ?? {})).toEqual([checkSessionCall.path]);
    expect(unknown?.[checkSessionCall.path]).toMatchObject({ httpResponse: 405 });

    const none = await page('/launchpad');
    expect(answersIn(none.body)).toBeUndefined();
    expect(none.headers['cache-control']).toBe('no-cache');
    const cookie = await signedUp('signin@example.com');
    for (const path of ['/login', '/logout', '']) expect(answersIn((await page(path, { cookie })).body), path).toBeUndefined();
  });
});
