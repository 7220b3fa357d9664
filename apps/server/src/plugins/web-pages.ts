import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { WEB_BASE_PATH } from '../config.ts';

/** Main-site pages (SPEC 2.3 links, sign-up, password reset), all served by the site entry. */
export const SITE_PATHS = [
  '/',
  '/pricing',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/credits',
  '/manage/my-settings.php',
  '/manage/my-wallet.php',
];

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

  const spaRoute = async (request: { url: string }, reply: FastifyReply) => {
    // A missing file (it has an extension) is a 404, not the app: a browser must not get HTML for a script.
    if (extname(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    return sendPage(reply, 'index.html');
  };
  app.get(WEB_BASE_PATH, spaRoute);
  app.get(`${WEB_BASE_PATH}/*`, spaRoute);
  for (const path of SITE_PATHS) app.get(path, (_request, reply) => sendPage(reply, 'site.html'));

  // A plain JSON answer with no database work: liveness for load balancers and the API benchmark's baseline.
  app.get('/healthz', async () => ({ status: 'ok' }));
}
