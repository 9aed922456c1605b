import type { OverloadPoint } from './overload.ts';

/** One line of the chart: a database, with or without the load limits. */
export type OverloadSeries = { label: string; color: string; dashed: boolean; points: OverloadPoint[] };

const WIDTH = 900;
const PANEL_HEIGHT = 260;
const MARGIN = { left: 64, right: 24, top: 40, bottom: 44 };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A round upper bound for an axis: 1, 2 or 5 times a power of ten, at least `value`. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

type Panel = {
  title: string;
  /** Undefined where the panel has nothing to show (no request was served, so no p99). */
  value: (point: OverloadPoint) => number | undefined;
  /** A horizontal line marking a target, e.g. p99 200 ms. */
  target?: { value: number; label: string };
};

/**
 * The overload curve as an SVG of three panels (served req/s, p99 of served answers, answers
 * refused with 503 per second) against connections, one line per series; no chart library.
 */
export function overloadChartSvg(series: OverloadSeries[], caption: string): string {
  const connections = [
    ...new Set(series.flatMap((line) => line.points.map((point) => point.connections))),
  ].sort((a, b) => a - b);
  const panels: Panel[] = [
    { title: 'Served requests per second', value: (point) => point.servedPerSecond },
    {
      title: 'p99 of served requests (ms)',
      value: (point) => (point.servedPerSecond > 0 ? point.p99Ms : undefined),
      target: { value: 200, label: 'target 200 ms' },
    },
    { title: 'Refused with 503 + Retry-After, per second', value: (point) => point.refusedPerSecond },
  ];
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = PANEL_HEIGHT - MARGIN.top - MARGIN.bottom;
  // Connections on a log scale: 10, 50, 200 and 500 spread evenly enough to read.
  const logMin = Math.log10(connections[0] ?? 1);
  const logMax = Math.log10(connections.at(-1) ?? 10);
  const x = (count: number) =>
    MARGIN.left +
    (logMax === logMin ? plotWidth / 2 : ((Math.log10(count) - logMin) / (logMax - logMin)) * plotWidth);
  const legendHeight = 24 * series.length + 16;
  const height = 48 + PANEL_HEIGHT * panels.length + legendHeight;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-labelledby="overload-title">`,
    `<title id="overload-title">${escapeXml(caption)}</title>`,
    '<rect width="100%" height="100%" fill="#fff"/>',
    `<text x="${WIDTH / 2}" y="28" text-anchor="middle" font-size="16" font-weight="600">${escapeXml(caption)}</text>`,
  ];
  panels.forEach((panel, index) => {
    const top = 48 + index * PANEL_HEIGHT;
    const values = series.flatMap((line) =>
      line.points.map(panel.value).filter((value): value is number => value !== undefined),
    );
    const max = niceCeiling(Math.max(...values, panel.target?.value ?? 0) * 1.05);
    const y = (value: number) => top + MARGIN.top + plotHeight - (value / max) * plotHeight;
    parts.push(
      `<text x="${MARGIN.left}" y="${top + 22}" font-size="14" font-weight="600">${escapeXml(panel.title)}</text>`,
    );
    for (let tick = 0; tick <= 4; tick++) {
      const value = (max / 4) * tick;
      parts.push(
        `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(value)}" y2="${y(value)}" stroke="#e5e7eb"/>`,
        `<text x="${MARGIN.left - 8}" y="${y(value) + 4}" text-anchor="end" fill="#4b5563">${Math.round(value).toLocaleString('en-GB')}</text>`,
      );
    }
    for (const count of connections) {
      parts.push(
        `<text x="${x(count)}" y="${top + MARGIN.top + plotHeight + 18}" text-anchor="middle" fill="#4b5563">${count}</text>`,
      );
    }
    parts.push(
      `<text x="${MARGIN.left + plotWidth / 2}" y="${top + MARGIN.top + plotHeight + 36}" text-anchor="middle" fill="#4b5563">connections</text>`,
    );
    if (panel.target) {
      parts.push(
        `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y(panel.target.value)}" y2="${y(panel.target.value)}" stroke="#dc2626" stroke-dasharray="2 3"/>`,
        `<text x="${WIDTH - MARGIN.right}" y="${y(panel.target.value) - 4}" text-anchor="end" fill="#dc2626">${escapeXml(panel.target.label)}</text>`,
      );
    }
    for (const line of series) {
      const shown = line.points.flatMap((point) => {
        const value = panel.value(point);
        return value === undefined ? [] : [{ connections: point.connections, value }];
      });
      const coordinates = shown.map((point) => `${x(point.connections)},${y(point.value)}`);
      parts.push(
        `<polyline points="${coordinates.join(' ')}" fill="none" stroke="${line.color}" stroke-width="2.5"${line.dashed ? ' stroke-dasharray="7 5"' : ''}/>`,
        ...shown.map(
          (point) =>
            `<circle cx="${x(point.connections)}" cy="${y(point.value)}" r="3.5" fill="${line.color}"><title>${escapeXml(`${line.label}, ${point.connections} connections: ${point.value}`)}</title></circle>`,
        ),
      );
    }
  });
  const legendTop = 48 + PANEL_HEIGHT * panels.length + 8;
  series.forEach((line, index) => {
    const rowY = legendTop + index * 24;
    parts.push(
      `<line x1="${MARGIN.left}" x2="${MARGIN.left + 36}" y1="${rowY}" y2="${rowY}" stroke="${line.color}" stroke-width="2.5"${line.dashed ? ' stroke-dasharray="7 5"' : ''}/>`,
      `<text x="${MARGIN.left + 44}" y="${rowY + 4}">${escapeXml(line.label)}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
