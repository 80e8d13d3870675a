/**
 * Uploads kept in an S3-compatible store (UPLOAD_STORE=s3): the real app and database, and a small S3 endpoint on
 * 127.0.0.1 (./fakeS3.ts) that keeps objects in memory and checks each request's AWS Signature V4 against the secret
 * (computed again from what arrived: method, path, the signed headers and the payload's hash). It lists too
 * (ListObjectsV2, in small pages), which the backup uses to copy the bucket.
 */
import { UPLOAD_SIGN_SUFFIX, uploadSign } from '@huashi/domain';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup } from '../src/backup/backup';
import { ConfigError, loadConfig } from '../src/config';
import { DEMO_BUYER } from '../src/seed';
import { startFakeS3, type FakeS3 } from './fakeS3';
import { createTestApp, type TestApp } from './harness';

const BUCKET = 'huashi-uploads';
const ACCESS_KEY = 'HUASHITESTKEY';
const SECRET = 'huashi-test-secret';
/** Keys a page of the stand-in's listing: small, so that a backup of a few uploads walks several pages. */
const LIST_PAGE = 2;
let s3: FakeS3;
let endpoint: string;
let objects: FakeS3['objects'];
let refused: FakeS3['refused'];
let h: TestApp;
let dataDir: string;
let buyer: string;

/** The store's configuration as the server reads it from the environment. */
function s3Config() {
  return loadConfig({
    NODE_ENV: 'test',
    UPLOAD_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET,
  }).uploadStore;
}

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: BUCKET, accessKey: ACCESS_KEY, secret: SECRET, listPage: LIST_PAGE });
  ({ endpoint, objects, refused } = s3);
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-s3-'));
  h = await createTestApp({ config: { dataDir, uploadStore: s3Config() } });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
});
afterAll(async () => {
  await h?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(bytes: Buffer) {
  const time = String(Math.floor(h.clock.now().getTime() / 1000));
  const form = new FormData();
  form.append('time', time);
  form.append('sign', uploadSign(time, UPLOAD_SIGN_SUFFIX));
  form.append('prefix', 'after-sales');
  form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const request = new Response(form);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${buyer}` },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return res.json() as { code: number; data: { key: string; images: { url: string; thumbUrl: string }[] } };
}

describe('uploads in an S3-compatible store', () => {
  it('keeps the image and its thumbnail in the bucket, signed, and serves them back to their owner; nothing on disk', async () => {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c8375d' } })
      .png()
      .toBuffer();
    const body = await upload(png);
    expect(body.code).toBe(200);
    expect([...objects.keys()].sort()).toEqual([body.data.key, `${body.data.key}.thumb.webp`].sort());
    expect(refused).toEqual([]);

    const image = await h.app.inject({ method: 'GET', url: body.data.images[0]!.url, headers: { authorization: `Bearer ${buyer}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(32);
    const thumb = await h.app.inject({ method: 'GET', url: body.data.images[0]!.thumbUrl, headers: { authorization: `Bearer ${buyer}` } });
    expect(thumb.headers['content-type']).toBe('image/webp');

    let onDisk: string[] = [];
    try {
      onDisk = readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).map(String);
    } catch {
      onDisk = [];
    }
    expect(onDisk).toEqual([]);
  });

  it('is copied whole into a backup on DATABASE_URL (every object, over several pages of the listing), which restore --check confirms', async () => {
    for (let i = 0; i < 2; i++) {
      const png = await sharp({ create: { width: 8 + i, height: 8, channels: 3, background: '#2f7d4f' } })
        .png()
        .toBuffer();
      expect((await upload(png)).code).toBe(200);
    }
    expect(objects.size).toBeGreaterThan(2 * LIST_PAGE);
    const backupDir = mkdtempSync(path.join(tmpdir(), 'huashi-s3-backup-'));
    try {
      const base = loadConfig({ NODE_ENV: 'test' });
      const config = { ...base, dataDir, databaseUrl: h.url, uploadStore: s3Config(), backup: { ...base.backup, dir: backupDir } };
      const { folder, manifest } = await takeBackup(config, { db: h.db, pool: h.pool, close: async () => {} });
      expect(manifest.kind).toBe('figures');
      expect(manifest.uploads).toEqual({
        store: 's3',
        objects: objects.size,
        bytes: [...objects.values()].reduce((sum, body) => sum + body.length, 0),
      });
      for (const [key, body] of objects) {
        expect(readFileSync(path.join(folder, 'uploads', key)).equals(body)).toBe(true);
        expect(manifest.files[`uploads/${key}`]).toBe(createHash('sha256').update(body).digest('hex'));
      }
      expect(refused).toEqual([]);

      // After a provider's restore of DATABASE_URL, `npm run restore -- --check` compares the database with the manifest.
      const checked = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/cli/restore.ts', '--check', folder],
        {
          cwd: fileURLToPath(new URL('../../..', import.meta.url)),
          env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: h.url },
        },
      );
      expect(checked.stdout).toContain('restore: every figure equals the manifest');
      expect(checked.stdout).toContain('ledger:check: OK');
    } finally {
      rmSync(backupDir, { recursive: true, force: true });
    }
  });

  it('is refused by the store when signed with another secret (the check above is real)', async () => {
    const { s3Storage } = await import('../src/uploads/storage');
    const wrong = s3Storage({
      kind: 's3',
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'not-the-secret',
    });
    const before = refused.length;
    await expect(wrong.put('after-sales/2026-11-17/00000000-0000-4000-8000-000000000000.png', Buffer.from('x'))).rejects.toThrow(
      /HTTP 403/,
    );
    expect(refused.length).toBe(before + 1);
  });

  it('refuses to start with UPLOAD_STORE=s3 and a missing or malformed setting, naming it', () => {
    const base = {
      NODE_ENV: 'test',
      UPLOAD_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(() => loadConfig({ ...base, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'ftp://store' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, UPLOAD_STORE: 'ftp' })).toThrow(/UPLOAD_STORE/);
    expect(loadConfig({ NODE_ENV: 'test' }).uploadStore).toEqual({ kind: 'disk' });
  });
});
