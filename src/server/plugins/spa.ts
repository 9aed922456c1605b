import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../project-root.ts';

export const webDistDir = join(projectRoot(), 'dist/web/');

// Paths the app shell must never answer: API calls, and files (a stale chunk name must 404, not
// come back as HTML that the browser then fails to run as JavaScript).
const notForTheAppShell = /^\/(api|download|assets|images|dev)(\/|$)/;

/**
 * Serves the built SPA. Hashed assets are cached for a year; every unknown non-API path gets
 * index.html so the client router can show the page (or its 404 page).
 */
export async function registerSpa(app: FastifyInstance, webDir = webDistDir): Promise<void> {
  const hasBuild = existsSync(webDir);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: 'index.html',
      wildcard: true,
      // The build writes .br and .gz beside each text file (scripts/precompress.ts); they are sent
      // to clients that accept them, so nothing is compressed per request.
      preCompressed: true,
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
    if (notForTheAppShell.test(path) || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${path}`, errors: {} });
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
}
