/**
 * The after-sales pages' I/O: the calls, the photo upload with progress (XHR: fetch reports no upload progress), and
 * the private photos read with the buyer's token into object URLs (an <img> cannot send the token).
 */
import { afterSalesApi, PATHS, UPLOAD_PATHS, type Health, type UploadResult } from '@huashi/api';
import { UPLOAD_SIGN_SUFFIX, uploadSign } from '@huashi/domain';
import { useEffect, useState } from 'react';
import { client, session } from '../../session';

export const afterSales = afterSalesApi(client);
const API_BASE = '/api';

/** Uploads one claim photo; `onProgress` gets 0–100. Resolves with its key or rejects with the server's message. */
export async function uploadProof(file: File, onProgress: (percent: number) => void): Promise<string> {
  const { time } = await client.get<Health>(PATHS.health);
  const seconds = String(Math.floor(Date.parse(time) / 1000));
  const form = new FormData();
  form.append('time', seconds);
  form.append('sign', uploadSign(seconds, UPLOAD_SIGN_SUFFIX));
  form.append('prefix', 'after-sales');
  form.append('images', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${UPLOAD_PATHS.upload}`);
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { code: number; msg: string; data: UploadResult | null };
        if (body.code === 200 && body.data) resolve(body.data.images[0]!.key);
        else reject(new Error(body.msg || '上传失败，请重试'));
      } catch {
        reject(new Error('上传失败，请重试'));
      }
    };
    xhr.onerror = () => reject(new Error('上传失败，请检查网络后重试'));
    xhr.send(form);
  });
}

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
