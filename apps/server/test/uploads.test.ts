/** The upload service (issue 15): every check on the server whatever the client sends, re-encoding, privacy, cleanup. */
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_SIGN_SUFFIX, uploadSign } from '@huashi/domain';
import { eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { removeStaleUploads } from '../src/services/uploads';
import { localDiskStorage } from '../src/uploads/storage';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let dataDir: string;
let buyer: string;
let second: string;
let staffToken: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'huashi-uploads-'));
  h = await createTestApp({ config: { dataDir } });
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  const admin = DEMO_STAFF[0];
  staffToken = await h.staffLogin(admin, { ip: '10.9.0.1' });
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under the upload folder (to prove a refusal wrote nothing). */
function storedFiles(): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8375d' } })
    .png()
    .toBuffer();
const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3c8a5a' } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Florist 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1' } })
    .jpeg()
    .toBuffer();

type Part = { bytes: Buffer; name: string; type?: string };

async function upload(token: string | null, files: Part[], fields: Partial<{ time: string; sign: string; prefix: string }> = {}) {
  const time = fields.time ?? String(Math.floor(h.clock.now().getTime() / 1000));
  const form = new FormData();
  form.append('time', time);
  form.append('sign', fields.sign ?? uploadSign(time, UPLOAD_SIGN_SUFFIX));
  form.append('prefix', fields.prefix ?? 'after-sales');
  for (const file of files)
    form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Response(form);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': request.headers.get('content-type')!, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: { key: string; images: { key: string; url: string; thumbUrl: string }[] } },
  };
}

const read = (url: string, token: string | null = null) =>
  h.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('uploads', () => {
  it('stores png bytes named .exe as a png, served to their buyer and to staff only, with nosniff', async () => {
    const { body } = await upload(buyer, [{ bytes: await png(), name: 'photo.exe' }]);
    expect(body).toMatchObject({ code: 200 });
    expect(body.data.key).toMatch(/^after-sales\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.png$/);
    const own = await read(body.data.images[0]!.url, buyer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('png');
    expect((await read(body.data.images[0]!.thumbUrl, buyer)).headers['content-type']).toBe('image/webp');
    expect((await read(body.data.images[0]!.url, staffToken)).statusCode).toBe(200);
    expect((await read(body.data.images[0]!.url, second)).statusCode).toBe(404);
    expect((await read(body.data.images[0]!.url)).statusCode).toBe(404);
    const [row] = await h.db.select().from(t.uploads).where(eq(t.uploads.key, body.data.key));
    expect(row).toMatchObject({ mime: 'image/png', private: true, width: 40, height: 30 });
  });

  it('drops EXIF (GPS included) from a stored JPEG', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { body } = await upload(buyer, [{ bytes: original, name: 'IMG_0001.JPG', type: 'image/jpeg' }]);
    const stored = (await read(body.data.images[0]!.url, buyer)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a .jpg holding HTML, 3 MB + 1 byte, a 4th file, a foreign prefix, a stale time and a wrong sign — writing nothing', async () => {
    const before = storedFiles();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(buyer, [{ bytes: html, name: 'x.jpg', type: 'image/jpeg' }])).body.msg).toBe(UPLOAD_MESSAGES.notImage);
    const big = Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024 + 1 - (await png()).length)]);
    expect(big.length).toBe(3 * 1024 * 1024 + 1);
    expect((await upload(buyer, [{ bytes: big, name: 'big.png' }])).body.msg).toBe(UPLOAD_MESSAGES.tooLarge);
    const four = await Promise.all([1, 2, 3, 4].map(async (i) => ({ bytes: await png(), name: `${i}.png` })));
    expect((await upload(buyer, four)).body.msg).toBe(UPLOAD_MESSAGES.tooMany);
    expect((await upload(buyer, [{ bytes: await png(), name: 'a.png' }], { prefix: '../../x' })).body.msg).toBe(UPLOAD_MESSAGES.badPrefix);
    const stale = String(Math.floor(h.clock.now().getTime() / 1000) - 3600);
    expect((await upload(buyer, [{ bytes: await png(), name: 'a.png' }], { time: stale })).body.msg).toBe(UPLOAD_MESSAGES.stale);
    expect((await upload(buyer, [{ bytes: await png(), name: 'a.png' }], { sign: 'deadbeef' })).body.msg).toBe(UPLOAD_MESSAGES.stale);
    // One good and one bad file: the good one is not kept either.
    expect(
      (
        await upload(buyer, [
          { bytes: await png(), name: 'ok.png' },
          { bytes: html, name: 'bad.png' },
        ])
      ).body.msg,
    ).toBe(UPLOAD_MESSAGES.notImage);
    expect(storedFiles()).toEqual(before);
  });

  it('needs a token; buyers upload proofs, staff upload lot photos that anyone may see', async () => {
    expect((await upload(null, [{ bytes: await png(), name: 'a.png' }])).status).toBe(401);
    expect((await upload(buyer, [{ bytes: await png(), name: 'a.png' }], { prefix: 'lot' })).body.msg).toBe(UPLOAD_MESSAGES.notAllowed);
    expect((await upload(staffToken, [{ bytes: await png(), name: 'a.png' }])).body.msg).toBe(UPLOAD_MESSAGES.notAllowed);
    const { body } = await upload(staffToken, [{ bytes: await png(), name: 'lot.png' }], { prefix: 'lot' });
    const open = await read(body.data.images[0]!.url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=86400');
    expect((await read('/api/upload/file?key=../../etc/passwd')).statusCode).toBe(404);
  });

  it('keeps only the first frame of an animated GIF (150 frames re-encoded cost seconds of CPU)', async () => {
    const frames = 150;
    const [width, height] = [120, 90];
    const raw = Buffer.alloc(width * height * frames * 3);
    // A stripe that moves one pixel a frame: every frame differs.
    for (let f = 0; f < frames; f += 1)
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) raw[((f * height + y) * width + x) * 3] = x === f % width ? 255 : 0;
    const gif = await sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
      .gif({ effort: 1 })
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(frames);
    const { body } = await upload(buyer, [{ bytes: gif, name: 'dance.gif', type: 'image/gif' }]);
    expect(body).toMatchObject({ code: 200, data: { images: [{ width, height }] } });
    const stored = (await read(body.data.images[0]!.url, buyer)).rawPayload;
    const meta = await sharp(stored, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'gif', width, height });
    expect(meta.pages ?? 1).toBe(1);
  });

  it(`takes at most ${UPLOAD_LIMITS.perPersonPerMinute} upload requests a minute from one person`, async () => {
    for (let i = 0; i < UPLOAD_LIMITS.perPersonPerMinute; i += 1) {
      expect((await upload(second, [{ bytes: await png(), name: `${i}.png` }])).body.code).toBe(200);
    }
    expect((await upload(second, [{ bytes: await png(), name: 'more.png' }])).body).toMatchObject({
      code: 429,
      msg: UPLOAD_MESSAGES.tooFast,
    });
    // Another buyer is not held up; a minute later the same buyer uploads again.
    expect((await upload(buyer, [{ bytes: await png(), name: 'mine.png' }])).body.code).toBe(200);
    h.clock.advance(60_000);
    expect((await upload(second, [{ bytes: await png(), name: 'later.png' }])).body.code).toBe(200);
  });

  it('shows a private image only to the desks that need it, and takes public ones only from their desk', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(DEMO_STAFF.map(async (member) => [member.role, await h.staffLogin(member, { ip: '10.9.0.2' })] as const)),
    ) as Record<(typeof DEMO_STAFF)[number]['role'], string>;
    const claim = (await upload(buyer, [{ bytes: await png(), name: 'proof.png' }], { prefix: 'after-sales' })).body.data.images[0]!.url;
    const card = (await upload(buyer, [{ bytes: await png(), name: 'card.png' }], { prefix: 'identity' })).body.data.images[0]!.url;
    const seen = async (url: string) =>
      Object.fromEntries(
        await Promise.all(Object.entries(tokens).map(async ([role, token]) => [role, (await read(url, token)).statusCode] as const)),
      );
    // 客服 and 管理员 handle claims; 财务 and 管理员 check real names; 配货发货 sees neither.
    expect(await seen(claim)).toEqual({ admin: 200, service: 200, finance: 404, fulfilment: 404 });
    expect(await seen(card)).toEqual({ admin: 200, finance: 200, service: 404, fulfilment: 404 });
    const uploads = async (prefix: 'lot' | 'banner') =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(tokens).map(
            async ([role, token]) =>
              [role, (await upload(token, [{ bytes: await png(), name: `${prefix}.png` }], { prefix })).body.msg] as const,
          ),
        ),
      );
    expect(await uploads('lot')).toEqual({
      admin: '上传成功',
      fulfilment: '上传成功',
      finance: UPLOAD_MESSAGES.notAllowed,
      service: UPLOAD_MESSAGES.notAllowed,
    });
    expect(await uploads('banner')).toEqual({
      admin: '上传成功',
      fulfilment: UPLOAD_MESSAGES.notAllowed,
      finance: UPLOAD_MESSAGES.notAllowed,
      service: UPLOAD_MESSAGES.notAllowed,
    });
  });

  it('removes uploads nothing attached within 24 hours, and keeps attached ones', async () => {
    const stale = (await upload(buyer, [{ bytes: await png(), name: 'old.png' }])).body.data.key;
    const kept = (await upload(buyer, [{ bytes: await png(), name: 'kept.png' }])).body.data.key;
    await h.db.update(t.uploads).set({ attachedAt: h.clock.now() }).where(eq(t.uploads.key, kept));
    const storage = localDiskStorage(path.join(dataDir, 'uploads'));
    h.clock.set(new Date(h.clock.now().getTime() + 25 * 3600_000));
    expect(await removeStaleUploads(h.ctx, storage)).toBeGreaterThanOrEqual(1);
    expect(await storage.get(stale)).toBeNull();
    expect(await storage.get(kept)).not.toBeNull();
    expect(await h.db.select().from(t.uploads).where(eq(t.uploads.key, stale))).toEqual([]);
    // Running it again (or on a second server) removes nothing more.
    expect(await removeStaleUploads(h.ctx, storage)).toBe(0);
  });
});
