/**
 * The shipped nginx site (deploy/nginx/huashi.conf) run on this machine, for the scripts that check or measure the
 * deployment as it is served: `npm run smoke:deploy` (every check through the proxy, issue 29) and
 * `npm run bench:frontload` (Lighthouse over TLS and HTTP/2 as a phone meets production, issue 28).
 *
 * Decisions:
 * - The site file itself runs, not a copy: only its ports, the certificate's and the logs' paths are substituted, and
 *   each substitution must match exactly as often as expected, or the run fails saying the file changed.
 * - Debian's nginx as a non-daemon child with its own prefix, temp and log folders, inside a minimal main nginx.conf;
 *   `stop()` ends it (SIGTERM, then SIGKILL after 5 s). The caller registers `stop` with its own cleanups.
 * - A throwaway self-signed certificate for 127.0.0.1 and localhost made by openssl; its SPKI hash lets Chromium trust
 *   it alone (`--ignore-certificate-errors-spki-list`), undici trusts it as a CA.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { ROOT } from './builtServer';
import { freePort } from './freePort';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const SITE = path.join(ROOT, 'deploy', 'nginx', 'huashi.conf');

export type Certificate = { cert: string; key: string; spki: string };

/** A throwaway certificate for 127.0.0.1 and localhost in `dir`; `spki` is its public key's SHA-256, base64. */
export function throwawayCertificate(dir: string): Certificate {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ]),
    { stdio: 'ignore' },
  );
  const der = new X509Certificate(readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' });
  return { cert, key, spki: createHash('sha256').update(der).digest('base64') };
}

/** deploy/nginx/huashi.conf with this run's ports and paths: every substitution must find exactly what it expects. */
export function siteFor(
  site: string,
  at: { http: number; https: number; upstreams: [number, number]; cert: string; key: string; logs: string },
): string {
  const swaps: [from: string, to: string, times: number][] = [
    ['server 127.0.0.1:8081 ', `server 127.0.0.1:${at.upstreams[0]} `, 2],
    ['server 127.0.0.1:8082 ', `server 127.0.0.1:${at.upstreams[1]} `, 2],
    ['    listen [::]:80;\n', '', 1],
    ['    listen [::]:443 ssl http2;\n', '', 1],
    ['listen 80;', `listen 127.0.0.1:${at.http};`, 1],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${at.https} ssl http2;`, 1],
    ['/etc/ssl/huashi/fullchain.pem', at.cert, 1],
    ['/etc/ssl/huashi/privkey.pem', at.key, 1],
    ['/var/log/nginx/huashi.access.log', path.join(at.logs, 'access.log'), 2],
    ['/var/log/nginx/huashi.error.log', path.join(at.logs, 'error.log'), 1],
  ];
  let out = site;
  for (const [from, to, times] of swaps) {
    const found = out.split(from).length - 1;
    if (found !== times)
      throw new Error(
        `deploy/nginx/huashi.conf changed: expected "${from.trim()}" ${times}×, found ${found}× (update scripts/nginxSite.ts)`,
      );
    out = out.replaceAll(from, to);
  }
  return out;
}

export type RunningSite = {
  /** https://127.0.0.1:<port> */
  origin: string;
  httpPort: number;
  httpsPort: number;
  accessLog: string;
  certificate: Certificate;
  stop: () => Promise<void>;
};

/**
 * The shipped site in `dir` (created), in front of two upstream ports (the same one twice for a single instance), on
 * free ports of 127.0.0.1; resolves once it answers /api/health over https.
 */
export async function startSite(dir: string, upstreams: [number, number]): Promise<RunningSite> {
  mkdirSync(dir, { recursive: true });
  const certificate = throwawayCertificate(dir);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const logs = path.join(dir, 'logs');
  const temp = path.join(dir, 'temp');
  for (const folder of [logs, temp]) mkdirSync(folder, { recursive: true });
  // nginx's workers (nobody, when started as root) write request bodies there.
  chmodSync(temp, 0o777);
  const site = siteFor(readFileSync(SITE, 'utf8'), {
    http: httpPort,
    https: httpsPort,
    upstreams,
    cert: certificate.cert,
    key: certificate.key,
    logs,
  });
  writeFileSync(path.join(dir, 'huashi.conf'), site);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(logs, 'main-error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      ...temps,
      `  include ${path.join(dir, 'huashi.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(logs, 'main-error.log')];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const child = spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM'); // fast shutdown: open streams are cut
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const origin = `https://127.0.0.1:${httpsPort}`;
  const probe = new Agent({ connect: { rejectUnauthorized: false } });
  try {
    for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
      if (child.exitCode !== null) throw new Error('nginx stopped while starting (see its messages above)');
      const up = await undiciFetch(`${origin}/api/health`, { dispatcher: probe })
        .then((res) => res.status === 200)
        .catch(() => false);
      if (up) return { origin, httpPort, httpsPort, accessLog: path.join(logs, 'access.log'), certificate, stop };
    }
    throw new Error('nginx did not answer within 10 s');
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await probe.close();
  }
}

export type AccessLogEntry = {
  method: string;
  url: string;
  protocol: string;
  status: number;
  agent: string;
  upstream: string;
  rid: string;
};

/** The access log's lines: the request, status, User-Agent and the upstream (instance) that answered. */
export function readAccessLog(file: string): AccessLogEntry[] {
  const pattern = /"(\S+) (\S+) (HTTP\/[\d.]+)" (\d{3}) \d+ "([^"]*)" .*upstream=(\S+) .*rid=(\S+)/;
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text) => {
      const m = pattern.exec(text);
      return m ? [{ method: m[1]!, url: m[2]!, protocol: m[3]!, status: Number(m[4]), agent: m[5]!, upstream: m[6]!, rid: m[7]! }] : [];
    });
}
