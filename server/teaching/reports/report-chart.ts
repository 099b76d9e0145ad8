/**
 * A chart of an attempt's readings for the exported report, drawn on the server with
 * @napi-rs/canvas (already the captcha's; no new native dependency): from the first table of the
 * readings (an array of objects) with two numeric columns that vary, a scatter of the last such
 * column against the first, points joined in order of the first. The image's only text is the
 * figures and the readings' own column names (the server ships a Latin font only); the report's
 * caption under it says in Chinese what it shows.
 */
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { ReportReadingsChart } from '../../../src/core/api/report-contract';
import { serverPath } from '../../server-root';

const FONT_FAMILY = 'XnfzReportChart';
let fontState: 'unknown' | 'ok' | 'missing' = 'unknown';

function fontFamily(): string {
  if (fontState === 'unknown')
    fontState = GlobalFonts.registerFromPath(
      serverPath('captcha', 'fonts', 'SourceCodePro-Bold.ttf'),
      FONT_FAMILY,
    )
      ? 'ok'
      : 'missing';
  return fontState === 'ok' ? FONT_FAMILY : 'sans-serif';
}

/** The readings' key of the table drawn, its two columns and the points (the record's `chart`). */
export type ReadingsChart = ReportReadingsChart;

/**
 * The chart the readings allow (null: no table with two varying numeric columns): the one rule,
 * used for the record's `chart` (the report pages draw it as it is) and so for the .docx.
 */
export function chartOfReadings(readings: Record<string, unknown> | null): ReadingsChart | null {
  if (!readings) return null;
  for (const [table, value] of Object.entries(readings)) {
    if (!Array.isArray(value) || value.length < 2) continue;
    const rows = value.filter(
      (row): row is Record<string, unknown> =>
        typeof row === 'object' && row !== null && !Array.isArray(row),
    );
    if (rows.length !== value.length) continue;
    const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const varying = keys.filter((key) => {
      const numbers = rows.map((row) => row[key]);
      return (
        numbers.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
        new Set(numbers).size > 1
      );
    });
    if (varying.length < 2) continue;
    const x = varying[0]!;
    const y = varying[varying.length - 1]!;
    const points = rows
      .map((row) => ({ x: row[x] as number, y: row[y] as number }))
      .sort((a, b) => a.x - b.x);
    return { table, x, y, points };
  }
  return null;
}

/** Round tick steps (1, 2, 5 × 10ⁿ) over a range. */
function ticks(min: number, max: number, count = 5): { values: number[]; lo: number; hi: number } {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const values: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) values.push(Number(v.toPrecision(12)));
  return { values, lo, hi: hi === lo ? lo + step : hi };
}

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 400;

/**
 * The chart as a PNG.
 * @example
 * const png = drawReadingsChart(record.chart!);
 */
export function drawReadingsChart(chart: ReadingsChart): Buffer {
  const canvas = createCanvas(CHART_WIDTH, CHART_HEIGHT);
  const ctx = canvas.getContext('2d');
  const family = fontFamily();
  const left = 80;
  const right = CHART_WIDTH - 36;
  const top = 24;
  const bottom = CHART_HEIGHT - 64;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, CHART_WIDTH, CHART_HEIGHT);
  const xs = ticks(
    Math.min(...chart.points.map((p) => p.x)),
    Math.max(...chart.points.map((p) => p.x)),
  );
  const ys = ticks(
    Math.min(...chart.points.map((p) => p.y)),
    Math.max(...chart.points.map((p) => p.y)),
  );
  const px = (x: number) => left + ((x - xs.lo) / (xs.hi - xs.lo)) * (right - left);
  const py = (y: number) => bottom - ((y - ys.lo) / (ys.hi - ys.lo)) * (bottom - top);
  ctx.font = `14px ${family}`;
  ctx.strokeStyle = '#e0e0e0';
  ctx.fillStyle = '#333333';
  ctx.lineWidth = 1;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const v of xs.values) {
    ctx.beginPath();
    ctx.moveTo(px(v), top);
    ctx.lineTo(px(v), bottom);
    ctx.stroke();
    ctx.fillText(String(v), px(v), bottom + 6);
  }
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const v of ys.values) {
    ctx.beginPath();
    ctx.moveTo(left, py(v));
    ctx.lineTo(right, py(v));
    ctx.stroke();
    ctx.fillText(String(v), left - 8, py(v));
  }
  ctx.strokeStyle = '#333333';
  ctx.beginPath();
  ctx.moveTo(left, top);
  ctx.lineTo(left, bottom);
  ctx.lineTo(right, bottom);
  ctx.stroke();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  ctx.fillText(chart.x, (left + right) / 2, CHART_HEIGHT - 8);
  ctx.save();
  ctx.translate(18, (top + bottom) / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.textBaseline = 'middle';
  ctx.fillText(chart.y, 0, 0);
  ctx.restore();
  ctx.strokeStyle = '#1f6feb';
  ctx.lineWidth = 2;
  ctx.beginPath();
  chart.points.forEach((p, i) => (i ? ctx.lineTo(px(p.x), py(p.y)) : ctx.moveTo(px(p.x), py(p.y))));
  ctx.stroke();
  ctx.fillStyle = '#1f6feb';
  for (const p of chart.points) {
    ctx.beginPath();
    ctx.arc(px(p.x), py(p.y), 5, 0, Math.PI * 2);
    ctx.fill();
  }
  return canvas.toBuffer('image/png');
}
