import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { NO_SPEECH } from '../support/modes.ts';
import { answer, choose, problemsOf, solve } from '../support/quiz.ts';

/** As Safari on iPhone and iPad: no Vorbis. `claim` keeps canPlayType saying yes, as a browser that lies would. */
const REFUSE_OGG = (claim: boolean) => {
  if (!claim) {
    const canPlay = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /ogg|vorbis/i.test(type) ? '' : canPlay.call(this, type);
    };
  }
  const decode = BaseAudioContext.prototype.decodeAudioData;
  BaseAudioContext.prototype.decodeAudioData = function (data: ArrayBuffer, ...rest: []) {
    if (String.fromCharCode(...new Uint8Array(data, 0, 4)) === 'OggS') return Promise.reject(new DOMException('Unable to decode audio data', 'EncodingError'));
    return decode.call(this, data, ...rest);
  };
};

async function playOneRound(page: Page, label: string) {
  await register(page.request, newPerson(label));
  const clips: string[] = [];
  page.on('request', (request) => /\.(ogg|mp3)$/.test(request.url()) && clips.push(request.url()));
  await page.goto(`${APP}/launchpad/mental/audible`);
  await choose(page, 'Rounds', '1');
  await choose(page, 'Numbers', '3');
  const [problem] = await problemsOf(page, () => page.getByRole('button', { name: 'Start' }).click());
  await expect(page.getByText('What is the total?')).toBeVisible({ timeout: 20_000 });
  // It played: no error, and the pace as heard is stated.
  await expect(page.getByTestId('round-note')).toHaveText(/^Numbers read \d\.\d\d s apart.*voice at [\d.]+× speed\.$/);
  await answer(page, solve(problem!));
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
  return clips;
}

test('audible anzan plays MP3 where the browser says it cannot play Ogg', async ({ page }) => {
  await page.addInitScript(NO_SPEECH);
  await page.addInitScript(REFUSE_OGG, false);
  const clips = await playOneRound(page, 'audible-mp3');
  expect(clips.filter((url) => url.endsWith('.mp3')).length).toBeGreaterThan(0);
  expect(clips.filter((url) => url.endsWith('.ogg'))).toEqual([]);
});

test('audible anzan falls back to MP3 when Ogg is claimed but fails to decode', async ({ page }) => {
  await page.addInitScript(NO_SPEECH);
  await page.addInitScript(REFUSE_OGG, true);
  const clips = await playOneRound(page, 'audible-fallback');
  expect(clips.filter((url) => url.endsWith('.mp3')).length).toBeGreaterThan(0);
});
