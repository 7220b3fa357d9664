import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { loginCall, UPLOAD_PATH } from '@soroban/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let port: number;
beforeEach(async () => {
  t = await startTestApp({ IDLE_TIMEOUT_MS: '300', UPLOAD_IDLE_TIMEOUT_MS: '1000' });
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
