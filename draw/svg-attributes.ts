// Reading SVG attributes of icon art: numbers, styles, dashes, the viewBox, and basic shapes as path
// data. Pure functions over the strict reader's elements (svg-tokens.ts).

import type { SvgElement } from './svg-tokens.ts';

/** Dash lengths as SVG reads them; null (solid) for none or a list it would ignore. */
export function readDashes(value: string): readonly number[] | null {
  const n = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (value.trim() === 'none' || n.some((v) => !Number.isFinite(v) || v < 0) || n.every((v) => v === 0)) return null;
  return n.length % 2 === 1 ? [...n, ...n] : n;
}

/** A number attribute, or `fallback` when it is missing or unreadable. */
export const number = (v: string | undefined, fallback = 0): number => {
  const n = v === undefined ? NaN : parseFloat(v);
  return Number.isFinite(n) ? n : fallback;
};
/** An opacity: a number clamped to 0…1. */
export const unit = (v: string | undefined, fallback = 1): number => Math.min(1, Math.max(0, number(v, fallback)));
const format = (n: number): string => String(Math.round(n * 10000) / 10000);

/** An element's presentation attributes with its style attribute's declarations over them. */
export function readStyle(element: SvgElement): Map<string, string> {
  const props = new Map(element.attributes);
  for (const decl of (element.attributes.get('style') ?? '').split(';')) {
    const [k, v] = decl.split(':');
    if (k && v) props.set(k.trim(), v.replace('!important', '').trim());
  }
  return props;
}
const ellipsePath = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${format(cx - rx)} ${format(cy)}A${format(rx)} ${format(ry)} 0 1 0 ${format(cx + rx)} ${format(cy)}A${format(rx)} ${format(ry)} 0 1 0 ${format(cx - rx)} ${format(cy)}Z`;

/** The path data of one basic shape, or null when it draws nothing. */
export function shapeToPath(element: SvgElement): string | null {
  const a = (k: string): number => number(element.attributes.get(k));
  switch (element.name) {
    case 'path':
      return (element.attributes.get('d') ?? '').replace(/\s+/g, ' ').trim() || null;
    case 'circle':
      return a('r') > 0 ? ellipsePath(a('cx'), a('cy'), a('r'), a('r')) : null;
    case 'ellipse':
      return a('rx') > 0 && a('ry') > 0 ? ellipsePath(a('cx'), a('cy'), a('rx'), a('ry')) : null;
    case 'line':
      return `M${format(a('x1'))} ${format(a('y1'))}L${format(a('x2'))} ${format(a('y2'))}`;
    case 'rect': {
      const [x, y, w, h] = [a('x'), a('y'), a('width'), a('height')];
      if (w <= 0 || h <= 0) return null;
      const rxRaw = element.attributes.has('rx') ? a('rx') : a('ry');
      const ryRaw = element.attributes.has('ry') ? a('ry') : rxRaw;
      const rx = Math.min(Math.max(rxRaw, 0), w / 2);
      const ry = Math.min(Math.max(ryRaw, 0), h / 2);
      if (rx === 0 || ry === 0) return `M${format(x)} ${format(y)}H${format(x + w)}V${format(y + h)}H${format(x)}Z`;
      const arc = `A${format(rx)} ${format(ry)} 0 0 1`;
      return (
        `M${format(x + rx)} ${format(y)}H${format(x + w - rx)}${arc} ${format(x + w)} ${format(y + ry)}V${format(y + h - ry)}` +
        `${arc} ${format(x + w - rx)} ${format(y + h)}H${format(x + rx)}${arc} ${format(x)} ${format(y + h - ry)}V${format(y + ry)}${arc} ${format(x + rx)} ${format(y)}Z`
      );
    }
    case 'polyline':
    case 'polygon': {
      const nums = (element.attributes.get('points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (nums.length < 4 || nums.some((n) => !Number.isFinite(n))) return null;
      const points: string[] = [];
      for (let i = 0; i + 1 < nums.length; i += 2) points.push(`${format(nums[i]!)} ${format(nums[i + 1]!)}`);
      return `M${points.join('L')}${element.name === 'polygon' ? 'Z' : ''}`;
    }
    default:
      return null;
  }
}

/** The viewBox, or 0 0 width height; null when neither is usable. */
export function readViewBox(svg: SvgElement): readonly [number, number, number, number] | null {
  const box = svg.attributes.get('viewBox');
  if (box !== undefined) {
    const n = box
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (n.length === 4 && n.every(Number.isFinite) && n[2]! > 0 && n[3]! > 0) return [n[0]!, n[1]!, n[2]!, n[3]!];
    return null;
  }
  const w = number(svg.attributes.get('width'));
  const h = number(svg.attributes.get('height'));
  return w > 0 && h > 0 ? [0, 0, w, h] : null;
}
