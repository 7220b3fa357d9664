import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { loginCall, UPLOAD_PATH } from '@soroban/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let port: number;
beforeEach(async () => {
  t = await startTestApp({ IDLE_TIMEOUT_MS: '300', UPLOAD_IDLE_TIMEOUT_MS: '1000', BODY_TIMEOUT_MS: '1500' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterEach(async () => {
  await t.close();
});

/** A raw connection that sends `head` and then nothing; resolves when the server hangs up. */
async function stall(head: string | Buffer): Promise<{ socket: Socket; closed: Promise<unknown>; received: () => string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  socket.write(head);
  return { socket, closed, received: () => received };
}

/** Sends `head`, then one byte of `drip` every 100 ms (well inside the idle limit) until the server hangs up or `stop`. */
async function trickle(head: string | Buffer, drip: string) {
  const { socket, closed, received } = await stall(head);
  let closedAt: number | undefined;
  const startedAt = Date.now();
  void closed.then(() => (closedAt = Date.now() - startedAt));
  const timer = setInterval(() => socket.write(drip), 100);
  return { closed, received, closedAfterMs: () => closedAt, stop: () => (clearInterval(timer), socket.destroy()) };
}

describe('a client that sends slowly', () => {
  it('is dropped when a JSON body has not arrived within the body deadline, though it never went idle', async () => {
    const slow = await trickle(
      `POST ${loginCall.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"env":"production","username":"`,
      'a',
    );
    try {
      // Without a body deadline only the 15-minute request limit ends it: the test times out.
      await slow.closed;
      expect(slow.closedAfterMs()).toBeGreaterThanOrEqual(1_000);
      expect(slow.received()).toBe('');
      expect(t.logs.some((line) => line.level === 30 && line.msg === 'request body not received in time: connection dropped')).toBe(true);
      expect(t.errorLogs()).toEqual([]);
    } finally {
      slow.stop();
    }
  }, 6_000);

  it('keeps an upload that trickles past the body deadline: uploads have their own limits', async () => {
    await t.createAccount();
    const cookie = await t.signIn();
    const boundary = 'slowboundary';
    const slow = await trickle(
      `POST ${UPLOAD_PATH} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="take.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      '0',
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(slow.closedAfterMs()).toBeUndefined();
    } finally {
      slow.stop();
    }
  }, 6_000);
});

describe('a client that stops sending', () => {
  it('is dropped mid-body on an anonymous JSON call', async () => {
    const json = '{"env":"production","username":"student@example.com","password":"';
    const { closed, received } = await stall(
      `POST ${loginCall.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n${json}`,
    );
    // Without an idle limit the socket stays open until the test times out.
    await closed;
    expect(received()).not.toMatch(/^HTTP\/1\.1 200/);
  }, 5_000);

  it('is dropped mid-upload, and the partial file is removed', async () => {
    await t.createAccount();
    const cookie = await t.signIn();
    const boundary = 'stalledboundary';
    const head = Buffer.concat([
      Buffer.from(
        `POST ${UPLOAD_PATH} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="take.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      ),
      Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex'),
      Buffer.alloc(200_000, 7),
    ]);
    const { closed } = await stall(head);
    const uploads = t.config.uploadsDir;
    await vi.waitFor(() => expect(existsSync(uploads) && readdirSync(uploads).some((file) => file.endsWith('.part'))).toBe(true), {
      timeout: 3_000,
      interval: 20,
    });
    // The upload's own, longer idle limit holds for a while, then the server hangs up and cleans up.
    await closed;
    await vi.waitFor(() => expect(readdirSync(uploads)).toEqual([]), { timeout: 3_000, interval: 20 });
    expect(t.logs.some((line) => line.msg === 'upload cancelled by the client before it finished')).toBe(true);
    expect(t.errorLogs()).toEqual([]);
  }, 8_000);
});
