/**
 * The upload scope's guard: a buyer's or a staff member's Bearer token (the upload service serves both; what each
 * may upload and read is the domain's rule, mayUpload and mayReadUpload). Anything else → HTTP 401 token已失效. A viewer of public images needs none:
 * `viewerOf` reads the token when there is one.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { UnauthorizedError } from '../http/errors';
import type { Uploader } from '../services/uploads';
import { requireBuyer } from './auth';
import { requireStaff } from './staff';

declare module 'fastify' {
  interface FastifyRequest {
    uploader?: Uploader;
  }
}

/** Who sent the request: a buyer, a staff member, or null (no token or an unknown one). */
export async function viewerOf(ctx: AppContext, request: FastifyRequest): Promise<Uploader | null> {
  try {
    await requireBuyer(ctx)(request, undefined as never);
    return { kind: 'buyer', id: request.buyer!.id };
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
  }
  try {
    await requireStaff(ctx, null)(request);
    return { kind: 'staff', id: request.staff!.id, role: request.staff!.role };
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
  }
  return null;
}

export function requireUploader(ctx: AppContext) {
  return async function (request: FastifyRequest) {
    const viewer = await viewerOf(ctx, request);
    if (!viewer) throw new UnauthorizedError();
    request.uploader = viewer;
  };
}

export function uploaderOf(request: FastifyRequest): Uploader {
  if (!request.uploader) throw new UnauthorizedError();
  return request.uploader;
}
