import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESUME_MESSAGES, text } from '@shuruaat/contract';
import { AppError, notFound } from '../../lib/app-error';
import { openResume } from '../candidates/candidates.service';

/** A file name safe inside a quoted header value; the UTF-8 form keeps the original. */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A resume shown in the browser's PDF viewer on our own origin: sandboxed (no scripts, no
 * same-origin access, no forms) so a crafted file can reach nothing of the site, and never
 * sniffed into anything but a PDF.
 */
const INLINE_FILE_POLICY = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/** Logos are public; resumes only through a signed, expiring link. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/logos/:name', {
    schema: {
      tags: ['files'],
      summary: 'A company logo',
      params: z.object({ name: z.string().regex(/^[a-f0-9-]{36}-[a-f0-9]{16}\.webp$/) }),
    },
    handler: async (request, reply) => {
      const stream = await app.storage.open(`logos/${request.params.name}`);
      if (!stream) throw notFound('Logo not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  });

  app.get('/covers/:name', {
    schema: {
      tags: ['files'],
      summary: 'A blog cover image',
      params: z.object({ name: z.string().regex(/^[a-f0-9]{16}\.webp$/) }),
    },
    handler: async (request, reply) => {
      const stream = await app.storage.open(`covers/${request.params.name}`);
      if (!stream) throw notFound('Cover image not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  });

  app.get('/resumes/:publicId/:version', {
    schema: {
      tags: ['files'],
      summary: 'A resume, through a signed link from a signed-resume-url call',
      params: z.object({
        publicId: z.string().regex(/^[a-f0-9]{24}$/),
        // Read as written: the link's check accepts only the canonical spelling ("1", not "01").
        version: text().max(20),
      }),
      querystring: z.object({
        viewer: text().max(64).default(''),
        via: text().max(20).default(''),
        expires: text().max(20).default(''),
        sig: text().max(100).default(''),
        /** `1` saves the file; without it the browser shows it. Not signed: it changes nothing else. */
        download: z.enum(['1']).optional(),
      }),
    },
    handler: async (request, reply) => {
      const { publicId, version } = request.params;
      const grant = app.resumeLinks.verify(publicId, version, request.query);
      if (!grant) throw new AppError('FORBIDDEN', RESUME_MESSAGES.linkInvalid);
      const file = await openResume(app.db, app.storage, grant);
      const saving = request.query.download === '1';
      if (!saving) reply.header('content-security-policy', INLINE_FILE_POLICY);
      return reply
        .type('application/pdf')
        .header('content-disposition', disposition(saving ? 'attachment' : 'inline', file.fileName))
        .header('content-length', file.sizeBytes)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  });
};
