/**
 * deploy/ agrees with the server it deploys (issue 29): the nginx site's body limits are the server's, the systemd
 * unit waits longer than the server's drain, and the environment example names only variables the README's
 * Configuration table documents. (smoke:deploy runs the site and the server together.)
 */
import { UPLOAD_LIMITS } from '@huashi/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../apps/server/src/config';
import { BODY_LIMIT_BYTES } from '../apps/server/src/http/limits';
import { ROOT } from './builtServer';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const site = read('deploy/nginx/huashi.conf');
const unit = read('deploy/systemd/huashi@.service');

/** nginx's size ("1m", "10m", "512k") in bytes. */
function bytes(size: string): number {
  const m = /^(\d+)([km]?)$/i.exec(size);
  if (!m) throw new Error(`not an nginx size: ${size}`);
  return Number(m[1]) * ({ '': 1, k: 1024, m: 1024 * 1024 }[m[2]!.toLowerCase()] ?? 1);
}

/** The client_max_body_size of the server block (its first) and of one location. */
function bodyLimit(location?: string): number {
  const from = location ? site.indexOf(`location ${location} {`) : site.indexOf('listen 443');
  expect(from).toBeGreaterThan(0);
  const size = /client_max_body_size (\S+);/.exec(site.slice(from))?.[1];
  return bytes(size!);
}

describe('deploy/nginx/huashi.conf', () => {
  it('lets through what the server reads and no more: 1 MB bodies, 3 images of 3 MB in an upload', () => {
    expect(bodyLimit()).toBe(BODY_LIMIT_BYTES);
    const upload = bodyLimit('= /api/upload');
    expect(upload).toBeGreaterThan(UPLOAD_LIMITS.maxImages * UPLOAD_LIMITS.maxImageBytes);
    // The form's few fields and the multipart framing fit in 1 MB more.
    expect(upload).toBeLessThanOrEqual(UPLOAD_LIMITS.maxImages * UPLOAD_LIMITS.maxImageBytes + 1024 * 1024);
  });
});

describe('deploy/systemd/huashi@.service', () => {
  it("waits longer than the server's drain before killing an instance", () => {
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
    const graceMs = loadConfig({}).shutdownGraceMs;
    // The drain's grace, a second for what follows it (src/http/drain.ts), and the pool's close.
    expect(stopSeconds * 1000).toBeGreaterThanOrEqual(graceMs + 5000);
  });

  it('runs npm run serve in production with the port of its name and the environment file', () => {
    expect(unit).toMatch(/^ExecStart=.* npm run serve\b/m);
    expect(unit).toMatch(/^Environment=NODE_ENV=production$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/huashi\/huashi\.env$/m);
    // systemd lets the file override Environment= lines: the example sets no PORT (below).
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
  });
});

describe('deploy/huashi.env.example', () => {
  it("names only variables of the README's Configuration table, and no PORT", () => {
    const names = [...read('deploy/huashi.env.example').matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### SMS vendors'));
    const documented = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
    expect(names).not.toContain('PORT');
  });
});
