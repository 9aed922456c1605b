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

interface Import {
  from: string;
  to: string;
  /** The names a `{ ... }` list brings in, or undefined for `import x`, `import * as x`, `import('...')`. */
  names: readonly string[] | undefined;
}

/** `a`, `type B`, `c as d` → the names as the imported file exports them: `a`, `B`, `c`. */
const importedNames = (list: string) =>
  list
    .split(',')
    .map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter((name) => name !== '');

function relativeImports(file: string): Import[] {
  const source = readFileSync(file, 'utf8');
  const from = relative(srcDir, file);
  // `import x from`, `export { x } from`, `import('...')` and a bare `import '...'`, types included:
  // a circle through types alone still ties the files together.
  const specifiers = [
    ...source.matchAll(
      /(?:(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s+|from\s+|import\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm,
    ),
  ];
  return specifiers.map((match) => ({
    from,
    to: relative(srcDir, resolve(dirname(file), match[2] ?? '')),
    names: match[1] === undefined ? undefined : importedNames(match[1]),
  }));
}

const layerOf = (path: string) => path.split('/')[0];
const featureOf = (path: string) => /^web\/features\/([^/]+)\//.exec(path)?.[1];

const imports = sourceFiles(srcDir).flatMap(relativeImports);

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

describe('queries', () => {
  it('are built only in repositories', () => {
    const querying = sourceFiles(srcDir)
      .filter((file) => QUERY_BUILDER_CALL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(srcDir, file))
      .filter((path) => !MAY_QUERY.some((allowed) => allowed.test(path)));
    expect(querying, "move these queries into the module's *.repository.ts").toEqual([]);
  });
});

/** The groups of files that import each other round in a circle (Tarjan's strongly connected components). */
function importCircles(edges: readonly { from: string; to: string }[]): string[][] {
  const targets = new Map<string, string[]>();
  for (const { from, to } of edges) targets.set(from, [...(targets.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of targets.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1 || targets.get(file)?.includes(file)) circles.push(circle.sort());
  };
  for (const file of targets.keys()) if (!index.has(file)) visit(file);
  return circles
    .map((circle) => circle.join(' <-> '))
    .sort()
    .map((circle) => circle.split(' <-> '));
}

/**
 * The server unit a file belongs to: `modules/<name>` for a resource module, `db/seed` for the demo
 * seed, else its top folder. The seed (db/seed/, db/seed-cli.ts) fills a database through the
 * modules, as app.ts builds the app from them, and no database code imports it: it is a unit of its own.
 */
function serverUnitOf(path: string): string | undefined {
  const module = /^server\/modules\/([^/]+)\//.exec(path)?.[1];
  if (module !== undefined) return `modules/${module}`;
  if (/^server\/db\/seed[/-]/.test(path)) return 'db/seed';
  return /^server\/([^/]+)\//.exec(path)?.[1];
}

// Which server module (or library folder) imports which module today. A new pair fails below:
// a module is one resource, and one that reaches into another's files ties their changes together.
// Before adding a pair here, ask whether the rule belongs in src/domain or the shared code in a
// library folder (payments/, mail/, audit/); if it must be a module import, add the pair with a
// reason in the commit (docs/architecture.md §1).
const MODULE_IMPORTS_TODAY: readonly string[] = [
  'db/seed -> modules/auth',
  'modules/account -> modules/auth',
  // Deleting an account rewrites the invoices its orders' changes replaced as the order's invoice now prints (decision 0033).
  'modules/account -> modules/invoices',
  // Deleting an account locks its orders before the account, the lock order of every order write.
  'modules/account -> modules/order-lifecycle',
  'modules/admin-accounting -> modules/orders',
  'modules/admin-approvals -> modules/admin-catalogue',
  'modules/admin-catalogue -> modules/catalogue',
  'modules/admin-catalogue-import -> modules/admin-catalogue',
  'modules/admin-categories -> modules/admin-catalogue',
  'modules/admin-credit -> modules/account-ledger',
  'modules/admin-credit -> modules/invoices',
  'modules/admin-credit -> modules/order-lifecycle',
  'modules/admin-credit -> modules/orders',
  'modules/admin-customers -> modules/account-ledger',
  'modules/admin-customers -> modules/admin-audit',
  'modules/admin-customers -> modules/auth',
  'modules/admin-orders -> modules/account-ledger',
  'modules/admin-orders -> modules/catalogue',
  'modules/admin-orders -> modules/order-lifecycle',
  'modules/admin-orders -> modules/orders',
  'modules/admin-reviews -> modules/admin-catalogue',
  'modules/admin-reviews -> modules/reviews',
  'modules/auth -> modules/account-ledger',
  'modules/credit-notes -> modules/account-ledger',
  // A mail to an account's owner reads their name and email where the users table is kept (findAccountContact).
  'modules/credit-notes -> modules/auth',
  'modules/credit-notes -> modules/order-lifecycle',
  'modules/credit-notes -> modules/orders',
  'modules/invoices -> modules/catalogue',
  // A mail to an account's owner reads their name and email where the users table is kept (findAccountContact).
  'modules/membership -> modules/auth',
  'modules/order-guide -> modules/catalogue',
  'modules/order-lifecycle -> modules/account-ledger',
  // A mail to an account's owner reads their name and email where the users table is kept (findAccountContact).
  'modules/order-lifecycle -> modules/auth',
  'modules/order-lifecycle -> modules/invoices',
  'modules/order-payment-sessions -> modules/account-ledger',
  'modules/orders -> modules/account-ledger',
  // A mail to an account's owner reads their name and email where the users table is kept (findAccountContact).
  'modules/orders -> modules/auth',
  'modules/orders -> modules/catalogue',
  'modules/orders -> modules/delivery',
  // An amended order's replaced invoice is kept as the invoices module prints it (decision 0184).
  'modules/orders -> modules/invoices',
  'modules/orders -> modules/order-lifecycle',
  // A payment event acts on what was paid for: an order, an amendment or a membership.
  'modules/payment-events -> modules/account-ledger',
  // A mail to an account's owner reads their name and email where the users table is kept (findAccountContact).
  'modules/payment-events -> modules/auth',
  'modules/payment-events -> modules/membership',
  'modules/payment-events -> modules/order-lifecycle',
  'modules/payment-events -> modules/orders',
  'modules/problem-reports -> modules/admin-catalogue',
  // A mail to an account's owner reads their name and email where the users table is kept (findAccountContact).
  'modules/problem-reports -> modules/auth',
  'modules/problem-reports -> modules/credit-notes',
  'modules/problem-reports -> modules/orders',
  'modules/quick-order -> modules/catalogue',
  'modules/reviews -> modules/catalogue',
  'modules/saved-baskets -> modules/orders',
  'modules/seller-products -> modules/catalogue',
  'modules/standing-orders -> modules/delivery',
  'modules/standing-orders -> modules/orders',
  // A standing order charges its venue's saved card, a payment event applied as the webhook's are.
  'modules/standing-orders -> modules/payment-events',
  // A statement shows invoice numbers: a pay-later invoice awaiting one is numbered first (decision 0177).
  'modules/statements -> modules/orders',
  'modules/wishlist -> modules/catalogue',
];

// A server module's public file, `modules/<name>/<name>.public.ts`, re-exports what other modules
// and the library folders use of it (decision 0198); they import the module through it and nothing
// else, so its other files can change without the callers knowing. Tests and test data may reach in,
// and so may the files at the top of src/server that put the app together (app.ts registers routes).
const publicFileOf = (module: string) => `server/${module}/${module.slice('modules/'.length)}.public.ts`;
const isPublicFile = (path: string) => /^server\/modules\/([^/]+)\/\1\.public\.ts$/.test(path);
const isTestCode = (path: string) => /\.test\.ts$|^server\/test\/|-test-(data|helpers)\.ts$/.test(path);

/** For each public file, the file that defines each name it passes on. */
const definedBehindPublicFiles = new Map<string, Map<string, string>>();
for (const { from, to, names } of imports) {
  if (!isPublicFile(from)) continue;
  const defined = definedBehindPublicFiles.get(from) ?? new Map<string, string>();
  for (const name of names ?? []) defined.set(name, to);
  definedBehindPublicFiles.set(from, defined);
}

// A public file only passes names on, so for circles an import of it counts as an import of the files
// that define the names taken: two modules may use each other, their files may not go round.
const importsSeenThroughPublicFiles = imports.flatMap((edge) => {
  const defined = definedBehindPublicFiles.get(edge.to);
  if (defined === undefined) return [edge];
  const targets =
    edge.names === undefined ? [...defined.values()] : edge.names.map((name) => defined.get(name));
  return [...new Set(targets)].map((to) => ({ ...edge, to: to ?? edge.to }));
});

describe('imports', () => {
  const serverImports = imports.filter(({ from }) => !/\.test\.ts$|^server\/test\//.test(from));

  // Files that import each other, however far round, cannot be read or changed one at a time.
  it('go round in no circle', () => {
    const circles = importCircles(importsSeenThroughPublicFiles).map((circle) => circle.join(' <-> '));
    expect(
      circles,
      'cut these circles: move what the files share into a third file (often a types file)',
    ).toEqual([]);
  });

  it('cross between server modules only where they did before', () => {
    const pairs = new Set<string>();
    for (const { from, to } of serverImports) {
      const source = serverUnitOf(from);
      const target = serverUnitOf(to);
      if (source && target?.startsWith('modules/') && source !== target) pairs.add(`${source} -> ${target}`);
    }
    const found = [...pairs].sort();
    const added = found.filter((pair) => !MODULE_IMPORTS_TODAY.includes(pair));
    const dropped = MODULE_IMPORTS_TODAY.filter((pair) => !found.includes(pair));
    expect(
      added,
      'a new import into another server module: see MODULE_IMPORTS_TODAY in src/architecture.test.ts for where to add it and why it should be rare',
    ).toEqual([]);
    expect(
      dropped,
      'these modules no longer import each other: delete them from MODULE_IMPORTS_TODAY',
    ).toEqual([]);
  });

  // Units that reach one another through imports, round a loop, change together: no server unit (a
  // module, or a library folder such as payments/ or plugins/) may import its way back to itself
  // (decisions 0203, 0207).
  it('go round no loop of server folders', () => {
    const unitEdges = imports.flatMap(({ from, to }) => {
      const source = serverUnitOf(from);
      const target = serverUnitOf(to);
      return source && target && source !== target && !isTestCode(from) ? [{ from: source, to: target }] : [];
    });
    const loops = importCircles(unitEdges).map((loop) => loop.join(' <-> '));
    expect(
      loops,
      'cut these loops: move what both units need into src/domain, a library folder below both, or the module it is about',
    ).toEqual([]);
  });

  it('enter another server module only through its public file', () => {
    const bad = serverImports
      .filter(({ from, to }) => {
        const source = serverUnitOf(from);
        const target = serverUnitOf(to);
        // Files at the top of src/server (app.ts, fastify.d.ts) put the app together from the modules.
        if (source === undefined || target === undefined || isTestCode(from)) return false;
        return target.startsWith('modules/') && source !== target && to !== publicFileOf(target);
      })
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(bad, "import these through the module's <name>.public.ts (docs/architecture.md §1)").toEqual([]);
  });

  it("keep a module's own files off its public file", () => {
    const bad = imports
      .filter(({ from, to }) => isPublicFile(to) && serverUnitOf(from) === serverUnitOf(to))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(bad, 'import the file that defines the name: the public file is for other modules').toEqual([]);
  });

  it('let a public file only pass on names of its own module', () => {
    const bad = sourceFiles(srcDir)
      .map((file) => relative(srcDir, file))
      .filter(isPublicFile)
      .filter((path) => {
        const source = readFileSync(join(srcDir, path), 'utf8');
        const rest = source
          .replace(/^\s*\/\/.*$/gm, '')
          .replace(/^export\s+(?:type\s+)?\{[^}]*\}\s*from\s+'\.\/[^'/]+';$/gm, '');
        const ownFilesOnly = imports
          .filter(({ from }) => from === path)
          .every(({ to }) => serverUnitOf(to) === serverUnitOf(path));
        return rest.trim() !== '' || !ownFilesOnly;
      });
    expect(bad, "a public file holds only `export { ... } from './own-file.ts'` lines").toEqual([]);
  });
});
