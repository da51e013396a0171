// SVG charts for the balance report: grouped bars with 95 % intervals, box plots and histograms.
// Plain SVG 1.1 text; every label and title goes through the one escaping helper.

import { escapeXml } from '../lib/xml.ts';
import type { Histogram } from './aggregate.ts';
import type { Summary } from './stats.ts';

const WIDTH = 640;
const FONT = 'DejaVu Sans, Verdana, sans-serif';
/** Okabe–Ito colours: told apart with every common colour-vision deficiency. */
export const SERIES_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7'] as const;
const INK = '#222222';
const GRID = '#dddddd';

export interface Series {
  name: string;
  /** One colour for the series, or one per category (the deck's own colours). */
  colour: string | readonly string[];
  values: readonly number[];
  low?: readonly number[];
  high?: readonly number[];
}

export interface BarChart {
  title: string;
  categories: readonly string[];
  series: readonly Series[];
  /** A dashed line across the chart, e.g. the fair share of wins. */
  reference?: { value: number; label: string };
  format: (v: number) => string;
}

interface TextStyle {
  anchor?: 'start' | 'middle' | 'end';
  size?: number;
  bold?: boolean;
  fill?: string;
}

const text = (x: number, y: number, s: string, style: TextStyle = {}): string =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${FONT}" font-size="${style.size ?? 12}" fill="${style.fill ?? INK}" text-anchor="${style.anchor ?? 'start'}"${style.bold ? ' font-weight="bold"' : ''}>${escapeXml(s)}</text>`;

function frame(height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    text(16, 24, title, { size: 15, bold: true }),
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** Round axis values (steps of 1, 2 or 5 times a power of ten), about `count` steps, from at or below `min` to at or above `max`. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const span = max - min || 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  const end = Math.ceil(max / step - 1e-9) * step;
  for (let t = Math.floor(min / step + 1e-9) * step; t <= end + step * 1e-9; t += step)
    ticks.push(Number(t.toPrecision(12)));
  return ticks;
}

/** Vertical bars, one group per category and one bar per series, with interval whiskers. */
export function renderBarChart(chart: BarChart): string {
  const top = 48;
  const plotH = 220;
  const left = 64;
  const plotW = WIDTH - left - 24;
  const legendH = chart.series.length > 1 ? 22 : 0;
  // Labels wider than their group (about 6.6 px a character at 12 px) take two staggered rows.
  const stagger = chart.categories.some((l) => l.length * 6.6 > plotW / chart.categories.length - 4) ? 14 : 0;
  const height = top + plotH + 44 + legendH + stagger;
  const highest = Math.max(
    chart.reference?.value ?? 0,
    ...chart.series.flatMap((s) => [...s.values, ...(s.high ?? [])]),
  );
  const lowest = Math.min(0, ...chart.series.flatMap((s) => [...s.values, ...(s.low ?? [])]));
  const ticks = niceTicks(lowest, highest > lowest ? highest : lowest + 1);
  const yMax = ticks[ticks.length - 1]!;
  const yMin = ticks[0]!;
  const y = (v: number): number => top + plotH - ((v - yMin) / (yMax - yMin || 1)) * plotH;
  const body: string[] = [];
  for (const t of ticks) {
    body.push(
      `<line x1="${left}" x2="${left + plotW}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="${GRID}"/>`,
    );
    body.push(text(left - 6, y(t) + 4, chart.format(t), { anchor: 'end' }));
  }
  const groupW = plotW / chart.categories.length;
  const barW = Math.min(48, (groupW * 0.8) / chart.series.length);
  chart.categories.forEach((label, c) => {
    const x0 = left + groupW * c + (groupW - barW * chart.series.length) / 2;
    chart.series.forEach((s, k) => {
      const v = s.values[c]!;
      const x = x0 + barW * k;
      const fill = typeof s.colour === 'string' ? s.colour : (s.colour[c] ?? SERIES_COLOURS[0]);
      body.push(
        `<rect x="${x.toFixed(1)}" y="${Math.min(y(v), y(0)).toFixed(1)}" width="${(barW - 2).toFixed(1)}" height="${Math.abs(y(0) - y(v)).toFixed(1)}" fill="${escapeXml(fill)}"><title>${escapeXml(`${label} · ${s.name}: ${chart.format(v)}`)}</title></rect>`,
      );
      const lo = s.low?.[c];
      const hi = s.high?.[c];
      if (lo !== undefined && hi !== undefined) {
        const cx = x + (barW - 2) / 2;
        body.push(
          `<path d="M${cx.toFixed(1)} ${y(lo).toFixed(1)}V${y(hi).toFixed(1)}M${(cx - 5).toFixed(1)} ${y(lo).toFixed(1)}h10M${(cx - 5).toFixed(1)} ${y(hi).toFixed(1)}h10" stroke="${INK}" stroke-width="1.5" fill="none"/>`,
        );
      }
    });
    body.push(text(left + groupW * c + groupW / 2, top + plotH + 18 + (c % 2) * stagger, label, { anchor: 'middle' }));
  });
  body.push(
    `<line x1="${left}" x2="${left + plotW}" y1="${y(0).toFixed(1)}" y2="${y(0).toFixed(1)}" stroke="${INK}"/>`,
  );
  if (chart.reference !== undefined) {
    const ry = y(chart.reference.value);
    body.push(
      `<line x1="${left}" x2="${left + plotW}" y1="${ry.toFixed(1)}" y2="${ry.toFixed(1)}" stroke="#D55E00" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    );
    // The label sits above the plot, as a legend entry, so that no bar or whisker can cover it.
    const keyX = left + plotW - chart.reference.label.length * 6.2 - 32;
    body.push(
      `<line x1="${keyX.toFixed(1)}" x2="${(keyX + 26).toFixed(1)}" y1="${top - 16}" y2="${top - 16}" stroke="#D55E00" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    );
    body.push(text(left + plotW, top - 12, chart.reference.label, { anchor: 'end', fill: '#A04000' }));
  }
  chart.series.forEach((s, k) => {
    if (chart.series.length < 2) return;
    const x = left + k * 200;
    const ly = top + plotH + 38 + stagger;
    const fill = typeof s.colour === 'string' ? s.colour : SERIES_COLOURS[k]!;
    body.push(
      `<rect x="${x}" y="${ly - 10}" width="12" height="12" fill="${escapeXml(fill)}"/>`,
      text(x + 18, ly, s.name),
    );
  });
  return frame(height, chart.title, body);
}

/** Horizontal box plots: whiskers from the 5th to the 95th percentile, box the middle half, a line at the median, a dot at the mean. */
export function renderBoxChart(
  title: string,
  rows: readonly { label: string; summary: Summary; colour?: string }[],
  format: (v: number) => string,
): string {
  const top = 44;
  const rowH = 28;
  const left = 150;
  const plotW = WIDTH - left - 24;
  const height = top + rows.length * rowH + 56;
  const lo = Math.min(...rows.map((r) => r.summary.p5));
  const hi = Math.max(...rows.map((r) => r.summary.p95));
  const ticks = niceTicks(lo, hi > lo ? hi : lo + 1);
  const xMin = ticks[0]!;
  const xMax = ticks[ticks.length - 1]!;
  const x = (v: number): number => left + ((v - xMin) / (xMax - xMin || 1)) * plotW;
  const bottom = top + rows.length * rowH;
  const body: string[] = [];
  for (const t of ticks) {
    body.push(`<line x1="${x(t).toFixed(1)}" x2="${x(t).toFixed(1)}" y1="${top}" y2="${bottom}" stroke="${GRID}"/>`);
    body.push(text(x(t), bottom + 16, format(t), { anchor: 'middle' }));
  }
  body.push(
    text(left, bottom + 40, 'line: 5th to 95th percentile · box: middle half · bar: median · dot: mean', { size: 11 }),
  );
  rows.forEach((row, i) => {
    const s = row.summary;
    const cy = top + i * rowH + rowH / 2;
    const fill = row.colour ?? SERIES_COLOURS[0];
    body.push(text(left - 8, cy + 4, row.label, { anchor: 'end' }));
    body.push(`<path d="M${x(s.p5).toFixed(1)} ${cy}H${x(s.p95).toFixed(1)}" stroke="${INK}"/>`);
    body.push(
      `<rect x="${x(s.p25).toFixed(1)}" y="${cy - 8}" width="${Math.max(1, x(s.p75) - x(s.p25)).toFixed(1)}" height="16" fill="${escapeXml(fill)}" fill-opacity="0.35" stroke="${escapeXml(fill)}"><title>${escapeXml(`${row.label}: median ${format(s.median)}, mean ${format(s.mean)}, middle half ${format(s.p25)}–${format(s.p75)}`)}</title></rect>`,
    );
    body.push(`<path d="M${x(s.median).toFixed(1)} ${cy - 8}V${cy + 8}" stroke="${INK}" stroke-width="2"/>`);
    body.push(`<circle cx="${x(s.mean).toFixed(1)}" cy="${cy}" r="3" fill="${INK}"/>`);
  });
  return frame(height, title, body);
}

/** A histogram as adjoining bars, with the x axis labelled at round values. */
export function renderHistogram(title: string, h: Histogram, xLabel: string): string {
  const top = 44;
  const plotH = 200;
  const left = 56;
  const plotW = WIDTH - left - 24;
  const height = top + plotH + 52;
  const most = Math.max(1, ...h.counts);
  const barW = plotW / h.counts.length;
  const body: string[] = [];
  const yTicks = niceTicks(0, most, 4);
  const yTop = yTicks[yTicks.length - 1]!;
  const y = (v: number): number => top + plotH - (v / yTop) * plotH;
  for (const t of yTicks) {
    body.push(
      `<line x1="${left}" x2="${left + plotW}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="${GRID}"/>`,
    );
    body.push(text(left - 6, y(t) + 4, String(t), { anchor: 'end' }));
  }
  const width = (h.high - h.low) / h.counts.length;
  h.counts.forEach((n, i) => {
    const from = h.low + width * i;
    body.push(
      `<rect x="${(left + barW * i).toFixed(1)}" y="${y(n).toFixed(1)}" width="${Math.max(1, barW - 1).toFixed(1)}" height="${(top + plotH - y(n)).toFixed(1)}" fill="${SERIES_COLOURS[0]}"><title>${escapeXml(`${from.toFixed(0)}–${(from + width).toFixed(0)}: ${n}`)}</title></rect>`,
    );
  });
  const x = (v: number): number => left + ((v - h.low) / (h.high - h.low || 1)) * plotW;
  for (const t of niceTicks(h.low, h.high, 6).filter((t) => t >= h.low && t <= h.high))
    body.push(text(x(t), top + plotH + 16, String(t), { anchor: 'middle' }));
  body.push(`<line x1="${left}" x2="${left + plotW}" y1="${top + plotH}" y2="${top + plotH}" stroke="${INK}"/>`);
  body.push(text(left + plotW / 2, top + plotH + 40, xLabel, { anchor: 'middle' }));
  return frame(height, title, body);
}
