import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The roles a route's `requireRole` check lets through, if it has one (it runs at onRequest). */
function allowedRoles(route: TransformInput['route']): string[] | undefined {
  const handlers = [route.onRequest, route.preHandler].flat();
  for (const handler of handlers) {
    const roles = (handler as { allowedRoles?: unknown } | undefined)?.allowedRoles;
    if (Array.isArray(roles)) return roles.map(String);
  }
  return undefined;
}

/** Each operation says who may call it, read from its own role check, so the two never drift. */
function withCallers(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const roles = allowedRoles(input.route);
  const who =
    roles === undefined ? 'anyone' : roles.length ? roles.join(', ') : 'any signed-in user';
  const schema: Record<string, unknown> = { ...transformed.schema };
  schema.description = `Who may call: ${who}.`;
  if (roles !== undefined) schema.security = [{ bearerAuth: [] }, { sessionCookie: [] }];
  return { ...transformed, schema };
}

/** The API document is generated from the contract's schemas; nothing is written by hand. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shuruaat API',
        description: 'Internships and jobs for students and freshers in India.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
    },
    transform: withCallers,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI adds <style> elements and style attributes as it draws, which a browser blocks
    // and reports as console errors; scripts stay as strict as the rest of the site.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
