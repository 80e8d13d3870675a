/** The upload service (ours; the spec's separate upload host is this server). */
import { UPLOAD_SIGN_SUFFIX, uploadSign, type UploadPrefix } from '@huashi/domain';
import type { ApiClient } from './client';
import { callForm } from './endpoint';
import { uploadRoutes } from './routes.generated';

/** The area's routes: the buyer app's progress upload (XHR) posts to `uploadRoutes.upload.path`. */
export { uploadRoutes };
import { systemApi } from './system';

/**
 * Uploads up to 3 images for a purpose (`prefix`) with the token the client carries (§7: multipart `time`, `sign`,
 * `prefix`, `images`). The time is the server's market clock (read from /health), so a browser whose clock runs
 * wrong — or a demo server pinned by MARKET_NOW — is not refused as stale.
 */
export function uploadApi(client: ApiClient) {
  return {
    images: async (prefix: UploadPrefix, files: readonly Blob[]) => {
      const { time } = await systemApi(client).health();
      const seconds = String(Math.floor(Date.parse(time) / 1000));
      const form = new FormData();
      form.append('time', seconds);
      form.append('sign', uploadSign(seconds, UPLOAD_SIGN_SUFFIX));
      form.append('prefix', prefix);
      for (const file of files) form.append('images', file, file instanceof File ? file.name : 'image');
      return callForm(client, uploadRoutes.upload, form);
    },
  };
}
export type UploadApi = ReturnType<typeof uploadApi>;
