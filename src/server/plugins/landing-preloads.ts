import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_KEYS } from '../../domain/browser-storage.ts';

/** One chunk as Vite's build manifest (`dist/web/.vite/manifest.json`) describes it. */
export type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
};
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The pages a visitor arrives on from outside the shop (a shared link, a search engine, a mail, a
 * payment page sending them back) and the lazy modules each renders, as app/routes.tsx and the
 * dashboard's route table import them (paths under src/web; a test holds them together). The home
 * page lives in the 'catalogue' chunk and the postcode picker in the 'first-visit' one
 * (scripts/chunk-groups.ts), named here by their chunks' names.
 */
export const LANDING_PAGES: ReadonlyArray<{
  path: RegExp;
  modules: readonly string[];
  /** Behind app/require-delivery-area.tsx: a visitor with no delivery area is sent to the picker. */
  needsDeliveryArea?: true;
}> = [
  { path: /^\/$/, modules: ['catalogue'], needsDeliveryArea: true },
  {
    path: /^\/categories\/?$/,
    modules: ['features/catalog/components/categories-page.tsx'],
    needsDeliveryArea: true,
  },
  {
    path: /^\/categories\/[^/]+\/?$/,
    modules: ['features/catalog/components/category-page.tsx'],
    needsDeliveryArea: true,
  },
  {
    path: /^\/product\/details\/[^/]+\/?$/,
    modules: ['features/catalog/components/product-details-page.tsx'],
    needsDeliveryArea: true,
  },
  {
    path: /^\/search\/[^/]+\/?$/,
    modules: ['features/search/components/search-page.tsx'],
    needsDeliveryArea: true,
  },
  { path: /^\/postcoder\/?$/, modules: ['first-visit'] },
  { path: /^\/cart\/?$/, modules: ['features/basket/components/basket-page.tsx'] },
  { path: /^\/login\/?$/, modules: ['features/auth/components/login-page.tsx'] },
  { path: /^\/sign-up\/?$/, modules: ['features/auth/components/sign-up-page.tsx'] },
  { path: /^\/forgot-password\/?$/, modules: ['features/auth/components/forgot-password-page.tsx'] },
  {
    path: /^\/reset-password\/[^/]+\/?$/,
    modules: ['features/auth/components/reset-password-page.tsx'],
  },
  { path: /^\/contact-us\/?$/, modules: ['features/contact/components/contact-page.tsx'] },
  { path: /^\/faq\/?$/, modules: ['features/static-pages/components/faq-page.tsx'] },
  { path: /^\/about-us\/?$/, modules: ['features/static-pages/components/about-us-page.tsx'] },
  { path: /^\/terms\/?$/, modules: ['features/static-pages/components/terms-page.tsx'] },
  {
    path: /^\/privacy-policy\/?$/,
    modules: ['features/static-pages/components/privacy-policy-page.tsx'],
  },
  {
    path: /^\/order-success\/[^/]+\/?$/,
    modules: ['features/orders/components/order-success-page.tsx'],
  },
  { path: /^\/order-success\/?$/, modules: ['features/orders/components/payment-success-page.tsx'] },
  { path: /^\/cancel\/?$/, modules: ['features/orders/components/payment-cancel-page.tsx'] },
  {
    path: /^\/subscription-success\/?$/,
    modules: ['features/membership/components/subscription-success-page.tsx'],
  },
  {
    path: /^\/subscription-cancel\/?$/,
    modules: ['features/membership/components/subscription-cancel-page.tsx'],
  },
  {
    path: /^\/customer-dashboard\/orders\/details\/[^/]+\/?$/,
    modules: ['app/dashboard/dashboard-routes.tsx', 'features/orders/components/order-details-page.tsx'],
  },
];

/** The manifest key of `module`: its source path, or else the name of the chunk it was grouped into. */
function manifestKey(manifest: BuildManifest, module: string): string | undefined {
  if (manifest[module]) return module;
  return Object.keys(manifest).find((key) => manifest[key]?.name === module && !manifest[key]?.isEntry);
}

/**
 * The files `modules` need beyond the entry script the page already loads: each module's chunk
 * and the chunks those import, in the order they are first reached.
 */
export function chunkFilesOf(manifest: BuildManifest, modules: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!key || !chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(manifestKey(manifest, module));
  return files;
}

/** The picker's chunk: what a visitor without a delivery area is shown instead of a catalogue page. */
const PICKER_MODULES = ['first-visit'];

function modulePreloadLink(file: string): string {
  return `<link rel="modulepreload" crossorigin href="/${file}">`;
}

/**
 * Whether a visitor has a delivery area is known only in the browser (the postcode and the session
 * token live in localStorage under STORAGE_KEYS, where the web stores write them). This script,
 * run while the head is parsed, puts in the hints of the page the visitor will see: the catalogue
 * page's chunks, or the picker's. A new guest on / used to fetch the catalogue chunk (8 KB) and never run it, which
 * took a first visit over issue 14's 100 KB. The same text always, so the CSP allows it by hash.
 */
export const DELIVERY_AREA_HINTS_SCRIPT =
  `(function(){var hasArea=false;try{hasArea=!!(localStorage.getItem('${STORAGE_KEYS.postcode}')||localStorage.getItem('${STORAGE_KEYS.token}'))}catch(e){}` +
  "var hints=document.getElementById(hasArea?'hints-with-delivery-area':'hints-without-delivery-area');" +
  'if(hints)document.head.appendChild(hints.content)})()';

/** The CSP source that lets DELIVERY_AREA_HINTS_SCRIPT, and no other inline script, run. */
export const DELIVERY_AREA_HINTS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(DELIVERY_AREA_HINTS_SCRIPT).digest('base64')}'`;

/** index.html with a modulepreload hint for each file, placed before </head>. */
export function withModulePreloads(indexHtml: string, files: readonly string[]): string {
  if (files.length === 0) return indexHtml;
  const links = files.map(modulePreloadLink).join('\n    ');
  return indexHtml.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * index.html for a page behind the delivery-area check: the page's hints and the picker's, each in
 * a template, and the script that puts one set in (DELIVERY_AREA_HINTS_SCRIPT).
 */
export function withDeliveryAreaPreloads(
  indexHtml: string,
  withArea: readonly string[],
  withoutArea: readonly string[],
): string {
  const templates =
    `<template id="hints-with-delivery-area">${withArea.map(modulePreloadLink).join('')}</template>` +
    `<template id="hints-without-delivery-area">${withoutArea.map(modulePreloadLink).join('')}</template>`;
  return indexHtml.replace(
    '</head>',
    `  ${templates}<script>${DELIVERY_AREA_HINTS_SCRIPT}</script>\n  </head>`,
  );
}

/** A shell's text and its weak ETag (weak: the same text is sent brotli, gzip or plain). */
export type AppShell = { html: string; etag: string };

function appShell(html: string): AppShell {
  return { html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"` };
}

type AppShells = { index: AppShell; pages: Array<{ path: RegExp; shell: AppShell }> };

/** What identifies one build's files on disk: their modification times and sizes. */
function buildStamp(paths: readonly string[]): string {
  return paths
    .map((path) => {
      const stat = statSync(path, { throwIfNoEntry: false });
      return stat ? `${stat.mtimeMs}:${stat.size}` : '-';
    })
    .join('|');
}

/** The shells of one build, or undefined while a build is rewriting the files (half there). */
function readAppShells(indexPath: string, manifestPath: string): AppShells | undefined {
  try {
    const indexHtml = readFileSync(indexPath, 'utf8');
    if (!indexHtml.includes('</head>')) return undefined;
    // A build without a manifest (tests' stand-in shells) still gets the plain shell.
    const manifest: BuildManifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest)
      : {};
    const pickerFiles = chunkFilesOf(manifest, PICKER_MODULES);
    const pages = LANDING_PAGES.map((page) => {
      const files = chunkFilesOf(manifest, page.modules);
      return {
        path: page.path,
        shell: appShell(
          page.needsDeliveryArea
            ? withDeliveryAreaPreloads(indexHtml, files, pickerFiles)
            : withModulePreloads(indexHtml, files),
        ),
      };
    });
    return { index: appShell(indexHtml), pages };
  } catch {
    return undefined;
  }
}

/**
 * The app shell for a path, with its ETag: index.html naming, for a landing page, the chunks its
 * route will import. Without the hints a phone learns of the page's code only after the entry script has
 * downloaded and run, one more round trip before the page can draw (Lighthouse: LCP 0.4-0.6 s
 * later on a category page). Worked out once per build, and again when index.html or the manifest
 * changes (a build while the server runs); while a build has them half written, the shells last
 * read are kept. Called only when index.html exists (spa.ts).
 */
export function appShellFor(webDir: string): (path: string) => AppShell {
  const indexPath = join(webDir, 'index.html');
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  let readStamp = '';
  let shells: AppShells | undefined;
  return (path) => {
    const stamp = buildStamp([indexPath, manifestPath]);
    if (stamp !== readStamp || !shells) {
      const read = readAppShells(indexPath, manifestPath);
      if (read) {
        shells = read;
        readStamp = stamp;
      }
    }
    if (!shells) return appShell(readFileSync(indexPath, 'utf8'));
    return shells.pages.find((page) => page.path.test(path))?.shell ?? shells.index;
  };
}
