import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers made per request (JSON, the generated product SVGs, the app shell's HTML) for
 * clients that accept it; the built assets come precompressed from disk (spa.ts), and a reply that already carries
 * a content-encoding is left alone. Brotli at quality 4 and gzip at level 6 cost well under a
 * millisecond for a catalogue page's JSON, where brotli's default (11) would cost tens.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
