import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding the shop's package.json. Found by walking up from this module, so the answer
 * is the same whether it runs from src/server (tsx, tests) or from the bundle in dist/server.
 */
export function projectRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
