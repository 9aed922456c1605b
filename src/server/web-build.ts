import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { webDistDir } from './plugins/spa.ts';

/** `npm start` on a fresh clone builds the web app once; later starts reuse the build. */
export async function ensureWebBuild(): Promise<void> {
  if (existsSync(join(webDistDir, 'index.html'))) return;
  console.log('Building the web app (first start only)…');
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed; run `npm run build` to see why.');
}
