import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { DbDialect } from '../src/server/db/database.ts';
import { type OverloadPoint, overloadTable } from './overload.ts';
import { type OverloadSeries, overloadChartSvg } from './overload-chart.ts';

/** One database's latest overload run, as kept in docs/overload-curve.json. */
export type OverloadRun = {
  measuredAt: string;
  products: number;
  seconds: number;
  workers: number;
  /** The host's 1-minute load average when the run began: other work on the machine skews every figure. */
  loadAverage: number;
  /** The shop as configured (load limits on), and, when measured, without them. */
  limited: OverloadPoint[];
  /** The shop with other load-limit settings (`env`, NAME=value,…), measured right after `limited`. */
  compared?: { env: string; points: OverloadPoint[] } | undefined;
  unlimited?: OverloadPoint[] | undefined;
};

const DATA_FILE = 'docs/overload-curve.json';
const TABLE_FILE = 'docs/overload-curve.md';
const CHART_FILE = 'docs/overload-curve.svg';

const NAMES: Record<DbDialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const COLORS: Record<DbDialect, { limited: string; unlimited: string }> = {
  sqlite: { limited: '#1d4ed8', unlimited: '#60a5fa' },
  postgres: { limited: '#047857', unlimited: '#34d399' },
};

/**
 * Keeps `run` as `dialect`'s latest in docs/overload-curve.json, then writes the table of both
 * databases' latest runs (docs/overload-curve.md) and their chart (docs/overload-curve.svg).
 */
export function saveOverloadRun(dialect: DbDialect, run: OverloadRun, command: string): string[] {
  const runs: Partial<Record<DbDialect, OverloadRun>> = existsSync(DATA_FILE)
    ? (JSON.parse(readFileSync(DATA_FILE, 'utf8')) as Partial<Record<DbDialect, OverloadRun>>)
    : {};
  runs[dialect] = run;
  writeFileSync(DATA_FILE, `${JSON.stringify(runs, null, 2)}\n`);

  const series: OverloadSeries[] = [];
  const rows: { label: string; points: OverloadPoint[] }[] = [];
  const lines = [
    '# Overload curve',
    '',
    'Written by `npm run bench` (its overload section) from `docs/overload-curve.json`; do not edit by hand.',
    'A mixed load of 80 % browsing (list, category and "free from" pages, products by slug), 10 %',
    'searches and 10 % card orders from 200 customers, each request drawn at random, at 10 to 500',
    'clients on the same machine, each sending its next request once the last is answered. *Served*',
    'counts every answer but a 503; p50 and p99 are of those. *503* are the requests refused at once by',
    'the load limits (`MAX_REQUESTS_IN_FLIGHT`, `MAX_EVENT_LOOP_DELAY_MS`, `DATABASE_ACQUIRE_TIMEOUT_SECONDS`)',
    'with `Retry-After`; a refused client waits that long before it asks again, as a person would.',
    '"without limits" is the same shop with `MAX_REQUESTS_IN_FLIGHT=0`, `MAX_EVENT_LOOP_DELAY_MS=0` and a',
    'wait for a database connection of 10 minutes: every request queues, as before load shedding.',
    '"with NAME=value" is the same shop with those settings, measured right after the shop as configured',
    "(`--overload-compare`): an A/B of the limits on one host's load.",
    '',
    `Command: \`${command}\` (and the same with \`--db postgres\`).`,
    '',
  ];
  for (const key of ['sqlite', 'postgres'] as const) {
    const kept = runs[key];
    if (!kept) continue;
    lines.push(
      `- ${NAMES[key]}: measured ${kept.measuredAt}, ${kept.products.toLocaleString('en-GB')} products, ${kept.seconds} s per point, ${kept.workers} server process${kept.workers === 1 ? '' : 'es'}, host load average ${kept.loadAverage} at the start (${availableParallelism()} cores).`,
    );
    rows.push({ label: NAMES[key], points: kept.limited });
    series.push({ label: NAMES[key], color: COLORS[key].limited, dashed: false, points: kept.limited });
    // In the table only: the chart stays the shop as configured against the shop without limits.
    if (kept.compared)
      rows.push({ label: `${NAMES[key]} with ${kept.compared.env}`, points: kept.compared.points });
    if (kept.unlimited) {
      rows.push({ label: `${NAMES[key]} without limits`, points: kept.unlimited });
      series.push({
        label: `${NAMES[key]} without limits`,
        color: COLORS[key].unlimited,
        dashed: true,
        points: kept.unlimited,
      });
    }
  }
  const table = overloadTable(rows);
  lines.push('', ...table, '', '![The overload curve](overload-curve.svg)', '');
  writeFileSync(TABLE_FILE, lines.join('\n'));
  writeFileSync(
    CHART_FILE,
    overloadChartSvg(series, 'Mixed load (80 % browse, 10 % search, 10 % orders) against connections'),
  );
  return table;
}
