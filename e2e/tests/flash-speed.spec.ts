import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { installFlashClock, pauseFlashClock, runFlashUntil } from '../support/flash-clock.ts';
import { type Display, answer, floorMs, solve } from '../support/quiz.ts';

const API = '/rlm/mobile-apis';

interface Round {
  number: number;
  quizId: number;
  seconds: number;
  problems: Display[];
  startedAt: string;
}
interface Search {
  staircaseId: number;
  round: Round | null;
  done: boolean;
}

async function post<T>(request: APIRequestContext, call: string, data: object): Promise<T> {
  const response = await request.post(`${API}/${call}.php`, { data: { env: 'production', ...data } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The least the server's clock must have run before a round's answer counts as a person's: its flash and the typing. */
const waitForFloor = async (page: Page, round: Round) => {
  const left = Date.parse(round.startedAt) + round.seconds * 1000 + floorMs(round.problems) + 150 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
};

test('find my flash speed: the server picks each round’s speed, the last rounds are played on the screen and the grade is shown', async ({ page }) => {
  test.setTimeout(60_000);
  await installFlashClock(page);
  await register(page.request, newPerson('flash-speed'));

  // Rounds 1–18 through the API (the screen is what is checked below): right at the server's pace,
  // except every third round from the sixth, answered wrong at once.
  let search = await post<Search>(page.request, 'start_flash_staircase_api', { digits: 1, count: 4 });
  const seen: { seconds: number; right: boolean }[] = [];
  while (search.round && search.round.number <= 18) {
    const round = search.round;
    const right = round.number < 6 || round.number % 3 !== 0;
    seen.push({ seconds: round.seconds, right });
    if (right) await waitForFloor(page, round);
    const sum = solve(round.problems[0]!);
    await post(page.request, 'submit_quiz_api', { quizId: round.quizId, answers: [right ? sum : sum + 1], timesMs: [100] });
    search = await post<Search>(page.request, 'next_flash_staircase_round_api', { staircaseId: search.staircaseId });
  }
  // Two right → faster (until the ladder's top at 0.5 s), one wrong → slower.
  seen.forEach((round, i) => {
    const following = seen[i + 1]?.seconds ?? search.round!.seconds;
    if (!round.right) expect(following).toBeGreaterThan(round.seconds);
    else if (i > 0 && seen[i - 1]!.right && seen[i - 1]!.seconds === round.seconds && round.seconds > 0.5) expect(following).toBeLessThan(round.seconds);
  });

  // The flash screen links to the search; the address carries the search on.
  await page.goto(`${APP}/launchpad/mental/flash`);
  await expect(page.getByRole('link', { name: 'Find my flash speed' })).toBeVisible();
  await page.goto(`${APP}/launchpad/mental/flash/speed?search=${search.staircaseId}`);
  await expect(page.getByRole('heading', { name: 'Find my flash speed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rounds so far' }).getByRole('listitem')).toHaveCount(18);

  for (const number of [19, 20]) {
    const round = search.round!;
    await expect(page.getByRole('heading', { name: `Round ${number} of 20: 4 numbers in ${round.seconds} s` })).toBeVisible();
    await pauseFlashClock(page);
    await page.getByRole('button', { name: `Show round ${number}` }).click();
    const total = page.getByText('What is the total?');
    await runFlashUntil(page, () => total.isVisible(), 200);
    await page.clock.resume();
    await waitForFloor(page, round);
    const next = page.waitForResponse((response) => response.url().endsWith('/next_flash_staircase_round_api.php'));
    await answer(page, solve(round.problems[0]!));
    search = (await (await next).json()) as Search;
    await expect(page.getByTestId('flash-speed-feedback')).toHaveText('Right!');
  }

  expect(search.done).toBe(true);
  await expect(page.getByRole('heading', { name: 'Done: 20 rounds' })).toBeVisible();
  await expect(page.getByTestId('flash-speed-reached')).toHaveText(/^Your flash speed: 4 1-digit numbers in 0\.[5-7] s — 10 kyu \(app\) speed$/);
});
