import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { CatalogCache } from './modules/catalog/catalog-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    clock: Clock;
    mailer: Mailer;
    /** Writes that change what the catalogue shows (products, reviews, ratings) clear it. */
    catalogCache: CatalogCache;
  }
}
