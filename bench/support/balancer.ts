import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scratchDatabase, type StartedServer, startServer } from './server.ts';

export interface Deployment {
  /** The balancer's origin: every request goes through it. */
  origin: string;
  processes: number;
  stop(): Promise<void>;
}

/**
 * `processes` server processes on one scratch PostgreSQL database (DATABASE_URL's server) and one
 * data folder, behind HAProxy from Debian balancing round-robin without sticky sessions: the
 * deployment the README describes. Ports: the balancer on `port`, the servers on the ones after it.
 */
export async function startDeployment(processes: number, port: number): Promise<Deployment> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Several processes share one PostgreSQL database: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
  const scratch = await scratchDatabase(serverUrl, 'sq_deploy');
  const dataDir = mkdtempSync(join(tmpdir(), 'soroban-quiz-deploy-'));
  const servers: StartedServer[] = [];
  let balancer: ChildProcess | undefined;
  const stop = async () => {
    if (balancer && balancer.exitCode === null && balancer.signalCode === null) {
      const exited = new Promise((resolve) => balancer?.once('exit', resolve));
      balancer.kill('SIGTERM');
      await exited;
    }
    for (const server of servers) await server.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates the empty database, the others find it ready.
    for (let i = 1; i <= processes; i++) servers.push(await startServer(port + i, { TRUST_PROXY: '1' }, { databaseUrl: scratch.url, dataDir }));
    const config = join(dataDir, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 60s',
        '  timeout server 60s',
        '  option forwardfor',
        'frontend app',
        `  bind 127.0.0.1:${port}`,
        '  maxconn 2000',
        '  default_backend servers',
        'backend servers',
        '  balance roundrobin',
        ...servers.map((server, i) => `  server s${i + 1} ${new URL(server.origin).host} check inter 1s`),
        '',
      ].join('\n'),
    );
    // Debian installs it in /usr/sbin, which is not on every user's PATH.
    const started = spawn('haproxy', ['-db', '-f', config], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin` },
    });
    balancer = started;
    const missing = new Promise<never>((_, reject) =>
      started.once('error', (error) => reject(new Error(`haproxy could not start (${error.message}); on Debian: apt-get install -y haproxy`))),
    );
    const origin = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      const up = await Promise.race([
        fetch(`${origin}/healthz`).then(
          (response) => response.ok,
          () => false,
        ),
        missing,
      ]);
      if (up) break;
      if (started.exitCode !== null || tries > 100) throw new Error(`haproxy did not answer on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { origin, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
