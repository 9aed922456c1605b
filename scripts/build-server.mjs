// Builds the server into one JavaScript file, dist/server/main.js, so `npm start` runs compiled
// code (no TypeScript compiler at start-up); the shop's modules are bundled with the packages they
// use (see below). Plain JavaScript, because it runs before anything can compile TypeScript.
//   node scripts/build-server.mjs           builds
//   import { ensureServerBuild }            builds only when the bundle is missing or older than a source
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src/server/main.ts');
const outfile = join(root, 'dist/server/main.js');
const metafile = join(root, 'dist/server/meta.json');
const migrationsDir = join(root, 'src/server/db/migrations');
const migrationFile = /^\d{4}_\d{2}_\d{2}_\d{6}_.+\.ts$/;

/** Replaces db/migration-files.ts (which reads the folder at run time) with static imports. */
const staticMigrations = {
  name: 'static-migrations',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]server[\\/]db[\\/]migration-files\.ts$/ }, () => {
      const files = readdirSync(migrationsDir)
        .filter((file) => migrationFile.test(file))
        .sort();
      const imports = files.map((file, i) => `import * as m${i} from './migrations/${file}';`);
      const entries = files.map((file, i) => `  ${JSON.stringify(file.replace(/\.ts$/, ''))}: m${i},`);
      return {
        loader: 'ts',
        resolveDir: dirname(migrationsDir),
        contents: `${imports.join('\n')}
export const MIGRATION_FILE = ${migrationFile};
export async function loadMigrationFiles() {
  return {
${entries.join('\n')}
  };
}
`,
      };
    });
  },
};

export async function buildServer() {
  const started = performance.now();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Packages are bundled too: one file parses far faster than hundreds of modules resolved one by
    // one, and only what is used is kept (date-fns, zod). Left outside: the native SQLite binding,
    // packages that read files beside their own code (pdfkit's fonts), and the ones the shop loads
    // only when first used (pdfkit, stripe, nodemailer: 1.2 MB a start need not parse).
    external: ['better-sqlite3', 'pdfkit', 'pg-native', 'stripe', 'nodemailer'],
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // Whitespace and syntax minified: V8 keeps a script's whole source in memory, and the
    // unminified bundle (6 MB, with non-ASCII characters in comments, so stored two bytes per
    // character) held 12 MB of it. Identifiers are not shortened, so functions and classes keep
    // their own names (libraries read constructor names) without esbuild's `keepNames`, which
    // names every closure with a call as it is made: a tenth of a request's time went to it in
    // Fastify's hook runners (docs/decisions/0123-the-server-bundle-keeps-its-identifiers-instead-of.md). Stack traces map back through the source map.
    minifyWhitespace: true,
    minifySyntax: true,
    // Licence comments go to dist/server/main.js.LEGAL.txt: one non-ASCII name in them would make
    // V8 hold the whole source two bytes per character.
    legalComments: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [staticMigrations],
  });
  const { writeFileSync } = await import('node:fs');
  writeFileSync(metafile, JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }));
  console.log(`Built ${relative(root, outfile)} in ${Math.round(performance.now() - started)} ms`);
}

/** Whether dist/server/main.js is missing, or older than a file it was built from or than a new migration. */
export function serverBuildIsStale() {
  if (!existsSync(outfile) || !existsSync(metafile)) return true;
  const builtAt = statSync(outfile).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(metafile, 'utf8')).inputs;
  } catch {
    return true;
  }
  // The folder's own time moves when a migration is added or removed.
  for (const input of [...inputs, relative(root, migrationsDir)]) {
    const path = join(root, input);
    if (!existsSync(path) || statSync(path).mtimeMs > builtAt) return true;
  }
  return false;
}

/** `npm start` calls this: a fresh clone or changed sources are built, otherwise nothing is done. */
export async function ensureServerBuild() {
  if (serverBuildIsStale()) await buildServer();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
