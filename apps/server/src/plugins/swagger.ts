import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the interactive API documentation lives; the OpenAPI document is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/docs';

/**
 * The OpenAPI document, generated from the same zod schemas that validate requests, and Swagger UI.
 * Register before the routes so they are all collected.
 */
export async function registerSwagger(
  app: FastifyInstance,
  options: { version: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Polymath API',
        description: 'The API of Polymath, a self-hostable AI assistant for chatting and learning.',
        version: options.version,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Swagger UI's own policy (only its own scripts) replaces the app's on /docs. Its React UI sets
    // inline styles, so style-src allows them; upgrade-insecure-requests is dropped for the same
    // reason as in plugins/security.ts.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d && d !== 'upgrade-insecure-requests')
        .map((d) => (d.startsWith('style-src ') ? "style-src 'self' 'unsafe-inline'" : d))
        .join('; '),
  });
}
