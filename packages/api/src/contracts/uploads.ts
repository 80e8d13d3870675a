/**
 * The upload service (§7 image upload, ours under the API base): a multipart POST with `time`, `sign`, `prefix` and
 * up to 3 `images`, with the buyer's or staff member's token. The multipart fields are read by the route and
 * checked against `fields`; the files are checked by their bytes on the server.
 */
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, file } from './answers';
import { body, nothing, query, text } from './fields';

/** The multipart fields beside the images, checked by the upload route once it has read them. */
export const uploadFieldsSchema = body({ time: text(20), sign: text(64), prefix: text(32) });

export const uploadedImageSchema = entity({
  key: z.string(),
  thumbKey: z.string(),
  /** Where to read it: private images need the uploader's (or a staff) token. */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** `data.key` is the first image's key (the spec's answer); `images` has every one. */
export const uploadResultSchema = entity({ key: z.string(), images: z.array(uploadedImageSchema) });
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadEndpoints = endpoints('uploads', {
  /** The upload: nothing in the query; the multipart body (uploadFieldsSchema and the images) is read by the route. */
  upload: endpoint('POST', '/upload', 'uploader', { querystring: nothing, response: answers(uploadResultSchema) }),
  /**
   * GET ?key=…: an uploaded image (or `<key>.thumb.webp`), its bytes (its own type), or 404 Not found (text): a file,
   * never JSON. Private ones need the owner's or a staff token.
   */
  file: endpoint('GET', '/upload/file', 'public', {
    querystring: query({ key: text(200) }),
    response: { 200: file('image/*'), 404: file('text/plain; charset=utf-8') },
  }),
});
