import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { projectRoot } from '../project-root.ts';
import { ifNoneMatchHits } from './if-none-match.ts';
import { appShellFor } from './landing-preloads.ts';

export const webDistDir = join(projectRoot(), 'dist/web/');

// Paths the app shell must never answer: API calls, and files (a stale chunk name must 404, not
// come back as HTML that the browser then fails to run as JavaScript).
const notForTheAppShell = /^\/(api|download|assets|images|dev)(\/|$)/;

/**
 * Serves the built SPA. Hashed assets are cached for a year; every other non-API path gets the app
 * shell (index.html, with its route's chunks named for a landing page) so the client router can
 * show the page (or its 404 page).
 */
export async function registerSpa(app: FastifyInstance, webDir = webDistDir): Promise<void> {
  const hasBuild = existsSync(join(webDir, 'index.html'));
  const appShell = appShellFor(webDir);
  // The shell is revalidated on every visit (no-cache); a browser whose copy is current gets a 304
  // without a body instead of the page's HTML again, compressed anew.
  const sendAppShell = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const { html, etag } = appShell(path);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };

  if (hasBuild) {
    // Its own route: the static files' wildcard would answer the folder '/' with a 403.
    app.get('/', (request, reply) => sendAppShell(request, reply, '/'));
    await app.register(fastifyStatic, {
      root: webDir,
      // '/' is the app shell, with the home page's hints (above).
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text file (scripts/precompress.ts); they are sent
      // to clients that accept them, so no asset is compressed per request (the app shell, a
      // string made per landing page, is: compression.ts).
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
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (notForTheAppShell.test(path) || !isRead || !hasBuild) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${path}`, errors: {} });
    }
    return sendAppShell(request, reply, path);
  });
}
