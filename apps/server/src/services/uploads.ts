/**
 * The upload service shared by every feature that takes images (claim proofs, identity cards, lot photos, banners):
 * the checks of §5 and §7 whatever the client does, re-encoding, storage and the records. Nothing is stored unless
 * every file of the request passes.
 */
import {
  isUploadPrefix,
  mayReadUpload,
  mayUpload,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  UPLOAD_PREFIXES,
  UPLOAD_SIGN_SUFFIX,
  shanghaiDate,
  verifyUploadSign,
  type UploadPerson,
  type UploadPrefix,
} from '@huashi/domain';
import { uploadEndpoints } from '@huashi/api/contracts';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { uploads } from '../db/schema';
import { badRequest } from '../http/envelope';
import { detectImage, reencode, type ImageKind } from '../uploads/images';
import { takeRateSlot, tooMany } from './loginThrottle';
import type { UploadStorage } from '../uploads/storage';

/** The person sending or reading an upload (a staff member with their role: the desks decide). */
export type Uploader = UploadPerson;

const MINUTE = 60_000;

export type UploadRequest = { time: string; sign: string; prefix: string; files: Buffer[] };

export type StoredUpload = { key: string; thumbKey: string; mime: string; width: number; height: number; private: boolean };

export const thumbKeyOf = (key: string) => `${key}.thumb.webp`;

/** Where an upload (or its thumbnail) is read: GET /api/upload/file?key=… (public ones by anyone). */
export const uploadFileUrl = (key: string) => `/api${uploadEndpoints.file.path}?key=${encodeURIComponent(key)}`;

/**
 * Checks the request (freshness, purpose, who, count, UPLOAD_LIMITS.perPersonPerMinute) and every file, then stores
 * them all.
 */
export async function saveUploads(
  ctx: AppContext,
  storage: UploadStorage,
  uploader: Uploader,
  input: UploadRequest,
): Promise<StoredUpload[]> {
  const now = ctx.clock.now();
  if (!verifyUploadSign({ time: input.time, sign: input.sign, suffix: UPLOAD_SIGN_SUFFIX, now })) throw badRequest(UPLOAD_MESSAGES.stale);
  if (!isUploadPrefix(input.prefix)) throw badRequest(UPLOAD_MESSAGES.badPrefix);
  const prefix: UploadPrefix = input.prefix;
  const rule = UPLOAD_PREFIXES[prefix];
  if (!mayUpload(prefix, uploader)) throw badRequest(UPLOAD_MESSAGES.notAllowed);
  if (input.files.length === 0) throw badRequest(UPLOAD_MESSAGES.none);
  if (input.files.length > UPLOAD_LIMITS.maxImages) throw badRequest(UPLOAD_MESSAGES.tooMany);
  // Counted before any image is decoded, so a script cannot keep the re-encoder busy.
  const person = `upload:${uploader.kind}:${uploader.id}`;
  if (!(await takeRateSlot(ctx.db, person, UPLOAD_LIMITS.perPersonPerMinute, MINUTE, now))) throw tooMany(UPLOAD_MESSAGES.tooFast);

  // Every file is checked and re-encoded before anything is written.
  const ready: { kind: ImageKind; image: Buffer; thumb: Buffer; width: number; height: number }[] = [];
  for (const bytes of input.files) {
    if (bytes.length >= UPLOAD_LIMITS.maxImageBytes) throw badRequest(UPLOAD_MESSAGES.tooLarge);
    const kind = await detectImage(bytes);
    if (!kind) throw badRequest(UPLOAD_MESSAGES.notImage);
    try {
      ready.push({ kind, ...(await reencode(bytes, kind)) });
    } catch {
      throw badRequest(UPLOAD_MESSAGES.notImage);
    }
  }

  const day = shanghaiDate(now.getTime()) ?? '1970-01-01';
  const files = ready.map((file) => ({ ...file, key: `${prefix}/${day}/${randomUUID()}.${file.kind.ext}` }));
  // Files first, then every record in one statement; if either fails, the files written are removed again, so
  // a request leaves all its images or none (the cleanup job only knows files that have a record).
  try {
    for (const file of files) {
      await storage.put(file.key, file.image);
      await storage.put(thumbKeyOf(file.key), file.thumb);
    }
    await ctx.db.insert(uploads).values(
      files.map((file) => ({
        buyerId: uploader.kind === 'buyer' ? uploader.id : null,
        staffId: uploader.kind === 'staff' ? uploader.id : null,
        prefix,
        private: rule.private,
        key: file.key,
        mime: file.kind.mime,
        sizeBytes: file.image.length,
        width: file.width,
        height: file.height,
        createdAt: now,
      })),
    );
  } catch (error) {
    for (const file of files) {
      await storage.remove(file.key).catch(() => undefined);
      await storage.remove(thumbKeyOf(file.key)).catch(() => undefined);
    }
    throw error;
  }
  const stored: StoredUpload[] = files.map((file) => ({
    key: file.key,
    thumbKey: thumbKeyOf(file.key),
    mime: file.kind.mime,
    width: file.width,
    height: file.height,
    private: rule.private,
  }));
  return stored;
}

/**
 * An image (or its thumbnail) for a viewer: a private one only to its buyer and to the staff at its desk (mayReadUpload),
 * a public one to anyone.
 * Null when there is none the viewer may see (the caller answers 404 either way, so nothing tells them apart).
 */
export async function readUpload(
  ctx: AppContext,
  storage: UploadStorage,
  key: string,
  viewer: Uploader | null,
): Promise<{ bytes: Buffer; mime: string; private: boolean } | null> {
  const thumb = key.endsWith('.thumb.webp');
  const original = thumb ? key.slice(0, -'.thumb.webp'.length) : key;
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.key, original)).limit(1);
  if (!row) return null;
  if (!mayReadUpload(row.prefix, row.buyerId, viewer)) return null;
  const bytes = await storage.get(key);
  return bytes ? { bytes, mime: thumb ? 'image/webp' : row.mime, private: row.private } : null;
}

/** Marks uploads as taken by a record (a claim, an identity submission, a lot), so the cleanup leaves them. */
export async function attachUploads(db: DbOrTx, keys: readonly string[], now: Date): Promise<void> {
  if (keys.length > 0)
    await db
      .update(uploads)
      .set({ attachedAt: now })
      .where(inArray(uploads.key, [...keys]));
}

export const UNATTACHED_TTL_MS = 24 * 3600 * 1000;

/** Removes uploads nothing attached within 24 hours (rows first, then files; safe to run twice or on two servers). */
export async function removeStaleUploads(ctx: AppContext, storage: UploadStorage): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - UNATTACHED_TTL_MS);
  const gone = await ctx.db
    .delete(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
    .returning({ key: uploads.key });
  for (const { key } of gone) {
    await storage.remove(key);
    await storage.remove(thumbKeyOf(key));
  }
  return gone.length;
}
