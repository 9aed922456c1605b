import { buildApp } from './app.ts';
import { listeningNotice, loadConfig } from './config.ts';
import { createDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo.ts';
import { ensureWebBuild } from './web-build.ts';

const config = loadConfig();
const db = createDb(config.DATABASE_URL);
await migrateToLatest(db);
if (config.seedDemoData) await seedDemoDataIfEmpty(db, { log: console.log });
await ensureWebBuild();

const app = await buildApp({ config, db, logger: true });
const close = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);
await app.listen({ port: config.PORT, host: config.HOST });
if (config.isProduction || !config.hostIsExplicit) app.log.info(listeningNotice(config));
else app.log.warn(listeningNotice(config));
