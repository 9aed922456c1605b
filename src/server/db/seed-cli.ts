/**
 * `npm run seed -- --products 100000 [--reset]`: fills DATABASE_URL with the demo categories and
 * accounts and N generated products. Refuses a database that already has products unless --reset.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDb } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { DEMO_PRODUCT_COUNT } from './seed/product-generator.ts';
import { seedCatalogueOfSize } from './seed/seed-demo.ts';

function parseOptions(): { products: number; reset: boolean } {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: String(DEMO_PRODUCT_COUNT) },
      reset: { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 10_000_000) {
    throw new Error(`--products must be a whole number from 1 to 10,000,000 (got "${values.products}")`);
  }
  return { products, reset: values.reset };
}

async function main(): Promise<void> {
  const options = parseOptions();
  const config = loadConfig();
  const db = createDb(config.DATABASE_URL);
  try {
    const started = performance.now();
    await migrateToLatest(db);
    const result = await seedCatalogueOfSize(db, options);
    if ('refused' in result) {
      console.error(
        `The catalogue of ${config.DATABASE_URL} already has ${result.existingProducts} products. ` +
          'Run again with --reset to delete every product and review first.',
      );
      process.exitCode = 1;
      return;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${result.products} products and ${result.reviews} reviews into ${config.DATABASE_URL} in ${seconds} s`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
