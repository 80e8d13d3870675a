/** The upload service's paths (ours; the spec's separate upload host is this server). */
export const UPLOAD_PATHS = {
  upload: '/upload',
  /** GET ?key=…: an uploaded image (or `<key>.thumb.webp`); private ones need the owner's or a staff token. */
  file: '/upload/file',
} as const;
