import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Dependencies point one way (docs/architecture.md §1): domain imports nothing of ours but itself, server and
// web never import each other, and a web feature never imports another feature.
const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  // `import x from`, `export { x } from`, `import('...')` and a bare `import '...'`, types included:
  // a circle through types alone still ties the files together.
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)];
  return specifiers.map((match) => relative(srcDir, resolve(dirname(file), match[1] ?? '')));
}

const layerOf = (path: string) => path.split('/')[0];
const featureOf = (path: string) => /^web\/features\/([^/]+)\//.exec(path)?.[1];

const imports = sourceFiles(srcDir).flatMap((file) =>
  relativeImports(file).map((target) => ({ from: relative(srcDir, file), to: target })),
);

describe('architecture', () => {
  it('keeps the domain free of server and web code', () => {
    const bad = imports.filter(({ from, to }) => layerOf(from) === 'domain' && layerOf(to) !== 'domain');
    expect(bad).toEqual([]);
  });

  it('keeps server and web apart', () => {
    const bad = imports.filter(
      ({ from, to }) =>
        (layerOf(from) === 'server' && layerOf(to) === 'web') ||
        (layerOf(from) === 'web' && layerOf(to) === 'server'),
    );
    expect(bad).toEqual([]);
  });

  it('keeps web features from importing each other', () => {
    const bad = imports.filter(({ from, to }) => {
      const source = featureOf(from);
      const target = featureOf(to);
      return source !== undefined && target !== undefined && source !== target;
    });
    expect(bad).toEqual([]);
  });

  it('keeps shared web code from importing features', () => {
    const bad = imports.filter(
      ({ from, to }) => /^web\/(components|lib|stores|session)\//.test(from) && featureOf(to) !== undefined,
    );
    expect(bad).toEqual([]);
  });
});

// Queries live in repositories (docs/architecture.md §1): a service reads as the rule it applies,
// and a query is found where its table's other queries are. The database folder, tests and test
// data may build queries too.
const QUERY_BUILDER_CALL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/;
const MAY_QUERY = [
  /\.repository\.ts$/,
  /^server\/db\//,
  /^server\/test\//,
  /\.test\.ts$/,
  /-test-(data|helpers)\.ts$/,
];

// Files that still query outside a repository. The list only shrinks: move a file's queries into
// its module's repository and delete its line; never add one.
const QUERIES_OUTSIDE_REPOSITORIES_TODAY: readonly string[] = [
  'server/audit/audit-log.ts',
  'server/invoices/invoice-link.ts',
  'server/invoices/invoice-number.ts',
  'server/mail/mail-outbox.ts',
  'server/mail/mail-retention.ts',
  'server/modules/admin-catalogue/uploaded-images.ts',
  'server/modules/admin-messages/admin-messages.routes.ts',
  'server/modules/admin-orders/dashboard.service.ts',
  'server/modules/admin-orders/delivery-runs.service.ts',
  'server/modules/auth/password-reset.service.ts',
  'server/modules/catalog/catalog-page-index.ts',
  'server/modules/checkout/checkout.service.ts',
  'server/modules/credit-notes/credit-notes.service.ts',
  'server/modules/membership/membership-invoice.ts',
  'server/modules/membership/membership-renewals.ts',
  'server/modules/membership/membership.service.ts',
  'server/modules/order-lifecycle/move-mails.ts',
  'server/modules/order-lifecycle/order-history.ts',
  'server/modules/order-lifecycle/order-lifecycle.ts',
  'server/modules/order-lifecycle/order-locks.ts',
  'server/modules/problem-reports/problem-reports.service.ts',
  'server/payments/builtin/builtin-checkout.routes.ts',
  'server/payments/builtin/builtin-provider.ts',
  'server/payments/payment-sessions.ts',
  'server/payments/refunds.ts',
  'server/payments/subscription-events.ts',
];

describe('queries', () => {
  const querying = sourceFiles(srcDir)
    .filter((file) => QUERY_BUILDER_CALL.test(readFileSync(file, 'utf8')))
    .map((file) => relative(srcDir, file))
    .filter((path) => !MAY_QUERY.some((allowed) => allowed.test(path)));

  it('are built only in repositories', () => {
    const added = querying.filter((path) => !QUERIES_OUTSIDE_REPOSITORIES_TODAY.includes(path));
    expect(added, "move these queries into the module's *.repository.ts").toEqual([]);
  });

  it('keeps the list of files still querying elsewhere up to date', () => {
    const moved = QUERIES_OUTSIDE_REPOSITORIES_TODAY.filter((path) => !querying.includes(path));
    expect(moved, 'these no longer query: delete them from QUERIES_OUTSIDE_REPOSITORIES_TODAY').toEqual([]);
  });
});
