/**
 * The upload service's routes: POST /api/upload (multipart, a buyer's or staff token) and GET /api/upload/file?key=…
 * (public images to anyone; private ones to their buyer and to the staff at their desk; 404 otherwise). A job removes uploads nothing
 * attached within 24 hours.
 */
import fastifyMultipart from '@fastify/multipart';
import type { UploadResult } from '@huashi/api';
import { uploadEndpoints, uploadFieldsSchema } from '@huashi/api/contracts';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@huashi/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, ok } from '../http/envelope';
import { serve } from '../http/serve';
import { requireUploader, uploaderOf, viewerOf } from '../plugins/uploader';
import { scope, publicGuard } from '../plugins/scopes';
import { readUpload, removeStaleUploads, saveUploads, thumbKeyOf, uploadFileUrl, type StoredUpload } from '../services/uploads';
import { uploadStorage, type UploadStorage } from '../uploads/storage';
import { every } from '../metrics/every';

const CLEANUP_EVERY_MS = 3600 * 1000;
const urlOf = uploadFileUrl;

function answer(stored: StoredUpload[]): UploadResult {
  return {
    key: stored[0]!.key,
    images: stored.map((s) => ({
      key: s.key,
      thumbKey: s.thumbKey,
      url: urlOf(s.key),
      thumbUrl: urlOf(thumbKeyOf(s.key)),
      width: s.width,
      height: s.height,
    })),
  };
}

export function uploadRoutes(ctx: AppContext, storage: UploadStorage = uploadStorage(ctx.config)): FastifyPluginAsync {
  return async (app) => {
    every(app, ctx.metrics, CLEANUP_EVERY_MS, {
      name: 'upload_cleanup',
      run: () => removeStaleUploads(ctx, storage),
      failure: 'upload cleanup failed',
    });

    await app.register(async (uploadScope) => {
      await uploadScope.register(fastifyMultipart, {
        // A file over the limit is cut and marked truncated (refused below); a 4th file ends the reading.
        throwFileSizeLimit: false,
        limits: { fileSize: UPLOAD_LIMITS.maxImageBytes, files: UPLOAD_LIMITS.maxImages, fields: 10, fieldSize: 1024, parts: 20 },
      });
      await uploadScope.register(
        scope(
          () => requireUploader(ctx),
          ctx,
          (routes) => {
            serve(routes, uploadEndpoints.upload, async (request) => {
              if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.none);
              const fields: Record<string, string> = {};
              const files: Buffer[] = [];
              let tooLarge = false;
              try {
                for await (const part of request.parts()) {
                  if (part.type === 'file') {
                    const bytes = await part.toBuffer();
                    if (part.fieldname !== 'images') continue;
                    if (part.file.truncated) tooLarge = true;
                    else files.push(bytes);
                  } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
                }
              } catch (error) {
                if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(UPLOAD_MESSAGES.tooMany);
                throw error;
              }
              if (tooLarge) throw badRequest(UPLOAD_MESSAGES.tooLarge);
              const { time, sign, prefix } = uploadFieldsSchema.parse(fields);
              const stored = await saveUploads(ctx, storage, uploaderOf(request), { time, sign, prefix, files });
              return ok(answer(stored), '上传成功');
            });
          },
          'uploader',
        ),
      );
    });

    await app.register(
      scope(
        publicGuard,
        ctx,
        (routes) => {
          serve(routes, uploadEndpoints.file, async (request, reply) => {
            const viewer = await viewerOf(ctx, request);
            const found = request.query.key ? await readUpload(ctx, storage, request.query.key, viewer) : null;
            if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
            return reply
              .header('x-content-type-options', 'nosniff')
              .header('cache-control', found.private ? 'private, no-store' : 'public, max-age=86400')
              .header('content-disposition', 'inline')
              .type(found.mime)
              .send(found.bytes);
          });
        },
        'public',
      ),
    );
  };
}
