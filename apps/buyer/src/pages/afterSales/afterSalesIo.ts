/**
 * The after-sales pages' I/O: the calls, the photo upload with progress (../../uploadImage.ts), and
 * the private photos read with the buyer's token into object URLs (an <img> cannot send the token).
 */
import { afterSalesApi } from '@huashi/api';
import { usePrivateImages } from '@huashi/api/react';
import { client, session } from '../../session';
import { uploadImage } from '../../uploadImage';

export const afterSales = afterSalesApi(client);
/** Uploads one claim photo (private, prefix after-sales); `onProgress` gets 0–100. */
export const uploadProof = (file: File, onProgress: (percent: number) => void): Promise<string> =>
  uploadImage(file, 'after-sales', onProgress);

/** Object URLs of private photos, read with the buyer's token (usePrivateImages of @huashi/api/react). */
export const usePrivatePhotos = (urls: readonly string[]) => usePrivateImages(urls, session.token);
