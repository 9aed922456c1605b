import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** src/server, the folder the source-reading guard tests walk. */
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Every TypeScript file under src/server with its path relative to it: what the guard tests read
 * to prove that only one module writes a column (order states, what a customer owes).
 */
export function serverSources(): { path: string; source: string }[] {
  return sourceFiles(serverDir).map((file) => ({
    path: relative(serverDir, file),
    source: readFileSync(file, 'utf8'),
  }));
}
