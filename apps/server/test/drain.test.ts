/**
 * SIGTERM's drain (http/drain.ts) on the real app listening on a port, seen from raw client sockets: a request still
 * arriving when the drain begins is answered (with Connection: close) before the server closes, an idle keep-alive
 * connection is closed, a new connection is refused; and past the grace period a request that never completes is cut
 * and reported.
 */
import { connect as tcpConnect, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { drainAndClose } from '../src/http/drain';
import { createTestApp, type TestApp } from './harness';
import { waitFor } from './processes';

let h: TestApp | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A raw connection to the app, collecting what it receives; `closed` once the server ends it. */
async function rawConnection(port: number) {
  const socket: Socket = tcpConnect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const state = { received: '', closed: false };
  socket.on('data', (chunk: Buffer) => (state.received += chunk.toString('utf8')));
  socket.on('error', () => {});
  socket.on('close', () => (state.closed = true));
  return { socket, state };
}

async function listening(app: TestApp['app']): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return address.port;
}

const LOGIN_BODY = JSON.stringify({ userName: '13800000000', password: 'x', loginOS: 'PC' });
const loginHead = (length: number) =>
  `POST /api/v1/web/login HTTP/1.1\r\nHost: huashi.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

it('answers the request in flight with Connection: close, closes idle connections, refuses new ones, then closes', async () => {
  h = await createTestApp();
  const port = await listening(h.app);
  // A keep-alive connection that has had its answer and sits idle.
  const idle = await rawConnection(port);
  idle.socket.write('GET /api/health HTTP/1.1\r\nHost: huashi.test\r\n\r\n');
  await waitFor('the health answer', () => idle.state.received.includes('"status":"ok"'), 5000);
  // A request whose headers arrived and whose body is still on its way when the drain begins.
  const busy = await rawConnection(port);
  busy.socket.write(loginHead(Buffer.byteLength(LOGIN_BODY)) + LOGIN_BODY.slice(0, 10));
  await waitFor('the request to be in flight', () => h!.ctx.drain.inFlight === 1, 5000);

  const draining = drainAndClose(h.app, h.ctx.drain, 10_000);
  await waitFor('the idle connection to be closed', () => idle.state.closed, 5000);
  const refused = await new Promise<string>((resolve) => {
    const probe = tcpConnect(port, '127.0.0.1');
    probe.once('connect', () => resolve('connected'));
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  expect(refused).toBe('ECONNREFUSED');
  expect(busy.state.closed).toBe(false);

  busy.socket.write(LOGIN_BODY.slice(10));
  const outcome = await draining;
  expect(outcome).toMatchObject({ drained: true, open: 0 });
  // Answered (a refusal of the unknown phone and its unencrypted password: the spec's envelope), then closed.
  expect(busy.state.received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(busy.state.received.toLowerCase()).toContain('\r\nconnection: close\r\n');
  expect(busy.state.received).toMatch(/"code":\d+,"msg":"[^"]+"/);
  await waitFor('the answered connection to be closed', () => busy.state.closed, 2000);
});

it('past the grace period cuts the request that never completes and says so', async () => {
  h = await createTestApp();
  const port = await listening(h.app);
  const stuck = await rawConnection(port);
  stuck.socket.write(loginHead(1000) + '{');
  await waitFor('the request to be in flight', () => h!.ctx.drain.inFlight === 1, 5000);
  const started = performance.now();
  const outcome = await drainAndClose(h.app, h.ctx.drain, 300);
  expect(outcome).toMatchObject({ drained: false, open: 1 });
  expect(performance.now() - started).toBeLessThan(3000);
  await waitFor('the cut connection to be closed', () => stuck.state.closed, 2000);
});
