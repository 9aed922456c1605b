import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webDistDir = fileURLToPath(new URL('../../../dist/web/', import.meta.url));

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/download/');

/**
 * Serves the built SPA. Hashed assets are cached for a year; every unknown non-API path gets
 * index.html so the client router can show the page (or its 404 page).
 */
export async function registerSpa(app: FastifyInstance): Promise<void> {
  const hasBuild = existsSync(webDistDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${path}`, errors: {} });
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
}
