/**
 * The largest request body the server reads (Fastify's bodyLimit; a larger one answers 413 in the envelope). Uploads
 * have their own limits (multipart, UPLOAD_LIMITS of the domain). deploy/nginx/huashi.conf's client_max_body_size
 * matches both (scripts/deployFiles.test.ts).
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;
