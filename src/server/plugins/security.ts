import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The session token lives in localStorage (SPEC), so scripts from anywhere but this origin are shut
 * out. Stripe's origins are allowed only when Stripe is the payment provider.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const stripe = app.config.STRIPE_SECRET_KEY ? ['https://js.stripe.com', 'https://checkout.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
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
    hsts: app.config.isProduction,
  });
}
