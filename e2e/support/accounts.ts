import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

const run = promisify(execFile);

export const APP = '/react/sorobanquizui/build';

let counter = 0;
/** A unique account per test, so tests run in parallel without sharing state. */
export function newPerson(label = 'learner') {
  counter += 1;
  const id = `${label}-${process.pid}-${counter}-${Date.now().toString(36)}`;
  return { email: `${id}@example.com`, displayName: `${label} ${counter}`, password: `pw-${id}` };
}

export type Person = ReturnType<typeof newPerson>;

/** Creates the account through the real sign-up call (faster than the form where the form is not under test). */
export async function register(request: APIRequestContext, person: Person) {
  const response = await request.post('/rlm/mobile-apis/register_api.php', {
    data: { env: 'production', username: person.email, displayName: person.displayName, password: person.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Says "I teach" for the signed-in person of `request` (classroom creation is offered to teachers only). */
export async function teach(request: APIRequestContext) {
  const response = await request.post('/rlm/mobile-apis/set_setting_api.php', {
    data: { env: 'production', lpath: null, setSetting: { settingName: 'teaches', settingValue: true } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Signs in through the sign-in screen, as a person would, and waits for the server's answer (so a
 * test that navigates next does not cut the sign-in short).
 */
export async function signIn(page: Page, person: Person) {
  await page.goto(`${APP}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  const answered = page.waitForResponse((response) => response.url().endsWith('/login_api.php'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await answered;
}

/** The operators' command, on the database of the server under test. */
export async function admin(...args: string[]) {
  return run('node', ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  });
}
