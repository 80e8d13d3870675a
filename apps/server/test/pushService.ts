/**
 * A local Web Push service for the tests (issue 33): an HTTPS server on 127.0.0.1 with a throwaway certificate that
 * checks each request the way a real push service (RFC 8030, 8291, 8292) does, and decrypts the payload with the
 * subscription's own keys (http_ece, the reference implementation of RFC 8188):
 * - POST to the subscription's endpoint path;
 * - `Authorization: vapid t=<JWT>, k=<public key>`: the JWT is ES256, signed by the key in `k`, `aud` is the
 *   endpoint's origin, `exp` in the future and at most 24 hours ahead, `sub` a mailto: or https: contact;
 * - `Content-Encoding: aes128gcm`, `Content-Type: application/octet-stream`, a `TTL` header of whole seconds;
 * - the body decrypts with the subscription's private key and auth secret.
 * A request that fails a check is answered 400 (401/403 for the token, as the services do) and recorded as refused.
 * `answer(path, status)` makes a device answer 500 or 410 (a gone subscription) instead of 201.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A device's subscription as the browser makes it, with the private half the device keeps. */
export type TestDevice = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
};

export type PushRequest = {
  path: string;
  ttl: number;
  urgency: string | null;
  jwt: { aud: string; exp: number; sub: string };
  publicKey: string;
  payload: unknown;
};

export type PushService = {
  origin: string;
  /** An https.Agent that trusts the service's certificate (the server's push sender is given it). */
  agent: Agent;
  /** A new device subscribed at this service. */
  device(name: string): TestDevice;
  /** Accepted requests, oldest first. */
  received: PushRequest[];
  /** Requests refused by a check, with why. */
  refused: string[];
  /** What the device at `path` answers from now on (201 accepted; 410 gone; 500 a fault). */
  answer(pathName: string, status: number): void;
  close(): Promise<void>;
};

function b64json(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Checks a VAPID token as RFC 8292 says; answers its claims or throws why not. */
function checkVapid(header: string | undefined, origin: string, nowSeconds: number): { claims: PushRequest['jwt']; k: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${header}`);
  const [token, k] = [match[1]!, match[2]!];
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('the token is not a JWT');
  if (b64json(head).alg !== 'ES256') throw new Error('the token is not ES256');
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the token is not signed by k');
  const claims = b64json(body) as PushRequest['jwt'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not the endpoint's origin ${origin}`);
  if (!(claims.exp > nowSeconds) || claims.exp > nowSeconds + 24 * 60 * 60) throw new Error(`exp ${claims.exp} is not within 24 h`);
  if (!/^(mailto:|https:)/.test(String(claims.sub))) throw new Error(`sub ${claims.sub} is not a contact`);
  return { claims, k };
}

export async function startPushService(): Promise<PushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'huashi-push-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile);
  const devices = new Map<string, TestDevice>();
  const statuses = new Map<string, number>();
  const received: PushRequest[] = [];
  const refused: string[] = [];
  let origin = '';

  const server: Server = createServer({ cert, key: readFileSync(keyFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const pathName = (req.url ?? '').split('?')[0]!;
      const refuse = (status: number, why: string) => {
        refused.push(why);
        res.writeHead(status).end(why);
      };
      const device = devices.get(pathName);
      if (req.method !== 'POST' || !device) return refuse(404, `no subscription at ${req.method} ${pathName}`);
      let vapid;
      try {
        vapid = checkVapid(req.headers.authorization, origin, Math.floor(Date.now() / 1000));
      } catch (error) {
        return refuse(403, (error as Error).message);
      }
      const ttl = req.headers.ttl;
      if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) return refuse(400, `TTL is missing or not whole seconds: ${ttl}`);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, `Content-Encoding ${req.headers['content-encoding']}`);
      if (req.headers['content-type'] !== 'application/octet-stream') return refuse(400, `Content-Type ${req.headers['content-type']}`);
      let payload: unknown;
      try {
        payload = JSON.parse(
          ece
            .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.keys.auth })
            .toString('utf8'),
        );
      } catch (error) {
        return refuse(400, `the payload does not decrypt: ${(error as Error).message}`);
      }
      const status = statuses.get(pathName) ?? 201;
      if (status === 201) {
        received.push({
          path: pathName,
          ttl: Number(ttl),
          urgency: (req.headers.urgency as string | undefined) ?? null,
          jwt: vapid.claims,
          publicKey: vapid.k,
          payload,
        });
      }
      res.writeHead(status).end(status === 410 ? 'push subscription has unsubscribed or expired.' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    agent: new Agent({ ca: cert, keepAlive: false }),
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device: TestDevice = {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        ecdh,
      };
      devices.set(`/push/${name}`, device);
      return device;
    },
    received,
    refused,
    answer(pathName, status) {
      statuses.set(pathName, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
