import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_UPLOAD_BYTES, ZUploadedImage } from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError, fieldError } from '../../platform/errors';
import { requireVendor } from '../auth/auth.guard';
import type { FilesService } from './files.service';

export async function filesRoutes(app: FastifyInstance, deps: { files: FilesService; storage: FileStorage }) {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api-identity/identity/files',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['identity: files'],
        summary: 'Upload an image (multipart field "file"); stored resized as WebP',
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadedImage },
      },
    },
    async (request) => {
      const vendor = requireVendor(request);
      const part = await request.file().catch(() => undefined);
      if (!part)
        throw new AppError('BAD_REQUEST', {
          errors: [fieldError('file', 'فایل تصویر را انتخاب کنید.')],
        });
      const body = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
        throw error;
      });
      return deps.files.uploadImage(vendor, body);
    },
  );

  // Stored names never change (a new upload gets a new name), so browsers may keep them for a year.
  if (deps.storage.localRoot) {
    await app.register(fastifyStatic, {
      root: deps.storage.localRoot,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=31536000, immutable');
        res.header('x-content-type-options', 'nosniff');
      },
    });
  }
}
