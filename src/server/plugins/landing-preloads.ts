import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_KEYS } from '../../domain/browser-storage.ts';

/** Where the build writes the landing pages' files, under the web build's folder. */
export const LANDING_PAGES_MANIFEST_FILE = '.vite/landing-pages.json';

/**
 * What the build writes (scripts/landing-pages-manifest.ts, from src/web/app/landing-pages.ts): for
 * each page a visitor arrives on from outside the shop, its route's path as the route table writes
 * it and the files its route will import beyond the entry script; and the delivery-area picker's.
 */
export type LandingPagesManifest = {
  picker: string[];
  pages: Array<{ path: string; files: string[]; needsDeliveryArea: boolean }>;
};

/** A route path as the route tables write it ('/categories/:slug') as the addresses it answers. */
export function routePathPattern(path: string): RegExp {
  if (path === '/') return /^\/$/;
  const parts = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('\\/')}\\/?$`);
}

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
    // A build without the file (tests' stand-in shells) still gets the plain shell.
    const manifest: LandingPagesManifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as LandingPagesManifest)
      : { picker: [], pages: [] };
    const pages = manifest.pages.map((page) => ({
      path: routePathPattern(page.path),
      shell: appShell(
        page.needsDeliveryArea
          ? withDeliveryAreaPreloads(indexHtml, page.files, manifest.picker)
          : withModulePreloads(indexHtml, page.files),
      ),
    }));
    return { index: appShell(indexHtml), pages };
  } catch {
    return undefined;
  }
}

/**
 * The app shell for a path, with its ETag: index.html naming, for a landing page, the chunks its
 * route will import. Without the hints a phone learns of the page's code only after the entry script has
 * downloaded and run, one more round trip before the page can draw (Lighthouse: LCP 0.4-0.6 s
 * later on a category page). Worked out once per build, and again when index.html or the build's
 * landing-pages file changes (a build while the server runs); while a build has them half written,
 * the shells last read are kept. Called only when index.html exists (spa.ts).
 */
export function appShellFor(webDir: string): (path: string) => AppShell {
  const indexPath = join(webDir, 'index.html');
  const manifestPath = join(webDir, LANDING_PAGES_MANIFEST_FILE);
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
