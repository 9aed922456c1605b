import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { DELIVERY_AREA_HINTS_SCRIPT_SOURCE } from './landing-preloads.ts';

/**
 * The headers helmet would set, worked out once. helmet is a per-request middleware that rebuilds
 * them on every call, which halved the catalogue's throughput; they never vary between requests
 * here (no nonces), so each response gets the same precomputed set.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Headers that only act on a document (a page, or a file opened as one): its script policy,
 * framing, window grouping and the old browsers' download and XSS switches. Scripts and styles are
 * never documents, and each of the dozen a first visit fetches carried these 600 bytes (issue 14:
 * headers were a tenth of a first visit's script bytes). What acts on a subresource stays:
 * nosniff, Cross-Origin-Resource-Policy, HSTS and the Referrer-Policy a stylesheet's own fetches use.
 */
const DOCUMENT_ONLY_HEADERS: ReadonlySet<string> = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** The build's hashed scripts and stylesheets (spa.ts serves them), query string or not. */
const BUILT_SCRIPT_OR_STYLE = /^\/assets\/[^?#]+\.(js|css)(\?|$)/;

/**
 * The session token lives in localStorage (docs/product.md §3), so scripts from anywhere but this origin are shut
 * out, and inline scripts but the one named by its hash. Stripe's origins are allowed only when Stripe is the payment provider.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const stripe = app.config.STRIPE_SECRET_KEY ? ['https://js.stripe.com', 'https://checkout.stripe.com'] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the catalogue pages' preload hints (landing-preloads.ts).
        scriptSrc: ["'self'", DELIVERY_AREA_HINTS_SCRIPT_SOURCE, ...stripe],
        // Radix injects small <style> elements for scroll locking; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe],
        frameSrc: ["'self'", ...stripe],
        formAction: ["'self'", ...stripe],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.isProduction,
  });
  const subresourceHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name.toLowerCase())),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(BUILT_SCRIPT_OR_STYLE.test(request.url) ? subresourceHeaders : headers);
    done();
  });
}
