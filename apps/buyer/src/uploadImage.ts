/**
 * The buyer's image upload (§7 upload: time, sign, prefix, images, the token), one file at a time with progress —
 * XHR, because fetch reports no upload progress. The time is the server's (from /health), so a phone whose clock is
 * off is not refused as stale. Used for claim photos and identity cards.
 */
import { systemApi, uploadRoutes, type UploadResult } from '@huashi/api';
import { UPLOAD_SIGN_SUFFIX, uploadSign, type UploadPrefix } from '@huashi/domain';
import { client, session } from './session';

const API_BASE = '/api';

/** Uploads one image under `prefix`; `onProgress` gets 0–100. Resolves with its key or rejects with the server's message. */
export async function uploadImage(file: File, prefix: UploadPrefix, onProgress: (percent: number) => void): Promise<string> {
  const { time } = await systemApi(client).health();
  const seconds = String(Math.floor(Date.parse(time) / 1000));
  const form = new FormData();
  form.append('time', seconds);
  form.append('sign', uploadSign(seconds, UPLOAD_SIGN_SUFFIX));
  form.append('prefix', prefix);
  form.append('images', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${uploadRoutes.upload.path}`);
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
