import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Issue 14: the files a phone fetches on a first visit. Left to itself the bundler split the app
 * shell into 14 files and the catalogue route into 17 more, most under 2 KB; over HTTP/1.1 each
 * response carried about 1 KB of headers (the security headers; scripts now carry about 0.5 KB), so
 * the headers weighed more than the route's code. Three groups:
 *
 * - `index`: everything the entry module loads statically (react, the router, the header, the
 *   stores) in the entry file itself, so the HTML names one script and no modulepreloads;
 * - `catalogue`: what the home page (`catalogue-page.tsx`) loads statically beyond that, in one
 *   chunk, which the category, search and product pages share;
 * - `first-visit`: the postcode picker and the cookie notice (FIRST_VISIT_MODULES below).
 *
 * Every other lazy page keeps the bundler's own splitting, so the back office and the form pages
 * (zod, react-hook-form) stay out of a customer's first visit.
 *
 * lucide-react is imported through its index, which re-exports every icon: the walk does not go
 * through it but takes, from each module's `import { … } from 'lucide-react'`, the icons it names.
 */
export const CATALOGUE_PAGE =
  /src[\\/]web[\\/]features[\\/]catalogue[\\/]components[\\/]catalogue-page\.tsx$/;

/**
 * What only a first visit shows: the postcode picker every new guest is sent to, and the cookie
 * notice. Left alone they came as seven files (four of them single icons of 200 bytes, each with
 * its headers), so they are one `first-visit` chunk; the few other pages that share an icon with
 * them load it from there.
 */
const FIRST_VISIT_MODULES = [
  /src[\\/]web[\\/]features[\\/]postcode[\\/]components[\\/]postcode-page\.tsx$/,
  /src[\\/]web[\\/]app[\\/]layout[\\/]cookie-notice\.tsx$/,
];

const LUCIDE_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

/** Icon name (and its aliases) to the icon's module file, read from lucide-react's index. */
function lucideIcons(indexId: string): Map<string, string> {
  const icons = new Map<string, string>();
  const exports = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g;
  for (const [, names = '', file = ''] of readFileSync(indexId, 'utf8').matchAll(exports)) {
    for (const name of names.split(',')) {
      const alias = /as\s+(\w+)/.exec(name)?.[1];
      if (alias) icons.set(alias, join(dirname(indexId), file));
    }
  }
  return icons;
}

/** rolldown's module of runtime helpers (namespace objects, CommonJS interop). */
const RUNTIME_MODULE = /rolldown[\\/]runtime/;

/** Modules every page uses beyond the app shell: kept with it rather than in a page's chunk. */
const EVERY_PAGE = [
  /@tanstack[\\/]react-query[\\/].*[\\/]useMutation\.js$/,
  /@tanstack[\\/]query-core[\\/].*[\\/]mutationObserver\.js$/,
  /src[\\/]web[\\/]lib[\\/]use-document-title\.ts$/,
  // The delivery slots and day names the countdown's schema (loaded beside its request on every
  // signed-in page) checks against. Kept in the shell, that chunk imports the shell like every other,
  // and the bundler keeps its own helpers (namespace objects, CommonJS interop) there too; with no
  // chunk of the shell to import, they came as a file of their own that every page had to fetch first.
  /src[\\/]domain[\\/]delivery-slots\.ts$/,
];

/** The ids `start` reaches by static imports, taking lucide icons by name (see above). */
function reach(
  start: string,
  importsOf: (id: string) => readonly string[],
  icons: Map<string, string>,
): Set<string> {
  const found = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id) || LUCIDE_INDEX.test(id)) continue;
    found.add(id);
    queue.push(...importsOf(id));
    if (id.includes('node_modules') || !/\.tsx?$/.test(id)) continue;
    for (const [, names = ''] of readFileSync(id, 'utf8').matchAll(LUCIDE_IMPORT)) {
      for (const name of names.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')) {
        const icon = icons.get(name);
        if (icon) queue.push(icon);
      }
    }
  }
  return found;
}

export function chunkGroups() {
  /** Module ids of each group (the app shell, the catalogue, the first visit), filled once the graph is known. */
  const shell = new Set<string>();
  const catalogue = new Set<string>();
  const firstVisit = new Set<string>();
  const plugin: Plugin = {
    name: 'w1-chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
      const page = ids.find((id) => CATALOGUE_PAGE.test(id));
      if (!entry || !page)
        throw new Error('chunk-groups: the entry or catalogue-page.tsx is not in the build');
      const index = ids.find((id) => LUCIDE_INDEX.test(id));
      const icons = index ? lucideIcons(index) : new Map<string, string>();
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      for (const id of reach(entry, importsOf, icons)) shell.add(id);
      for (const id of ids.filter((id) => EVERY_PAGE.some((pattern) => pattern.test(id)))) {
        for (const reached of reach(id, importsOf, icons)) shell.add(reached);
      }
      for (const id of reach(page, importsOf, icons)) if (!shell.has(id)) catalogue.add(id);
      const firstVisitStarts = ids.filter((id) => FIRST_VISIT_MODULES.some((pattern) => pattern.test(id)));
      if (firstVisitStarts.length !== FIRST_VISIT_MODULES.length) {
        throw new Error('chunk-groups: postcode-page.tsx or cookie-notice.tsx is not in the build');
      }
      for (const start of firstVisitStarts) {
        for (const id of reach(start, importsOf, icons)) {
          if (!shell.has(id) && !catalogue.has(id)) firstVisit.add(id);
        }
      }
    },
    generateBundle(_options, bundle) {
      // The bundler's own helpers belong in the entry; in a chunk of their own, every page fetches
      // that file before anything else (see EVERY_PAGE's delivery-slots line for how it came about).
      const runtime = Object.values(bundle).find(
        (item) =>
          item.type === 'chunk' && !item.isEntry && item.moduleIds.some((id) => RUNTIME_MODULE.test(id)),
      );
      if (runtime) {
        this.error(
          `chunk-groups: the bundler's runtime helpers are in ${runtime.fileName}, a chunk of their own that every page would fetch first; keep the modules that needed them in the app shell (EVERY_PAGE)`,
        );
      }
    },
  };
  const groups = [
    { name: 'index', test: (id: string) => shell.has(id) },
    { name: 'catalogue', test: (id: string) => catalogue.has(id) },
    { name: 'first-visit', test: (id: string) => firstVisit.has(id) },
  ];
  return { plugin, groups };
}
