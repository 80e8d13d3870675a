/**
 * Image checks and re-encoding for uploads: the type is read from the bytes (file-type), never from the name or the
 * declared type; only png, gif and jpeg pass. Every image is decoded and encoded again (sharp): that drops EXIF
 * (GPS included) and anything hidden after the image data, and turns the picture upright first. A 320 px webp
 * thumbnail is made beside it.
 *
 * Cost (issue 26): an animated GIF keeps only its first frame (a 150-frame GIF of 118 KB took ~4.5 s of CPU when every
 * frame was re-encoded), and no image may decode to more than MAX_INPUT_PIXELS. The work runs on libvips' own threads,
 * never on the event loop; at most REENCODE_SLOTS images at a time, each on one thread, so a burst of uploads queues
 * instead of taking every core from the requests around it (see apps/server/README.md for the measured loop delay).
 */
import { fileTypeFromBuffer } from 'file-type';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';

export type ImageKind = { mime: 'image/png' | 'image/gif' | 'image/jpeg'; ext: 'png' | 'gif' | 'jpg' };

const KINDS: Record<string, ImageKind> = {
  'image/png': { mime: 'image/png', ext: 'png' },
  'image/gif': { mime: 'image/gif', ext: 'gif' },
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
};

/** What the bytes are, when they are one of our image types; null otherwise. */
export async function detectImage(bytes: Buffer): Promise<ImageKind | null> {
  const found = await fileTypeFromBuffer(bytes);
  return (found && KINDS[found.mime]) ?? null;
}

export const THUMB_SIZE = 320;
/** Larger pictures are scaled down to this many pixels on the long side (a phone photo stays sharp enough to judge). */
export const MAX_SIDE = 2560;

/** The most pixels an upload may decode to (a 3 MB file can claim a huge canvas): 40 megapixels, e.g. 8000 × 5000. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Images re-encoded at once: one core stays free for the event loop and the database. */
export const REENCODE_SLOTS = Math.max(1, availableParallelism() - 1);

// libvips works each image on this many threads (its default is every core); the server uses sharp only here.
sharp.concurrency(1);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of the REENCODE_SLOTS is free (first come, first served). */
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= REENCODE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export type Reencoded = { image: Buffer; thumb: Buffer; width: number; height: number };

/**
 * Decodes and re-encodes the image in its own format, without metadata (a GIF as its first frame); throws when the
 * bytes do not decode or claim more than MAX_INPUT_PIXELS.
 */
export function reencode(bytes: Buffer, kind: ImageKind): Promise<Reencoded> {
  return inSlot(() => reencodeNow(bytes, kind));
}

const OPEN = { animated: false, pages: 1, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

async function reencodeNow(bytes: Buffer, kind: ImageKind): Promise<Reencoded> {
  const base = sharp(bytes, OPEN).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    kind.ext === 'png' ? base.png({ compressionLevel: 9 }) : kind.ext === 'gif' ? base.gif() : base.jpeg({ quality: 85, mozjpeg: true });
  const { data: image, info } = await encoded.toBuffer({ resolveWithObject: true });
  const thumb = await sharp(bytes, OPEN)
    .rotate()
    .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return { image, thumb, width: info.width, height: info.height };
}
