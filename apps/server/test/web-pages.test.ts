import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_SCREEN_MARKER, PAGE_FRAME } from '@soroban/contracts';
import { PRACTICE_MODE_TABLE } from '@soroban/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { FIRST_SCREENS, SITE_PATHS } from '../src/plugins/web-pages.ts';
import { standInBuild } from './stand-in-build.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let build: ReturnType<typeof standInBuild>;

beforeAll(async () => {
  database = await createTestDatabase();
  // What the build's manifest says of the entry and the signed-in shell (apps/web/vite.config.ts).
  build = standInBuild({
    'index.html': { file: 'assets/app-1.js', imports: ['_boot-2.js'] },
    '_boot-2.js': { file: 'assets/boot-2.js', css: ['assets/boot-2.css'] },
    '_ui-3.js': { file: 'assets/ui-3.js', imports: ['_boot-2.js'], css: ['assets/fonts-3.css'] },
    'src/app/shell/app-shell.tsx': { file: 'assets/app-shell-4.js', imports: ['_boot-2.js', '_ui-3.js'], css: ['assets/app-shell-4.css'] },
    'src/features/launchpad/components/launchpad-screen.tsx': {
      file: 'assets/launchpad-5.js',
      imports: ['_ui-3.js', '_cards-6.js'],
      css: ['assets/launchpad-5.css'],
    },
    '_cards-6.js': { file: 'assets/cards-6.js', imports: ['_boot-2.js'], css: ['assets/cards-6.css', 'assets/launchpad-5.css'] },
    'src/features/practice/components/quiz-screen.tsx': { file: 'assets/quiz-7.js', imports: ['_ui-3.js'] },
  });
  app = await buildApp({ config: loadConfig({ DATA_DIR: database.dataDir, WEB_DIST_DIR: build.dir }), db: database.db });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  build.remove();
});

describe('pages', () => {
  it('serves the SPA for every client-side route under the base path, uncached', async () => {
    for (const url of [
      '/react/sorobanquizui/build',
      '/react/sorobanquizui/build/',
      '/react/sorobanquizui/build/launchpad/rewards/mystocks',
      '/react/sorobanquizui/build/no/such/page',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names the shell code in the page of a signed-in screen, so it downloads beside the boot code', async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const shell = ['/react/sorobanquizui/build/assets/ui-3.js', '/react/sorobanquizui/build/assets/app-shell-4.js'];
    for (const url of [
      '/react/sorobanquizui/build/launchpad-guided/',
      '/react/sorobanquizui/build/no/such/page',
      '/react/sorobanquizui/build/launchpad/mymistakes/quiz',
    ]) {
      expect(preloads((await app.inject({ method: 'GET', url })).body), url).toEqual(shell);
    }
    // A first screen's code too, with what it imports beyond the boot code, each once.
    expect(preloads((await app.inject({ method: 'GET', url: '/react/sorobanquizui/build/launchpad/' })).body)).toEqual([
      ...shell,
      '/react/sorobanquizui/build/assets/cards-6.js',
      '/react/sorobanquizui/build/assets/launchpad-5.js',
    ]);
    expect(preloads((await app.inject({ method: 'GET', url: '/react/sorobanquizui/build/launchpad/soroban/skill/addition/quiz' })).body)).toEqual([
      ...shell,
      '/react/sorobanquizui/build/assets/quiz-7.js',
    ]);
    for (const url of [
      '/react/sorobanquizui/build',
      '/react/sorobanquizui/build/',
      '/react/sorobanquizui/build/login',
      '/react/sorobanquizui/build/logout?x=1',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<title>app</title>');
      expect(preloads(response.body), url).toEqual([]);
    }
  });

  it("marks the page of a first screen whose code it names, so the boot code's first render waits for that code", async () => {
    const marked = async (url: string) => (await app.inject({ method: 'GET', url })).body.includes(`<meta name="${FIRST_SCREEN_MARKER}" content="named">`);
    expect(await marked('/react/sorobanquizui/build/launchpad')).toBe(true);
    expect(await marked('/react/sorobanquizui/build/launchpad/soroban/skill/addition/quiz')).toBe(true);
    // The shell alone is named for other screens, and nothing for sign-in: their spinner shows while the code comes.
    expect(await marked('/react/sorobanquizui/build/launchpad/top100')).toBe(false);
    expect(await marked('/react/sorobanquizui/build/login')).toBe(false);
  });

  it('links the stylesheets of the shell and a first screen in its page, each once, so the screen does not wait for them after its code', async () => {
    const stylesheets = (body: string) => [...body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const shell = ['/react/sorobanquizui/build/assets/fonts-3.css', '/react/sorobanquizui/build/assets/app-shell-4.css'];
    expect(stylesheets((await app.inject({ method: 'GET', url: '/react/sorobanquizui/build/launchpad' })).body)).toEqual([
      ...shell,
      '/react/sorobanquizui/build/assets/cards-6.css',
      '/react/sorobanquizui/build/assets/launchpad-5.css',
    ]);
    expect(stylesheets((await app.inject({ method: 'GET', url: '/react/sorobanquizui/build/launchpad/top100' })).body)).toEqual(shell);
    // The boot code's own stylesheet is in index.html as built; the sign-in page adds none.
    expect(stylesheets((await app.inject({ method: 'GET', url: '/react/sorobanquizui/build/login' })).body)).toEqual([]);
  });

  it("draws the app's frame in a signed-in page, so a learner sees the header before the code has arrived", async () => {
    const root = (body: string) => body.match(/<div id="root">(.*)<\/div><\/body>/s)?.[1];
    for (const url of ['/react/sorobanquizui/build/launchpad', '/react/sorobanquizui/build/launchpad/top100']) {
      const frame = root((await app.inject({ method: 'GET', url })).body);
      expect(frame, url).toBe(
        `<header class="${PAGE_FRAME.header} ${PAGE_FRAME.early}"><div class="${PAGE_FRAME.toolbar}">` +
          // The build's logo, in the page: a picture file would wait for a download of its own.
          `<span class="${PAGE_FRAME.logo}"><svg width="36" height="36" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg></span>` +
          `<p class="${PAGE_FRAME.title}">Soroban Quiz</p></div></header>` +
          `<div role="status" class="${PAGE_FRAME.status}">Please wait loading...</div>`,
      );
    }
    // The sign-in and sign-out screens have no header: their root stays empty until the code draws them.
    for (const url of ['/react/sorobanquizui/build/login', '/react/sorobanquizui/build/logout']) {
      expect(root((await app.inject({ method: 'GET', url })).body), url).toBe('');
    }
  });

  it('names first screens by modules that exist in the web app', () => {
    const web = fileURLToPath(new URL('../../web/', import.meta.url));
    for (const [, module] of FIRST_SCREENS) expect(existsSync(join(web, module)), module).toBe(true);
    // Every practice mode's quiz (their keys have one to three parts) opens on the quiz screen.
    for (const { key } of PRACTICE_MODE_TABLE) {
      expect(FIRST_SCREENS.find(([path]) => path.test(`/launchpad/${key}/quiz`))?.[1], key).toBe('src/features/practice/components/quiz-screen.tsx');
    }
  });

  it('serves hashed assets for a year and answers a missing asset with 404, not the app', async () => {
    const asset = await app.inject({ method: 'GET', url: '/react/sorobanquizui/build/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/react/sorobanquizui/build/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the main-site pages', async () => {
    for (const url of SITE_PATHS) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>site</title>');
    }
    expect((await app.inject({ method: 'GET', url: '/reset-password?token=abc' })).statusCode).toBe(200);
  });

  it('has a plain health answer', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});
