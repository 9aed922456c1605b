import { createInterface } from 'node:readline';
import { buildApp } from '../app.ts';
import { fixedClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/database.ts';
import { placeDueStandingOrders } from '../modules/standing-orders/standing-order-runner.ts';

/**
 * One shop server process for the standing orders' exactly-once test: the app on DATABASE_URL with
 * its clock at NOW. It prints "ready", runs the placing twice (as its schedule would, once before
 * and once after the other process's run) on each "go" line, printing how many it placed, and exits
 * on "stop". Separate processes, because two SQLite connections in one process would wait on each
 * other's lock with the event loop blocked.
 */
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  STANDING_ORDER_INTERVAL_SECONDS: '0',
  MEMBERSHIP_RENEWAL_INTERVAL_SECONDS: '0',
});
const db = createDb(config.DATABASE_URL);
const clock = fixedClock(process.env.NOW ?? '');
const app = await buildApp({ config, db, clock });
await app.ready();
const deps = { db, clock, mailer: app.mailer, config, provider: app.paymentProvider, appUrl: config.APP_URL };
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'go') process.stdout.write(`placed ${await placeDueStandingOrders(deps)}\n`);
  if (line === 'stop') break;
}
await app.close();
await db.destroy();
// stdin's reader would keep the process alive.
process.exit(0);
