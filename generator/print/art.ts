// Icon art: an SVG file turned into a safe, flat list of vector shapes. Only path data, numbers and
// colours survive, so nothing in a user's file (scripts, event handlers, links, remote or embedded
// images, foreignObject, styles) can reach the SVG, PNG or PDF we write. Every shape becomes path
// data, which both the SVG templates and pdfkit (`doc.path`) draw the same way.

import { InputError } from '../../lib/input-error.ts';
import { composeMatrices, IDENTITY, parseTransform, type Matrix } from './matrix.ts';
import { parseSvgTree, type SvgElement } from './svg-tokens.ts';

export interface ArtShape {
  /** SVG path data in the art's own units (before `matrix`). */
  d: string;
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'miter' | 'round' | 'bevel';
  fillRule: 'nonzero' | 'evenodd';
  opacity: number;
  matrix: Matrix;
}

export interface Art {
  /** The file the art came from, for messages. */
  file: string;
  viewBox: readonly [number, number, number, number];
  shapes: ArtShape[];
  /** Element and attribute names dropped as unsafe or undrawable, for the build's report. */
  removed: string[];
}

interface Style {
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  lineCap: ArtShape['lineCap'];
  lineJoin: ArtShape['lineJoin'];
  fillRule: ArtShape['fillRule'];
  opacity: number;
  matrix: Matrix;
}

const CONTAINERS = new Set(['svg', 'g', 'a', 'switch']);
const SHAPES = new Set(['path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon']);
// Elements that draw nothing by themselves; skipped quietly, not reported as removed.
const QUIET = new Set([
  'title',
  'desc',
  'metadata',
  'defs',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'pattern',
  'symbol',
  'marker',
  'filter',
]);
// Icon files are a few kilobytes; the limits keep a huge file from filling every card (and the
// sheets) with megabytes of paths.
export const MAX_ART_CHARS = 1_000_000;
export const MAX_ART_SHAPES = 2_000;
const PATH_DATA = /^[MmZzLlHhVvCcSsQqTtAa0-9eE.,+\-\s]*$/;
const COLOUR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]+)$/;

const number = (v: string | undefined, fallback = 0): number => {
  const n = v === undefined ? NaN : parseFloat(v);
  return Number.isFinite(n) ? n : fallback;
};
const format = (n: number): string => String(Math.round(n * 10000) / 10000);

/** A paint value made safe: the icon colour for currentColor, gradients and other references. */
function resolvePaint(value: string, colour: string): string | null {
  const v = value.trim();
  if (v === 'none' || v === 'transparent') return null;
  if (v === 'currentColor' || v === 'currentcolor' || !COLOUR.test(v)) return colour;
  return v;
}

function readStyle(element: SvgElement): Map<string, string> {
  const props = new Map(element.attributes);
  for (const decl of (element.attributes.get('style') ?? '').split(';')) {
    const [k, v] = decl.split(':');
    if (k && v) props.set(k.trim(), v.replace('!important', '').trim());
  }
  return props;
}

function inheritStyle(parent: Style, element: SvgElement, colour: string): Style {
  const p = readStyle(element);
  const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const v = p.get(key) as T | undefined;
    return v !== undefined && allowed.includes(v) ? v : fallback;
  };
  return {
    fill: p.has('fill') ? resolvePaint(p.get('fill')!, colour) : parent.fill,
    stroke: p.has('stroke') ? resolvePaint(p.get('stroke')!, colour) : parent.stroke,
    strokeWidth: p.has('stroke-width')
      ? Math.max(0, number(p.get('stroke-width'), parent.strokeWidth))
      : parent.strokeWidth,
    lineCap: pick('stroke-linecap', ['butt', 'round', 'square'], parent.lineCap),
    lineJoin: pick('stroke-linejoin', ['miter', 'round', 'bevel'], parent.lineJoin),
    fillRule: pick('fill-rule', ['nonzero', 'evenodd'], parent.fillRule),
    opacity: parent.opacity * Math.min(1, Math.max(0, number(p.get('opacity'), 1))),
    matrix:
      element.name === 'svg'
        ? parent.matrix
        : composeMatrices(parent.matrix, parseTransform(element.attributes.get('transform') ?? '')),
  };
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

function readViewBox(svg: SvgElement): readonly [number, number, number, number] | null {
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

/** Iconify icon sets default to a 16 × 16 grid when neither the icon nor the set gives a size. */
const ICON_SET_SIZE = 16;

/**
 * One icon of an Iconify JSON icon set (`npm:@iconify-json/lucide/icons.json#flame`) as SVG text, for
 * sanitiseArt. An alias resolves to its parent. Throws InputError naming the file and the icon.
 */
export function svgFromIconSet(json: string, name: string, file: string): string {
  let set: unknown;
  try {
    set = JSON.parse(json);
  } catch {
    throw new InputError(file, 'not an icon set: the file is not JSON');
  }
  type Entry = { body?: unknown; width?: unknown; height?: unknown; parent?: unknown };
  const { icons, aliases, width, height } = (set ?? {}) as {
    icons?: Record<string, Entry>;
    aliases?: Record<string, Entry>;
    width?: unknown;
    height?: unknown;
  };
  const own = (key: string): Entry | undefined => (icons && Object.hasOwn(icons, key) ? icons[key] : undefined);
  const alias = aliases && Object.hasOwn(aliases, name) ? aliases[name] : undefined;
  const icon = own(name) ?? (typeof alias?.parent === 'string' ? own(alias.parent) : undefined);
  if (icon === undefined || typeof icon.body !== 'string')
    throw new InputError(file, `the icon set has no icon "${name}"`);
  const size = (...values: unknown[]): number =>
    (values.find((v) => typeof v === 'number' && v > 0) as number | undefined) ?? ICON_SET_SIZE;
  const w = size(icon.width, width);
  const h = size(icon.height, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

/**
 * Sanitises and normalises one icon's SVG text: every shape drawn in `colour` where the file says
 * currentColor (or gives no fill). Throws InputError naming `file` when nothing safe is left.
 */
export function sanitiseArt(text: string, file: string, colour: string): Art {
  if (text.length > MAX_ART_CHARS)
    throw new InputError(
      file,
      `the file is larger than ${MAX_ART_CHARS} characters; icon art should be a few kilobytes`,
    );
  let svg: SvgElement;
  try {
    svg = parseSvgTree(text);
  } catch (error) {
    throw new InputError(file, `not a readable SVG file: ${(error as Error).message}`);
  }
  const viewBox = readViewBox(svg);
  if (viewBox === null)
    throw new InputError(file, 'the <svg> element needs a viewBox (or a positive width and height)');
  const shapes: ArtShape[] = [];
  const removed = new Set<string>();
  const start: Style = {
    fill: colour,
    stroke: null,
    strokeWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    fillRule: 'nonzero',
    opacity: 1,
    matrix: IDENTITY,
  };
  const walk = (element: SvgElement, parent: Style): void => {
    for (const name of element.attributes.keys())
      if (/^on/i.test(name) || /href$/i.test(name)) removed.add(`${element.name}@${name}`);
    if (QUIET.has(element.name)) return;
    if (!CONTAINERS.has(element.name) && !SHAPES.has(element.name)) {
      removed.add(element.name);
      return;
    }
    const style = inheritStyle(parent, element, colour);
    if (SHAPES.has(element.name)) {
      const d = shapeToPath(element);
      if (d === null) return;
      if (!PATH_DATA.test(d) || !/^[Mm]/.test(d))
        throw new InputError(file, `<${element.name}> has path data that is not valid SVG path syntax`);
      if (!style.matrix.every(Number.isFinite))
        throw new InputError(file, `<${element.name}> has a transform too large to draw`);
      if ((style.fill !== null || style.stroke !== null) && style.opacity > 0) shapes.push({ d, ...style });
      if (shapes.length > MAX_ART_SHAPES)
        throw new InputError(file, `more than ${MAX_ART_SHAPES} shapes; icon art should be a few simple shapes`);
      return;
    }
    for (const child of element.children) walk(child, style);
  };
  walk(svg, start);
  if (shapes.length === 0)
    throw new InputError(file, 'no drawable shapes left after removing unsafe or unsupported content');
  return { file, viewBox, shapes, removed: [...removed].sort() };
}

/** The matrix that draws art centred in a square of side `size` at (cx, cy), aspect kept. */
export function fitArt(viewBox: Art['viewBox'], cx: number, cy: number, size: number): Matrix {
  const [x, y, w, h] = viewBox;
  const s = size / Math.max(w, h);
  return [s, 0, 0, s, cx - s * (x + w / 2), cy - s * (y + h / 2)];
}
