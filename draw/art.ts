// Icon art: an SVG file turned into a safe tree of vector shapes. Only path data, numbers and
// colours survive, so nothing in a user's file (scripts, event handlers, links, remote or embedded
// images, foreignObject, styles) can reach the SVG, PNG or PDF we write. Every shape becomes path
// data; groups keep their transform, opacity, clip path and mask, which the card templates, resvg
// and svg-to-pdfkit all draw. Files from drawing programs go through art-import.ts first, which
// lets resvg resolve their classes, <use>, text and hidden layers into this simple form.

import { InputError } from '../lib/input-error.ts';
import { composeMatrices, IDENTITY, parseTransform, type Matrix } from './matrix.ts';
import { number, readDashes, readStyle, readViewBox, shapeToPath, unit } from './svg-attributes.ts';
import { parseSvgTree, type SvgElement } from './svg-tokens.ts';

/** A colour, a gradient or pattern (an index into `Art.defs`), or nothing. */
export type ArtPaint = string | { server: number } | null;

export interface ArtShape {
  kind: 'shape';
  /** SVG path data in the art's own units (before `matrix`). */
  d: string;
  fill: ArtPaint;
  stroke: ArtPaint;
  strokeWidth: number;
  lineCap: 'butt' | 'round' | 'square';
  lineJoin: 'miter' | 'round' | 'bevel';
  miterLimit: number;
  /** Dash and gap lengths, or null for a solid line. */
  dashArray: readonly number[] | null;
  dashOffset: number;
  fillRule: 'nonzero' | 'evenodd';
  fillOpacity: number;
  strokeOpacity: number;
  /** In `Art.shapes`: the opacity of the shape and every group around it; in the tree: its own. */
  opacity: number;
  /** In `Art.shapes`: from the shape to the art's units; in the tree: to its parent group. */
  matrix: Matrix;
}

/** A group drawn as one layer: its opacity applies to the whole, its clip and mask index `Art.defs`. */
export interface ArtGroup {
  kind: 'group';
  matrix: Matrix;
  opacity: number;
  clip: number | null;
  mask: number | null;
  children: ArtNode[];
}

export type ArtNode = ArtShape | ArtGroup;

/** Whether a node is drawn on a layer of its own: at part opacity, or (a group) clipped or masked. */
export const drawnAsLayer = (n: ArtNode): boolean =>
  n.opacity < 1 || (n.kind === 'group' && (n.clip !== null || n.mask !== null));

export type Units = 'userSpaceOnUse' | 'objectBoundingBox';

/** A clip path: the union of its paths (each with its own matrix and clip rule). */
export interface ArtClip {
  kind: 'clip';
  units: Units;
  matrix: Matrix;
  clip: number | null;
  paths: { d: string; matrix: Matrix; rule: 'nonzero' | 'evenodd' }[];
}

/** A luminance mask over the rectangle x, y, width, height (in `units`). */
export interface ArtMask {
  kind: 'mask';
  units: Units;
  contentUnits: Units;
  rect: readonly [number, number, number, number];
  mask: number | null;
  children: ArtNode[];
}

/** A linear (x1 y1 x2 y2) or radial (cx cy r fx fy) gradient, its stops in order. */
export interface ArtGradient {
  kind: 'linear' | 'radial';
  units: Units;
  matrix: Matrix;
  spread: 'pad' | 'reflect' | 'repeat';
  coords: number[];
  stops: { offset: number; colour: string; opacity: number }[];
}

/** A pattern: its tile (x, y, width, height in `units`), and what is drawn in it. */
export interface ArtPattern {
  kind: 'pattern';
  units: Units;
  contentUnits: Units;
  matrix: Matrix;
  rect: readonly [number, number, number, number];
  /** The tile's own coordinates, drawn into its rectangle; null when the content uses `contentUnits`. */
  viewBox: readonly [number, number, number, number] | null;
  children: ArtNode[];
}

export type ArtDef = ArtClip | ArtMask | ArtGradient | ArtPattern;

export interface Art {
  /** The file the art came from, for messages. */
  file: string;
  viewBox: readonly [number, number, number, number];
  /** Every drawn shape, flattened: matrix and opacity from the art's own units. */
  shapes: ArtShape[];
  /** The drawing as groups and shapes, in painting order. */
  nodes: ArtNode[];
  /** Clip paths and masks the groups refer to by index. */
  defs: ArtDef[];
  /** Element and attribute names dropped as unsafe or undrawable, for the build's report. */
  removed: string[];
  /** What could not be kept, in plain words ("dropped an embedded image"), for the user. */
  notes: string[];
}

interface Style {
  fill: ArtPaint;
  stroke: ArtPaint;
  strokeWidth: number;
  lineCap: ArtShape['lineCap'];
  lineJoin: ArtShape['lineJoin'];
  miterLimit: number;
  dashArray: ArtShape['dashArray'];
  dashOffset: number;
  fillRule: ArtShape['fillRule'];
  fillOpacity: number;
  strokeOpacity: number;
  /** Opacity of the element and every group around it, and the matrix to the art's units. */
  opacity: number;
  matrix: Matrix;
}

/** A shape's paint and geometry when the SVG sets none of them (SVG's initial values). */
export const INITIAL_STYLE: Readonly<Style> = {
  fill: '#000000',
  stroke: null,
  strokeWidth: 1,
  lineCap: 'butt',
  lineJoin: 'miter',
  miterLimit: 4,
  dashArray: null,
  dashOffset: 0,
  fillRule: 'nonzero',
  fillOpacity: 1,
  strokeOpacity: 1,
  opacity: 1,
  matrix: IDENTITY,
};

/**
 * Inside a mask colours are luminance and stay as drawn; inside a clip path only the outline counts;
 * a pattern's tile is drawn like the art, but its shapes are not the art's (Art.shapes).
 */
type Mode = 'draw' | 'mask' | 'clip' | 'tile';

export interface SanitiseOptions {
  /** Colours (lower case) that stand for "the icon's colour": art-import.ts marks unset paints so. */
  iconPaints?: readonly string[];
  /** Note every attribute or style property that is not drawn (for usvg's output, which has few). */
  noteIgnored?: boolean;
}

const CONTAINERS = new Set(['svg', 'g', 'a', 'switch']);
const SHAPES = new Set(['path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon']);
const REFERENCED = new Set(['clipPath', 'mask', 'linearGradient', 'radialGradient', 'pattern']);
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
const SERVERS = new Set(['linearGradient', 'radialGradient', 'pattern']);
const REFERENCE = /^url\(\s*(["']?)#([^"')\s]+)\1\s*\)$/;
// Stands for the icon's colour until the whole file is read (see recolour below); never valid SVG.
const ICON = '\u0000icon';

/** What the user is told for each kind of dropped part. */
const NOTES: Record<string, string> = {
  script: 'dropped a script',
  image: 'dropped an embedded image',
  foreignObject: 'dropped embedded HTML (foreignObject)',
  filter: 'drew without its filter effects (blur, shadow)',
  paint: "drew a paint it could not find in the icon's colour",
  'mask-paint': 'drew a gradient inside a mask as solid white',
  loop: 'dropped a clip path or mask that refers to itself',
  'clipPath@reference': 'dropped a clip path it refers to but does not hold',
  'mask@reference': 'dropped a mask it refers to but does not hold',
  'clipPath@clip-path': 'dropped a clip path inside a clip path',
};

// What usvg writes that the card templates draw (or that changes nothing on paper); anything else
// it writes (paint-order, mix-blend-mode, …) is noted as not drawn.
const DRAWN = new Set([
  'id',
  'style',
  'd',
  'x',
  'y',
  'width',
  'height',
  'viewBox',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'display',
  'visibility',
  'shape-rendering',
  'isolation',
  'color-interpolation',
  'text-rendering',
  'image-rendering',
]);
const IGNORED: Record<string, string> = {
  'paint-order': 'its paint order (stroke under fill)',
  'mix-blend-mode': 'its blend modes',
};

/**
 * Sanitises one icon's SVG text into shapes, groups, clip paths and masks. Paint that is unset,
 * currentColor or one of `options.iconPaints` is drawn in `colour`; so is art drawn in
 * one colour alone (a line icon saved black is drawn in the icon's colour), while art of several
 * colours keeps them. Throws InputError naming `file` when nothing safe is left.
 */
export function sanitiseArt(text: string, file: string, colour: string, options: SanitiseOptions = {}): Art {
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
  const iconPaints = new Set(options.iconPaints ?? []);
  const shapes: ArtShape[] = [];
  const drawn: ArtShape[] = [];
  const defs: ArtDef[] = [];
  let servers = false;
  const removed = new Set<string>();
  const notes = new Set<string>();
  let count = 0;

  // Clip paths and masks by id, wherever they stand; each becomes a def when first referred to.
  const sources = new Map<string, SvgElement>();
  const collect = (element: SvgElement): void => {
    const id = element.attributes.get('id');
    if (REFERENCED.has(element.name) && id !== undefined && !sources.has(id)) sources.set(id, element);
    for (const child of element.children) collect(child);
  };
  collect(svg);
  const built = new Map<string, number>();
  const building = new Set<string>();
  const reference = (value: string | undefined, kind: string): number | null => {
    if (value === undefined || value === 'none') return null;
    const id = REFERENCE.exec(value.trim())?.[2];
    const source = id === undefined ? undefined : sources.get(id);
    if (id === undefined || source === undefined || !kind.split('|').includes(source.name)) {
      removed.add(`${kind}@reference`);
      return null;
    }
    const known = built.get(id);
    if (known !== undefined) return known;
    if (building.has(id)) {
      notes.add(NOTES.loop!);
      return null;
    }
    building.add(id);
    const def =
      source.name === 'clipPath'
        ? buildClip(source)
        : source.name === 'mask'
          ? buildMask(source)
          : source.name === 'pattern'
            ? buildPattern(source)
            : buildGradient(source);
    building.delete(id);
    defs.push(def);
    built.set(id, defs.length - 1);
    return defs.length - 1;
  };

  const resolvePaint = (value: string, mode: Mode): ArtPaint => {
    const v = value.trim();
    if (v === 'none' || v === 'transparent') return null;
    const icon = v === 'currentColor' || v === 'currentcolor' || iconPaints.has(v.toLowerCase());
    const id = REFERENCE.exec(v)?.[2];
    const source = id === undefined ? undefined : sources.get(id);
    if (mode !== 'clip' && source !== undefined && SERVERS.has(source.name)) {
      const server = reference(v, 'linearGradient|radialGradient|pattern');
      if (server !== null) {
        servers ||= mode === 'draw' || mode === 'tile';
        return { server };
      }
    }
    if (mode === 'draw' || mode === 'tile') {
      if (v.startsWith('url(')) notes.add(NOTES.paint!);
      return icon || !COLOUR.test(v) ? ICON : v;
    }
    if (icon) return '#000000';
    if (!COLOUR.test(v)) {
      if (mode === 'mask') notes.add(NOTES['mask-paint']!);
      return '#ffffff';
    }
    return v;
  };

  const inheritStyle = (parent: Style, element: SvgElement, p: Map<string, string>, mode: Mode): Style => {
    const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
      const v = p.get(key) as T | undefined;
      return v !== undefined && allowed.includes(v) ? v : fallback;
    };
    return {
      fill: p.has('fill') ? resolvePaint(p.get('fill')!, mode) : parent.fill,
      stroke: p.has('stroke') ? resolvePaint(p.get('stroke')!, mode) : parent.stroke,
      strokeWidth: p.has('stroke-width')
        ? Math.max(0, number(p.get('stroke-width'), parent.strokeWidth))
        : parent.strokeWidth,
      lineCap: pick('stroke-linecap', ['butt', 'round', 'square'], parent.lineCap),
      lineJoin: pick('stroke-linejoin', ['miter', 'round', 'bevel'], parent.lineJoin),
      miterLimit: Math.max(1, number(p.get('stroke-miterlimit'), parent.miterLimit)),
      dashArray: p.has('stroke-dasharray') ? readDashes(p.get('stroke-dasharray')!) : parent.dashArray,
      dashOffset: p.has('stroke-dashoffset') ? number(p.get('stroke-dashoffset')) : parent.dashOffset,
      fillRule: pick('fill-rule', ['nonzero', 'evenodd'], parent.fillRule),
      fillOpacity: p.has('fill-opacity') ? unit(p.get('fill-opacity')) : parent.fillOpacity,
      strokeOpacity: p.has('stroke-opacity') ? unit(p.get('stroke-opacity')) : parent.strokeOpacity,
      opacity: parent.opacity * unit(p.get('opacity')),
      matrix: element.name === 'svg' ? parent.matrix : composeMatrices(parent.matrix, ownMatrix(element)),
    };
  };

  const ownMatrix = (element: SvgElement): Matrix => {
    const m = element.name === 'svg' ? IDENTITY : parseTransform(element.attributes.get('transform') ?? '');
    if (!m.every(Number.isFinite)) throw new InputError(file, `<${element.name}> has a transform too large to draw`);
    return m;
  };

  const pathOf = (element: SvgElement): string | null => {
    const d = shapeToPath(element);
    if (d === null) return null;
    if (!PATH_DATA.test(d) || !/^[Mm]/.test(d))
      throw new InputError(file, `<${element.name}> has path data that is not valid SVG path syntax`);
    if (++count > MAX_ART_SHAPES)
      throw new InputError(file, `more than ${MAX_ART_SHAPES} shapes; icon art should be a few simple shapes`);
    return d;
  };

  /** Reports what an element carries that is never kept; false when the element itself goes. */
  const screen = (element: SvgElement): boolean => {
    for (const name of element.attributes.keys())
      if (/^on/i.test(name) || /href$/i.test(name)) removed.add(`${element.name}@${name}`);
    if (QUIET.has(element.name)) return false;
    if (!CONTAINERS.has(element.name) && !SHAPES.has(element.name)) {
      removed.add(element.name);
      return false;
    }
    return true;
  };

  const noteIgnored = (p: Map<string, string>): void => {
    for (const [name, value] of p)
      if (!DRAWN.has(name) && !/^xmlns/.test(name) && value !== 'normal' && value !== 'auto')
        notes.add(`drew without ${IGNORED[name] ?? name}`);
  };

  const walk = (element: SvgElement, parent: Style, mode: Mode): ArtNode[] => {
    if (!screen(element)) return [];
    const p = readStyle(element);
    if (p.get('display') === 'none') return [];
    const style = inheritStyle(parent, element, p, mode);
    if (p.has('filter') && p.get('filter') !== 'none') removed.add('filter');
    if (options.noteIgnored) noteIgnored(p);
    if (SHAPES.has(element.name)) {
      const d = pathOf(element);
      if (d === null || (style.fill === null && style.stroke === null) || style.opacity <= 0) return [];
      if (p.get('visibility') === 'hidden' || p.get('visibility') === 'collapse') return [];
      const shape: ArtShape = { kind: 'shape', d, ...style };
      const own: ArtShape = { ...shape, opacity: unit(p.get('opacity')), matrix: ownMatrix(element) };
      if (mode === 'draw') shapes.push(shape);
      if (mode === 'draw' || mode === 'tile') drawn.push(shape, own);
      return [own];
    }
    // Containers: the opacity, matrix, clip and mask of a group go on a group node; a group with
    // none of them is dissolved into its parent.
    const clip = reference(p.get('clip-path'), 'clipPath');
    const mask = reference(p.get('mask'), 'mask');
    const opacity = element.name === 'svg' ? 1 : unit(p.get('opacity'));
    const matrix = ownMatrix(element);
    const children = element.children.flatMap((child) => walk(child, style, mode));
    if (clip === null && mask === null && opacity === 1 && matrix.every((v, i) => v === IDENTITY[i])) return children;
    return [{ kind: 'group', matrix, opacity, clip, mask, children }];
  };

  function buildClip(element: SvgElement): ArtClip {
    const paths: ArtClip['paths'] = [];
    const gather = (node: SvgElement, matrix: Matrix): void => {
      if (!screen(node) && node !== element) return;
      const p = readStyle(node);
      if (p.get('display') === 'none') return;
      const m = node === element ? IDENTITY : composeMatrices(matrix, ownMatrix(node));
      if (SHAPES.has(node.name)) {
        const d = pathOf(node);
        const rule = (p.get('clip-rule') ?? p.get('fill-rule')) === 'evenodd' ? 'evenodd' : 'nonzero';
        if (d !== null) paths.push({ d, matrix: m, rule });
        return;
      }
      if (node !== element && p.has('clip-path')) removed.add('clipPath@clip-path');
      for (const child of node.children) gather(child, m);
    };
    gather(element, IDENTITY);
    const units =
      element.attributes.get('clipPathUnits') === 'objectBoundingBox' ? 'objectBoundingBox' : 'userSpaceOnUse';
    const clip = reference(readStyle(element).get('clip-path'), 'clipPath');
    return { kind: 'clip', units, matrix: ownMatrix(element), clip, paths };
  }

  function buildMask(element: SvgElement): ArtMask {
    const a = element.attributes;
    const units = a.get('maskUnits') === 'userSpaceOnUse' ? 'userSpaceOnUse' : 'objectBoundingBox';
    const contentUnits = a.get('maskContentUnits') === 'objectBoundingBox' ? 'objectBoundingBox' : 'userSpaceOnUse';
    // The SVG defaults: 10 % around the masked element's box; in user space, around the art.
    const [vx, vy, vw, vh] = viewBox!;
    const fallback =
      units === 'objectBoundingBox' ? [-0.1, -0.1, 1.2, 1.2] : [vx - vw / 10, vy - vh / 10, vw * 1.2, vh * 1.2];
    const read = (k: string, i: number): number => {
      const v = a.get(k);
      return v !== undefined && /^[-+\d.eE]+$/.test(v.trim()) ? number(v, fallback[i]) : fallback[i]!;
    };
    const rect = [read('x', 0), read('y', 1), read('width', 2), read('height', 3)] as const;
    const mask = reference(readStyle(element).get('mask'), 'mask');
    const children = element.children.flatMap((child) => walk(child, { ...INITIAL_STYLE }, 'mask'));
    // An alpha mask is a luminance mask of the same shapes in white: the templates and the PDF
    // know luminance masks only.
    if (readStyle(element).get('mask-type') === 'alpha') whiten(children);
    return { kind: 'mask', units, contentUnits, rect, mask, children };
  }

  function buildGradient(element: SvgElement): ArtGradient {
    const a = element.attributes;
    const linear = element.name === 'linearGradient';
    const names = linear ? ['x1', 'y1', 'x2', 'y2'] : ['cx', 'cy', 'r', 'fx', 'fy'];
    const fallback = linear ? [0, 0, 1, 0] : [0.5, 0.5, 0.5];
    const coords = names.map((k, i) => number(a.get(k), fallback[i] ?? number(a.get(names[i - 3]!), 0.5)));
    const stops = element.children
      .filter((child) => child.name === 'stop')
      .map((stop) => {
        const p = readStyle(stop);
        const c = (p.get('stop-color') ?? '#000000').trim();
        const isIcon = c === 'currentColor' || iconPaints.has(c.toLowerCase());
        const colour = isIcon ? ICON : COLOUR.test(c) ? c : '#000000';
        return { offset: unit(p.get('offset'), 0), colour, opacity: unit(p.get('stop-opacity')) };
      });
    const spread = a.get('spreadMethod');
    return {
      kind: linear ? 'linear' : 'radial',
      units: a.get('gradientUnits') === 'userSpaceOnUse' ? 'userSpaceOnUse' : 'objectBoundingBox',
      matrix: gradientMatrix(element),
      spread: spread === 'reflect' || spread === 'repeat' ? spread : 'pad',
      coords,
      stops,
    };
  }

  function buildPattern(element: SvgElement): ArtPattern {
    const a = element.attributes;
    const units = a.get('patternUnits') === 'userSpaceOnUse' ? 'userSpaceOnUse' : 'objectBoundingBox';
    const contentUnits = a.get('patternContentUnits') === 'objectBoundingBox' ? 'objectBoundingBox' : 'userSpaceOnUse';
    const rect = [number(a.get('x')), number(a.get('y')), number(a.get('width')), number(a.get('height'))] as const;
    const viewBox = a.has('viewBox')
      ? readViewBox({ ...element, attributes: new Map([['viewBox', a.get('viewBox')!]]) })
      : null;
    const matrix = parseTransform(a.get('patternTransform') ?? '');
    if (!matrix.every(Number.isFinite)) throw new InputError(file, '<pattern> has a transform too large to draw');
    const children = element.children.flatMap((child) => walk(child, { ...START }, 'tile'));
    return { kind: 'pattern', units, contentUnits, matrix, rect, viewBox, children };
  }

  const gradientMatrix = (element: SvgElement): Matrix => {
    const m = parseTransform(element.attributes.get('gradientTransform') ?? '');
    if (!m.every(Number.isFinite)) throw new InputError(file, `<${element.name}> has a transform too large to draw`);
    return m;
  };

  // Unset fill is the icon's colour in the drawing (a mask's content keeps SVG's black).
  const START: Style = { ...INITIAL_STYLE, fill: ICON };
  const nodes = walk(svg, START, 'draw');
  if (shapes.length === 0)
    throw new InputError(file, 'no drawable shapes left after removing unsafe or unsupported content');
  recolour(shapes, drawn, defs, servers, colour);
  for (const name of removed) {
    const key = name.includes('@') ? name.split('@')[1]! : name;
    if (/^on/i.test(key)) notes.add('dropped event handlers (scripts)');
    else if (/href$/i.test(key)) notes.add(`dropped a link or reference (${name.replace('@', ' ')})`);
    else notes.add(NOTES[name] ?? `dropped <${name.replace('@', '> ')}${name.includes('@') ? '' : '>'}`);
  }
  return { file, viewBox, shapes, nodes, defs, removed: [...removed].sort(), notes: [...notes].sort() };
}

/** Paints every coloured shape of a mask white (its opacities stay). */
function whiten(nodes: ArtNode[]): void {
  for (const n of nodes)
    if (n.kind === 'group') whiten(n.children);
    else {
      if (n.fill !== null) n.fill = '#ffffff';
      if (n.stroke !== null) n.stroke = '#ffffff';
    }
}

/**
 * Sets the icon's colour where the art asked for it, and everywhere when the art is drawn in a
 * single colour of its own (icons are told apart by colour, so a black line icon takes the icon's).
 */
function recolour(
  shapes: readonly ArtShape[],
  drawn: ArtShape[],
  defs: ArtDef[],
  servers: boolean,
  colour: string,
): void {
  const own = new Set<string>();
  let asksForIcon = false;
  for (const s of shapes)
    for (const paint of [s.fill, s.stroke])
      if (paint === ICON) asksForIcon = true;
      else if (typeof paint === 'string') own.add(paint.toLowerCase());
  const single = !asksForIcon && !servers && own.size === 1;
  const fix = (paint: ArtPaint): ArtPaint => (paint === ICON || (single && typeof paint === 'string') ? colour : paint);
  for (const s of drawn) {
    s.fill = fix(s.fill);
    s.stroke = fix(s.stroke);
  }
  for (const def of defs)
    if (def.kind === 'linear' || def.kind === 'radial')
      for (const stop of def.stops) if (stop.colour === ICON) stop.colour = colour;
}

/**
 * What could not be kept of each art file, one line each ("art/sun.svg: dropped an embedded image"),
 * files named from the deck folder `dir` when they are inside it.
 */
export function artNotes(art: ReadonlyMap<string, Art>, dir = ''): string[] {
  const lines = new Set<string>();
  const prefix = dir.endsWith('/') ? dir : `${dir}/`;
  for (const a of art.values()) {
    const name = dir !== '' && a.file.startsWith(prefix) ? a.file.slice(prefix.length) : a.file;
    for (const note of a.notes) lines.add(`${name}: ${note}`);
  }
  return [...lines];
}

/** The matrix that draws art centred in a square of side `size` at (cx, cy), aspect kept. */
export function fitArt(viewBox: Art['viewBox'], cx: number, cy: number, size: number): Matrix {
  const [x, y, w, h] = viewBox;
  const s = size / Math.max(w, h);
  return [s, 0, 0, s, cx - s * (x + w / 2), cy - s * (y + h / 2)];
}
