import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { FIRST_SCREEN_MARKER, screenPath } from '@soroban/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WEB_BASE_PATH } from '../config.ts';
import { sendCompressed } from '../lib/compressed-reply.ts';
import { earlyAnswers, earlyAnswersBlock } from '../lib/early-answers.ts';
import { pageFrame } from '../lib/page-frame.ts';

/** Main-site pages (SPEC 2.3 links, sign-up, password reset), all served by the site entry. */
export const SITE_PATHS = ['/', '/pricing', '/register', '/forgot-password', '/reset-password', '/credits', '/manage/my-settings.php', '/manage/my-wallet.php'];

/** SPA paths that show the sign-in or sign-out screen, which never load the signed-in shell. */
const SIGNED_OUT_SCREENS = new Set(['', '/', '/index.html', '/login', '/logout']);

/** The shell of the signed-in screens, as the build's manifest names it (apps/web/vite.config.ts). */
const SHELL_MODULE = 'src/app/shell/app-shell.tsx';

/**
 * The screens people most often open a page on (a bookmark, the app icon, a reload in a quiz), by
 * path under the base and the module apps/web/src/app/routes.tsx loads for them. Their code is named
 * in the page too, so it downloads at once rather than after the boot code has run and asked for it.
 * Any other screen works the same, one round trip later (web-pages.test.ts checks the modules exist).
 */
export const FIRST_SCREENS: Array<[path: RegExp, module: string]> = [
  [/^\/launchpad$/, 'src/features/launchpad/components/launchpad-screen.tsx'],
  [/^\/launchpad-guided$/, 'src/app/composed/guided-launchpad-route.tsx'],
  [/^\/launchpad\/(mymistakes|todayspractice)\/quiz$/, 'src/features/practice/components/review-quiz-screen.tsx'],
  [/^\/launchpad\/.+\/quiz$/, 'src/features/practice/components/quiz-screen.tsx'],
];

/**
 * A new learner's first screen is the guided launchpad under its welcome dialog (SPEC 4): on a first
 * visit the page names the dialog's code (with its lesson: one chunk, which apps/web/vite.config.ts
 * groups and names 'welcome') too, so the welcome is drawn with the program instead of a round trip
 * after it.
 */
const FIRST_VISIT = { screen: 'src/app/composed/guided-launchpad-route.tsx', chunkName: 'welcome' };

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
}

interface AppPages {
  /** The sign-in and sign-out screens: index.html as built. */
  plain: string;
  /**
   * A signed-in screen at `screen` (its path under the base): index.html with the page's frame
   * drawn (lib/page-frame.ts), naming the shell's and the screen's code, and the welcome's on a
   * first visit.
   */
  signedIn: (screen: string, firstVisit: boolean) => string;
}

/**
 * index.html, and copies for the signed-in screens that name the shell's code (and the component
 * library with it), and a first screen's, as modulepreload links: those files then download beside
 * the boot code instead of after it has run, a round trip sooner or two. Re-read when a new build
 * replaces the files.
 */
function appPages(root: string) {
  let cached: { stamp: string; pages: AppPages } | undefined;
  const stampOf = (file: string) => {
    try {
      return String(statSync(file).mtimeMs);
    } catch {
      return '-';
    }
  };
  const read = (index: string, manifestFile: string): AppPages => {
    const plain = readFileSync(index, 'utf8');
    let manifest: Record<string, ManifestChunk>;
    try {
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    } catch {
      // No manifest (an older build): the pages work without the hints.
      return { plain, signedIn: () => plain };
    }
    // A module and all it imports, its imports before it (the order the bundler applies stylesheets in).
    const closure = (key: string, into: Set<string>, visiting = new Set<string>()) => {
      if (into.has(key) || visiting.has(key) || !manifest[key]) return into;
      visiting.add(key);
      for (const imported of manifest[key].imports ?? []) closure(imported, into, visiting);
      into.add(key);
      return into;
    };
    const boot = closure('index.html', new Set());
    const logo = join(root, 'logo.svg');
    const frame = pageFrame(existsSync(logo) ? readFileSync(logo, 'utf8') : undefined);
    const withPreloads = (modules: string[], firstScreenNamed = false) => {
      const keys = new Set<string>();
      for (const module of modules) closure(module, keys);
      const chunks = [...keys].filter((key) => !boot.has(key)).map((key) => manifest[key] as ManifestChunk);
      // Their stylesheets too: the boot code would add each only once the module asking for it had
      // arrived, and then wait for it before showing the screen. The boot code skips a stylesheet
      // the page already links.
      const stylesheets = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(
        (file) => `<link rel="stylesheet" crossorigin href="${WEB_BASE_PATH}/${file}">`,
      );
      const scripts = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${WEB_BASE_PATH}/${chunk.file}">`);
      // Tells the boot code (apps/web/src/app/main.tsx) that the first screen's code is on its way,
      // so its first render waits for it rather than showing a spinner for a moment.
      const marker = firstScreenNamed ? [`<meta name="${FIRST_SCREEN_MARKER}" content="named">`] : [];
      return plain
        .replace('</head>', `  ${[...stylesheets, ...scripts, ...marker].join('\n    ')}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
    };
    const shellOnly = withPreloads([SHELL_MODULE]);
    const byScreen = new Map(FIRST_SCREENS.map(([, module]) => [module, withPreloads([SHELL_MODULE, module], true)]));
    // A chunk the bundler grouped has no module of its own to be found by: its key starts with '_'.
    const welcome = Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === FIRST_VISIT.chunkName);
    const firstVisit = withPreloads([SHELL_MODULE, FIRST_VISIT.screen, ...(welcome ? [welcome] : [])], true);
    return {
      plain,
      signedIn: (screen, isFirstVisit) => {
        const module = FIRST_SCREENS.find(([path]) => path.test(screen))?.[1];
        if (module === FIRST_VISIT.screen && isFirstVisit) return firstVisit;
        return (module && byScreen.get(module)) ?? shellOnly;
      },
    };
  };
  return () => {
    const index = join(root, 'index.html');
    const manifestFile = join(root, '.vite', 'manifest.json');
    const stamp = `${stampOf(index)}:${stampOf(manifestFile)}`;
    if (cached?.stamp !== stamp) cached = { stamp, pages: read(index, manifestFile) };
    return cached.pages;
  };
}

const NOT_BUILT =
  '<!doctype html><meta charset="utf-8"><title>Soroban Quiz</title><p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p>';

/**
 * Serves the built SPA under its base path (index.html for every client-side route) and the
 * main-site pages. Hashed assets are cached for a year; HTML is always revalidated.
 */
export default async function webPages(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const built = existsSync(join(root, 'index.html')) && existsSync(join(root, 'site.html'));

  const sendPage = (reply: FastifyReply, file: 'index.html' | 'site.html') =>
    built ? reply.header('cache-control', 'no-cache').sendFile(file) : reply.code(503).type('text/html').send(NOT_BUILT);

  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: `${WEB_BASE_PATH}/`,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(root, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built in ${root}: pages answer 503 until \`npm run build\``);
  }

  const pages = appPages(root);
  const spaRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (it has an extension) is a 404, not the app: a browser must not get HTML for a script.
    if (extname(path)) return reply.callNotFound();
    if (!built) return sendPage(reply, 'index.html');
    const page = pages();
    // The route only matches paths under the base.
    const screen = screenPath(path, WEB_BASE_PATH) ?? '';
    reply.type('text/html; charset=utf-8');
    if (SIGNED_OUT_SCREENS.has(screen)) return reply.header('cache-control', 'no-cache').send(page.plain);
    const answers = await earlyAnswers(app, screen, request.cookies);
    const block = earlyAnswersBlock(answers);
    const html = page.signedIn(screen, answers.firstVisit);
    if (!block) return reply.header('cache-control', 'no-cache').send(html);
    // A page carrying someone's answers is theirs alone: no shared cache may keep it. A function
    // inserts the block, so no `$&` or `$'` in an answer's text is read as a replacement pattern.
    reply.header('cache-control', 'private, no-cache');
    return sendCompressed(request, reply, Buffer.from(html.replace('</head>', () => `  ${block}\n  </head>`)));
  };
  app.get(WEB_BASE_PATH, spaRoute);
  app.get(`${WEB_BASE_PATH}/*`, spaRoute);
  for (const path of SITE_PATHS) app.get(path, (_request, reply) => sendPage(reply, 'site.html'));

  // A plain JSON answer with no database work: liveness for load balancers and the API benchmark's baseline.
  app.get('/healthz', async () => ({ status: 'ok' }));
}
