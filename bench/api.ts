import { measure, printTable } from './support/autocannon.ts';
import { signedInCookie, startServer } from './support/server.ts';

/**
 * bench:api — throughput and latency of check_session.php with a valid session, beside the
 * server's static JSON route (/healthz) in the same run. Target: the session check at half or
 * more of the static route's throughput.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startServer(Number(process.env.BENCH_PORT ?? 4320));
try {
  const cookie = await signedInCookie(server.origin);
  const body = JSON.stringify({ env: 'production', username: '', password: '', version: '5.7.0' });
  // Warm both paths (JIT, SQLite page cache) before measuring.
  await measure('warm-up', { url: `${server.origin}/healthz`, duration: 2 });
  await measure('warm-up', {
    url: `${server.origin}/rlm/mobile-apis/check_session.php`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
    duration: 2,
  });

  const staticRoute = await measure('GET /healthz (static JSON)', { url: `${server.origin}/healthz`, duration });
  const session = await measure('POST check_session.php (valid session)', {
    url: `${server.origin}/rlm/mobile-apis/check_session.php`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body,
    duration,
  });
  printTable([staticRoute, session]);
  const ratio = session.requestsPerSecond / staticRoute.requestsPerSecond;
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; session check at ${(ratio * 100).toFixed(0)} % of the static route (target ≥ 50 %)`,
  );
} finally {
  await server.stop();
}
