/**
 * Image checks and re-encoding for uploads: the type is read from the bytes (file-type), never from the name or the
 * declared type; only png, gif and jpeg pass. Every image is decoded and encoded again (sharp): that drops EXIF
 * (GPS included) and anything hidden after the image data, and turns the picture upright first. A 320 px webp
 * thumbnail is made beside it.
 */
import { fileTypeFromBuffer } from 'file-type';
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

export type Reencoded = { image: Buffer; thumb: Buffer; width: number; height: number };

/** Decodes and re-encodes the image in its own format, without metadata; throws when the bytes do not decode. */
export async function reencode(bytes: Buffer, kind: ImageKind): Promise<Reencoded> {
  const animated = kind.ext === 'gif';
  const base = sharp(bytes, { animated, limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    kind.ext === 'png' ? base.png({ compressionLevel: 9 }) : kind.ext === 'gif' ? base.gif() : base.jpeg({ quality: 85, mozjpeg: true });
  const { data: image, info } = await encoded.toBuffer({ resolveWithObject: true });
  const thumb = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return { image, thumb, width: info.width, height: info.pageHeight ?? info.height };
}
