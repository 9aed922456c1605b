import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium.ts';

/**
 * One page as Lighthouse sees it: a visitor who has chosen a postcode, or a first-time one; with
 * `token`, a returning visitor signed in with that session token.
 */
export type LighthousePage = { label: string; path: string; visitor: 'returning' | 'first'; token?: string };

export type LighthouseFigures = {
  label: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript as transferred over the wire (after compression), in bytes. */
  scriptBytes: number;
  /**
   * Lighthouse's measure of the host's CPU speed: its 4x slowdown is of this machine's CPU, so
   * figures from hosts of different speed do not compare.
   */
  benchmarkIndex: number;
};

/**
 * The pages the issue measures (issue 14): the catalogue, a category, a product, basket, login and
 * the postcode picker, each for a returning visitor (a postcode chosen) and on a first visit (no
 * postcode yet: the catalogue pages send the visitor to the picker, and the splash and cookie notice
 * show).
 */
export function issuePages(productSlug: string, categorySlug: string): LighthousePage[] {
  const paths = [
    { label: '/', path: '/' },
    { label: `/categories/${categorySlug}`, path: `/categories/${categorySlug}` },
    { label: 'product page', path: `/product/details/${productSlug}` },
    { label: '/cart', path: '/cart' },
    { label: '/login', path: '/login' },
    { label: '/postcoder', path: '/postcoder' },
  ];
  return paths.flatMap(({ label, path }) => [
    { label, path, visitor: 'returning' as const },
    { label: `${label} (first visit)`, path, visitor: 'first' as const },
  ]);
}

/** The order guide and quick order (issue 31), for a venue signed in with `token`. */
export function guidePages(token: string): LighthousePage[] {
  return ['/order-guide', '/quick-order'].map((path) => ({
    label: path,
    path,
    visitor: 'returning' as const,
    token,
  }));
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * One Lighthouse run (mobile defaults: simulated slow 4G and 4x CPU slowdown) against a fresh
 * Chromium profile. A returning visitor has 'address' and 'new user' set in localStorage before
 * the run, like measureFirstVisit; storage is then not reset, but the HTTP cache starts empty, so
 * every script and style is still fetched.
 */
async function runOnce(base: string, page: LighthousePage, port: number): Promise<LighthouseFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), `--remote-debugging-port=${port}`],
  });
  try {
    if (page.visitor === 'returning') {
      const primer = await context.newPage();
      // A small file of the same origin: localStorage is written without loading the app.
      await primer.goto(`${base}/favicon.svg`);
      await primer.evaluate((token) => {
        window.localStorage.setItem('address', 'W1U');
        window.localStorage.setItem('new user', 'false');
        if (token) window.localStorage.setItem('token', token);
      }, page.token ?? null);
      await primer.close();
    }
    const result = await lighthouse(
      `${base}${page.path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: page.visitor === 'returning',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    // LIGHTHOUSE_JSON_DIR keeps each run's whole report, to read which audits cost the points.
    const keep = process.env.LIGHTHOUSE_JSON_DIR;
    if (keep) {
      const name = `${page.label.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
      writeFileSync(join(keep, name), JSON.stringify(result.lhr));
    }
    const { categories, audits, environment } = result.lhr;
    const requests = (audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
      ?.items;
    const scriptBytes = (requests ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
    return {
      label: page.label,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      scriptBytes,
      benchmarkIndex: Math.round(environment.benchmarkIndex),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Each page `runs` times; every figure is the median of its runs (taken per figure). */
export async function measureLighthouse(
  base: string,
  pages: LighthousePage[],
  runs = 3,
  port = 9333,
): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const page of pages) {
    const results: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      // Chromium now and then closes Lighthouse's tab on this busy machine ("Target closed"):
      // one retry of that run, not a failed report.
      results.push(await runOnce(base, page, port).catch(() => runOnce(base, page, port)));
    }
    const pick = (key: Exclude<keyof LighthouseFigures, 'label'>) =>
      median(results.map((result) => result[key]));
    const summary: LighthouseFigures = {
      label: page.label,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      scriptBytes: pick('scriptBytes'),
      benchmarkIndex: pick('benchmarkIndex'),
    };
    console.log(
      `${summary.label}: performance ${summary.performance}, CLS ${summary.cls}, TBT ${summary.tbtMs} ms, LCP ${summary.lcpMs} ms, benchmark index ${summary.benchmarkIndex}`,
    );
    figures.push(summary);
  }
  return figures;
}

/** The README/report table of the figures. */
export function lighthouseTable(figures: LighthouseFigures[]): string[] {
  return [
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS transferred | host benchmark index |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.label} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${(f.scriptBytes / 1024).toFixed(1)} KB | ${f.benchmarkIndex} |`,
    ),
  ];
}

/** The bench report's section: the issue's pages measured against the running shop. */
export async function lighthouseReport(
  base: string,
  productSlug: string,
  categorySlug: string,
): Promise<string[]> {
  const figures = await measureLighthouse(base, issuePages(productSlug, categorySlug));
  return lighthouseTable(figures);
}

// `npx tsx bench/lighthouse.ts http://127.0.0.1:3210 <product-slug> <category-slug> [runs] [only]`:
// the Lighthouse figures alone, against a shop that is already running in production mode.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://127.0.0.1:3000', productSlug = '', categorySlug = 'drinks', runs = '3', only] =
    process.argv.slice(2);
  // An optional fifth argument measures only the page of that label ('/', '/login'), or else the
  // pages whose label contains it ('product').
  // `only` 'guide' measures the order guide and quick order, signed in as LIGHTHOUSE_TOKEN's venue.
  const token = process.env.LIGHTHOUSE_TOKEN;
  // With LIGHTHOUSE_TOKEN, '/order-guide' or '/quick-order' measures that page alone.
  const guide = token ? guidePages(token) : [];
  const all = only === 'guide' ? guide : [...issuePages(productSlug, categorySlug), ...guide];
  const exact = all.filter((page) => page.label === only);
  const pages =
    exact.length > 0 || only === 'guide'
      ? exact.length > 0
        ? exact
        : all
      : all.filter((page) => !only || page.label.includes(only));
  // LIGHTHOUSE_DEBUG_PORT: another Chromium debugging port than 9333, when another run shares the host.
  const debugPort = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9333);
  const figures = await measureLighthouse(base, pages, Number(runs), debugPort);
  console.log(lighthouseTable(figures).join('\n'));
}
