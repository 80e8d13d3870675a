/**
 * The after-sales pages' I/O: the calls, the photo upload with progress (../../uploadImage.ts), and
 * the private photos read with the buyer's token into object URLs (an <img> cannot send the token).
 */
import { afterSalesApi } from '@huashi/api';
import { useEffect, useState } from 'react';
import { client, session } from '../../session';
import { uploadImage } from '../../uploadImage';

export const afterSales = afterSalesApi(client);
/** Uploads one claim photo (private, prefix after-sales); `onProgress` gets 0–100. */
export const uploadProof = (file: File, onProgress: (percent: number) => void): Promise<string> =>
  uploadImage(file, 'after-sales', onProgress);

/** Object URLs of private photos (read with the token); revoked when the list changes or the page goes. */
export function usePrivateImages(urls: readonly string[]): string[] {
  const key = urls.join('\n');
  const [objectUrls, setObjectUrls] = useState<string[]>([]);
  useEffect(() => {
    let alive = true;
    const made: string[] = [];
    const token = session.token();
    void Promise.all(
      key
        .split('\n')
        .filter(Boolean)
        .map(async (url) => {
          const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
          if (!response.ok) return '';
          const objectUrl = URL.createObjectURL(await response.blob());
          made.push(objectUrl);
          return objectUrl;
        }),
    ).then((list) => {
      if (alive) setObjectUrls(list);
    });
    return () => {
      alive = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [key]);
  return objectUrls;
}
