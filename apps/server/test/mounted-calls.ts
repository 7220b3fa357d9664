import type { FastifyInstance } from 'fastify';

/**
 * Every POST path under /rlm the app mounts, read from its route table: the one listing the
 * bad-input and fuzz tests probe, so a call a later feature adds is probed without being listed.
 */
export function mountedCallPaths(app: FastifyInstance): string[] {
  const paths: string[] = [];
  for (const route of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(rlm\/\S+?\.php) \([A-Z, ]*POST/.exec(route);
    if (match?.[1]) paths.push(`/${match[1]}`);
  }
  return paths;
}
