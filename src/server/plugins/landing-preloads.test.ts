import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root.ts';
import { type BuildManifest, chunkFilesOf, LANDING_PAGES, withModulePreloads } from './landing-preloads.ts';

// The shape Vite writes: the entry, a grouped chunk known by its name, pages importing both.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  '_catalogue-2.js': { file: 'assets/catalogue-2.js', name: 'catalogue', imports: ['index.html'] },
  'features/catalog/components/category-page.tsx': {
    file: 'assets/category-page-3.js',
    imports: ['index.html', '_catalogue-2.js'],
  },
  'features/auth/components/login-page.tsx': {
    file: 'assets/login-page-4.js',
    imports: ['index.html', '_form-field-5.js', '_catalogue-2.js'],
  },
  '_form-field-5.js': { file: 'assets/form-field-5.js', imports: ['_catalogue-2.js'] },
};

describe('the chunks a landing page preloads', () => {
  it("names the page's chunk and the chunks it imports, never the entry script", () => {
    expect(chunkFilesOf(manifest, ['features/catalog/components/category-page.tsx'])).toEqual([
      'assets/category-page-3.js',
      'assets/catalogue-2.js',
    ]);
  });

  it('names a chunk shared by two imports once', () => {
    expect(chunkFilesOf(manifest, ['features/auth/components/login-page.tsx'])).toEqual([
      'assets/login-page-4.js',
      'assets/form-field-5.js',
      'assets/catalogue-2.js',
    ]);
  });

  it('finds a grouped chunk by its name', () => {
    expect(chunkFilesOf(manifest, ['catalogue'])).toEqual(['assets/catalogue-2.js']);
  });

  it('names nothing for a module the build does not have', () => {
    expect(chunkFilesOf(manifest, ['features/gone/gone-page.tsx'])).toEqual([]);
  });

  it('puts the hints in the head, after what is there', () => {
    const html =
      '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';

    expect(withModulePreloads(html, ['assets/a.js'])).toBe(
      '<html><head><script type="module" src="/assets/index-1.js"></script>  <link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head><body></body></html>',
    );
    expect(withModulePreloads(html, [])).toBe(html);
  });

  it("names only modules the app's route tables import lazily", () => {
    const routeTables = ['src/web/app/routes.tsx', 'src/web/app/dashboard/dashboard-routes.tsx'];
    /** Whether a route table imports `module` (a path under src/web) lazily, as its own specifier. */
    const importedLazily = (module: string) =>
      routeTables.some((table) => {
        const specifier = relative(dirname(table), join('src/web', module));
        const source = readFileSync(join(projectRoot(), table), 'utf8');
        return source.includes(`import('${specifier.startsWith('.') ? specifier : `./${specifier}`}')`);
      });
    const chunkGroups = ['catalogue', 'first-visit'];
    const modules = LANDING_PAGES.flatMap((page) => page.modules).filter(
      (module) => !chunkGroups.includes(module),
    );

    for (const module of modules) expect(importedLazily(module), module).toBe(true);
    expect(importedLazily('features/catalog/components/catalog-page.tsx')).toBe(true);
    expect(importedLazily('features/postcode/components/postcode-page.tsx')).toBe(true);
  });

  it('marks as needing a delivery area exactly the landing pages the route table guards', () => {
    const routes = readFileSync(join(projectRoot(), 'src/web/app/routes.tsx'), 'utf8');
    const guarded = /<Route element=\{<RequireDeliveryArea \/>\}>([\s\S]*?)<\/Route>/.exec(routes)?.[1] ?? '';
    const guardedUrls = [...guarded.matchAll(/<Route (index|path="([^"]+)")/g)].map(([, , path]) =>
      path === undefined ? '/' : `/${path.replaceAll(/:\w+/g, 'x')}`,
    );

    expect(guardedUrls.length).toBeGreaterThan(3);
    for (const url of guardedUrls) {
      expect(LANDING_PAGES.find((page) => page.path.test(url))?.needsDeliveryArea, url).toBe(true);
    }
    expect(LANDING_PAGES.filter((page) => page.needsDeliveryArea)).toHaveLength(guardedUrls.length);
  });
});
