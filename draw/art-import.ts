// Art as drawn in Illustrator, Inkscape or by hand: resvg's own SVG reader (usvg) resolves what a
// browser would (style sheets and classes, <use> and <symbol>, text set as paths in the card font,
// hidden layers, nested viewports) into plain paths, groups, clip paths and masks, and
// sanitiseArt then keeps only those. resvg is given the text only after our strict reader has
// refused entities and removed every reference outside the file, so it reads nothing but the text
// and the card fonts. What cannot be kept is listed in Art.notes for the user.

import { InputError } from '../lib/input-error.ts';
import { type Art, type ArtNode, drawnAsLayer, MAX_ART_CHARS, MAX_ART_SHAPES, sanitiseArt } from './art.ts';
import { CARD_FONT } from './card-svg.ts';
import { applyMatrix, composeMatrices, IDENTITY, type Matrix } from './matrix.ts';
import { findMissingGlyphs } from './text-measure.ts';
import { parseSvgTree, type SvgElement } from './svg-tokens.ts';

// Marks for "no fill given" and "currentColor", set on the root so that usvg passes them through
// to every shape that inherits them; sanitiseArt turns both into the icon's colour. Near-black, so
// that inside a mask (where colour is luminance) they read as the black they stand for.
const UNSET_FILL = '#000001';
const CURRENT_COLOUR = '#000002';

/**
 * usvg run over prepared art, returning its normalised SVG: resvg-js in Node (with `apart`, in a
 * child process: see usvg-apart.ts), resvg-wasm in the browser; both with the card font only.
 * It throws ArtReadError for art usvg could not read as icon art, any other error for bad SVG.
 */
export type UsvgNormaliser = (svg: string, apart: boolean) => string;

/** usvg's refusal of art that is SVG but not drawable as icon art (a clip path that draws nothing). */
export class ArtReadError extends Error {}

// usvg copies what <use> and markers refer to and sets text glyph by glyph, so a file of a few
// hundred bytes can ask for millions of shapes (ten nested <use> of ten): the work is bounded before
// usvg starts. Beyond these the art would be refused after normalising anyway (MAX_ART_SHAPES).
export const MAX_EXPANDED_ELEMENTS = 5 * MAX_ART_SHAPES;
export const MAX_TEXT_CHARS = 2_000;

// Illustrator declares its namespaces as entities when it keeps its own editing data in the file.
const ILLUSTRATOR_HINT =
  ' (Illustrator writes them when "Preserve Illustrator Editing Capabilities" is on: save without it, or use Export As SVG)';

// An attribute whose name ends in href (href, xlink:href, any other prefix) and its quoted value.
const HREF = /(\s(?:[A-Za-z_][\w.-]*:)?href\s*=\s*)("[^"]*"|'[^']*')/gi;
const DOCTYPE = /<!DOCTYPE\b[^>[]*(\[[^\]]*\])?\s*>/i;

/** Reads drawn art: normalised by usvg, then sanitised in `colour` (see sanitiseArt for colours). */
export function importArtWith(normalise: UsvgNormaliser, text: string, file: string, colour: string): Art {
  if (text.length > MAX_ART_CHARS)
    throw new InputError(
      file,
      `the file is larger than ${MAX_ART_CHARS} characters; icon art should be a few kilobytes`,
    );
  const { svg, notes, apart } = prepareForResvg(text, file);
  let normalised: string;
  try {
    normalised = normalise(svg, apart);
  } catch (error) {
    if (error instanceof ArtReadError) throw new InputError(file, `not readable as icon art: ${error.message}`);
    throw new InputError(file, `not a readable SVG file: ${(error as Error).message}`);
  }
  const art = sanitiseArt(normalised, file, colour, { iconPaints: [UNSET_FILL, CURRENT_COLOUR], noteIgnored: true });
  refuseFarLayers(art, file);
  return { ...art, notes: [...new Set([...notes, ...art.notes])].sort() };
}

/** How far a layer may reach beyond the box it is drawn around, in boxes. */
const LAYER_REACH = 1;

type Box = readonly [number, number, number, number];

/**
 * Refuses art with a layer (a group at part opacity, clipped or masked) that resvg (our release)
 * would abort the whole process on: in the drawing, a layer holding another layer that reaches
 * more than LAYER_REACH view boxes beyond the view box (resvg crops the outer layer to twice the
 * picture but places what it holds from the uncropped corner); inside a mask or a pattern, any layer
 * reaching that far beyond the mask's or the tile's box (it would lie off the picture drawn for
 * it). Hostile art does both with a shape a few hundred view boxes away. In the drawing, a single
 * layer wholly off the picture is the remaining way; art-view.ts marks every layer over the
 * icon's box for that.
 */
function refuseFarLayers(art: Art, file: string): void {
  const holdsLayer = (n: ArtNode): boolean =>
    n.kind === 'group' && n.children.some((child) => drawnAsLayer(child) || holdsLayer(child));
  /** The box around a node's path points (and its stroke); `outer` maps its parent's space to the box's. */
  const reach = (n: ArtNode, outer: Matrix): Box => {
    const m = composeMatrices(outer, n.matrix);
    if (n.kind === 'group')
      return n.children
        .map((child) => reach(child, m))
        .reduce<Box>(
          (a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])],
          [Infinity, Infinity, -Infinity, -Infinity],
        );
    const numbers = (n.d.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    // A stroke reaches at most half its width, times the miter limit at a sharp corner, beyond the points.
    const grow =
      n.stroke === null
        ? 0
        : (n.strokeWidth / 2) *
          Math.max(1, n.lineJoin === 'miter' ? n.miterLimit : 1) *
          (Math.abs(m[0]) + Math.abs(m[1]) + Math.abs(m[2]) + Math.abs(m[3]));
    const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const [x, y] = applyMatrix(m, numbers[i]!, numbers[i + 1]!);
      box[0] = Math.min(box[0], x - grow);
      box[1] = Math.min(box[1], y - grow);
      box[2] = Math.max(box[2], x + grow);
      box[3] = Math.max(box[3], y + grow);
    }
    return box;
  };
  const tooFar = (n: ArtNode, outer: Matrix, [bx, by, bw, bh]: Box): boolean => {
    const [x0, y0, x1, y1] = reach(n, outer);
    if (!(x0 <= x1)) return false; // draws nothing
    return (
      ![x0, y0, x1, y1].every(Number.isFinite) ||
      x0 < bx - LAYER_REACH * bw ||
      y0 < by - LAYER_REACH * bh ||
      x1 > bx + bw + LAYER_REACH * bw ||
      y1 > by + bh + LAYER_REACH * bh
    );
  };
  const check = (n: ArtNode, outer: Matrix, box: Box, where: string | null): void => {
    if ((where === null ? drawnAsLayer(n) && holdsLayer(n) : drawnAsLayer(n)) && tooFar(n, outer, box))
      throw new InputError(
        file,
        `${where === null ? 'a group drawn at part opacity, clipped or masked, with another inside it,' : `a group or shape at part opacity, clipped or masked, inside ${where},`} reaches far outside ${where === null ? 'the view box' : 'it'}; keep the icon inside its view box`,
      );
    if (n.kind !== 'group') return;
    const m = composeMatrices(outer, n.matrix);
    for (const child of n.children) check(child, m, box, where);
  };
  for (const n of art.nodes) check(n, IDENTITY, art.viewBox, null);
  const unit: Box = [0, 0, 1, 1];
  for (const def of art.defs) {
    if (def.kind === 'mask') {
      const box =
        def.contentUnits === 'objectBoundingBox' ? unit : def.units === 'userSpaceOnUse' ? def.rect : art.viewBox;
      for (const n of def.children) check(n, IDENTITY, box, 'a mask');
    } else if (def.kind === 'pattern') {
      const box = def.viewBox ?? (def.contentUnits === 'objectBoundingBox' ? unit : def.rect);
      for (const n of def.children) check(n, IDENTITY, box, 'a pattern');
    }
  }
}

/**
 * The text resvg may read: a DOCTYPE without declarations removed (entities refused), every
 * reference that leaves the file emptied, the marks for unset paint on the root; what of the
 * file usvg would drop without a word (scripts, handlers, links), in plain words; and whether usvg
 * must read it apart, in a child process (see clipPathMayHoldGroup).
 */
export function prepareForResvg(text: string, file: string): { svg: string; notes: string[]; apart: boolean } {
  if (/<!ENTITY/i.test(text))
    throw new InputError(
      file,
      `an entity declaration is not allowed in icon art${/ns\.adobe\.com/.test(text) ? ILLUSTRATOR_HINT : ''}`,
    );
  const doctype = DOCTYPE.exec(text);
  if (doctype?.[1] !== undefined && !/^\[\s*\]$/.test(doctype[1]))
    throw new InputError(file, 'a DOCTYPE with declarations is not allowed in icon art');
  const plain = doctype ? text.slice(0, doctype.index) + text.slice(doctype.index + doctype[0].length) : text;
  const notes = new Set<string>();
  const scan = (element: SvgElement): void => {
    for (const [name, value] of element.attributes) {
      if (/^on/i.test(name)) notes.add('dropped event handlers (scripts)');
      else if (/href$/i.test(name) && element.name === 'image')
        notes.add(/^\s*data:/i.test(value) ? 'dropped an embedded image' : 'dropped a linked image');
      else if (/href$/i.test(name) && element.name === 'a') notes.add('dropped a link (what it holds is drawn)');
      else if (/href$/i.test(name) && !value.trim().startsWith('#'))
        notes.add(`dropped a reference to another file (<${element.name}>)`);
    }
    if (element.name === 'script') notes.add('dropped a script');
    // Illustrator's editing data sits in a foreignObject that no browser draws (requiredExtensions).
    else if (element.name === 'foreignObject' && !element.attributes.has('requiredExtensions'))
      notes.add('dropped embedded HTML (foreignObject)');
    for (const child of element.children) scan(child);
  };
  scan(readTree(plain, file));
  for (const family of missingFonts(plain)) notes.add(`set its text in ${CARD_FONT}, the card font, not ${family}`);
  const missing = findMissingGlyphs(textOf(plain), false).filter((c) => !/\s/.test(c));
  if (missing.length > 0)
    notes.add(
      `dropped characters the card font lacks: ${missing.slice(0, 8).join(' ')}${missing.length > 8 ? ' …' : ''}`,
    );
  const svg = plain.replace(HREF, (whole, name: string, value: string) =>
    value.slice(1).startsWith('#') ? whole : `${name}"#"`,
  );
  const root = readTree(svg, file);
  boundExpansion(root, svg, file);
  // The rewrite must have left only references inside the file; refuse rather than trust it.
  const check = (element: SvgElement): void => {
    for (const [name, value] of element.attributes)
      if (/href$/i.test(name) && !value.startsWith('#'))
        throw new InputError(file, `<${element.name}> refers outside the file in a way the reader cannot remove`);
    for (const child of element.children) check(child);
  };
  check(root);
  return { svg: markUnsetPaint(svg, root), notes: [...notes], apart: clipPathMayHoldGroup(root, svg) };
}

/** What usvg keeps inside a clip path as one path each (or drops, when its geometry is void). */
const CLIP_SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

/**
 * Whether usvg could hold a group inside one of the file's clip paths, which its writer aborts on
 * when the group is left empty (see usvg-apart.ts): anything in a clip path but a basic shape (a
 * <use>, text), a clip path set on one of its shapes, or, where the file has a clip path, a style
 * sheet or style attribute that could set one. Art drawn of plain shapes stays in this process.
 */
function clipPathMayHoldGroup(root: SvgElement, svg: string): boolean {
  let clipPaths = 0;
  const risky = (element: SvgElement, inClip: boolean): boolean => {
    if (inClip && !CLIP_SHAPES.has(element.name)) return true;
    if (inClip && (element.attributes.has('clip-path') || /clip-path/i.test(element.attributes.get('style') ?? '')))
      return true;
    if (element.name === 'clipPath') clipPaths++;
    const childrenInClip = inClip || element.name === 'clipPath';
    return element.children.some((child) => risky(child, childrenInClip));
  };
  if (risky(root, false)) return true;
  if (clipPaths === 0) return false;
  const sheets = svg.match(/<style\b[\s\S]*?(?:<\/style\s*>|$)/gi) ?? [];
  return sheets.some((sheet) => /clip-path/i.test(sheet)) || /\sstyle\s*=\s*["'][^"']*clip-path/i.test(svg);
}

/** The characters inside the file's <text> elements (character references read). */
function textOf(svg: string): string {
  return [...svg.matchAll(/<text\b[\s\S]*?<\/text>/g)]
    .map((m) => m[0].replace(/<[^>]*>/g, ''))
    .join('')
    .replace(/&#x([0-9a-f]+);|&#(\d+);/gi, (_, hex: string | undefined, dec: string | undefined) =>
      String.fromCodePoint(Math.min(0x10ffff, parseInt(hex ?? dec ?? '0', hex ? 16 : 10))),
    )
    .replace(/&\w+;/g, '');
}

// First choices of font that text is set in as the author saw it: the card font (by family or
// PostScript name, as Illustrator writes it: DejaVuSans-Bold) or no preference.
const SET_AS_ASKED = new Set([CARD_FONT.replace(/\s/g, '').toLowerCase(), 'sans-serif', 'inherit', 'initial']);

/** The font families a file with text asks for first that are not the card font. */
function missingFonts(svg: string): string[] {
  if (!/<text\b/.test(svg)) return [];
  const missing = new Set<string>();
  for (const match of svg.matchAll(/font-family\s*[:=]\s*("([^"]*)"|'([^']*)'|([^;}"'>]*))/gi)) {
    const first = (match[2] ?? match[3] ?? match[4] ?? '')
      .split(',')[0]!
      .trim()
      .replace(/^['"]|['"]$/g, '');
    const key = first.replace(/\s/g, '').replace(/-.*$/, '').toLowerCase();
    if (first !== '' && !SET_AS_ASKED.has(key) && !SET_AS_ASKED.has(first.toLowerCase()))
      missing.add(`"${first.slice(0, 40)}"`);
  }
  return [...missing];
}

function readTree(text: string, file: string): SvgElement {
  try {
    return parseSvgTree(text);
  } catch (error) {
    throw new InputError(file, `not a readable SVG file: ${(error as Error).message}`);
  }
}

/** Puts the two marks on the root <svg> tag where the file sets neither fill nor color there. */
function markUnsetPaint(svg: string, root: SvgElement): string {
  // The root tag is the first tag that is not a comment, processing instruction or DOCTYPE.
  const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/.exec(svg)![0].length;
  if (!svg.startsWith('<svg', prolog)) return svg;
  const at = prolog + '<svg'.length;
  const marks = [
    root.attributes.has('fill') ? '' : ` fill="${UNSET_FILL}"`,
    root.attributes.has('color') ? '' : ` color="${CURRENT_COLOUR}"`,
  ].join('');
  return svg.slice(0, at) + marks + svg.slice(at);
}

/** Refuses art whose <use> references, markers and text would make more than MAX_EXPANDED_ELEMENTS. */
function boundExpansion(root: SvgElement, svg: string, file: string): void {
  // Text content is skipped by our reader: every <text> is counted as all the file's text.
  const text = [...svg.matchAll(/<text\b[\s\S]*?<\/text>/g)]
    .map((m) => m[0].replace(/<[^>]*>/g, '').replace(/\s+/g, '').length)
    .reduce((a, b) => a + b, 0);
  if (text > MAX_TEXT_CHARS)
    throw new InputError(file, `more than ${MAX_TEXT_CHARS} characters of text; icon art should hold a word or two`);
  const byId = new Map<string, SvgElement>();
  const index = (element: SvgElement): void => {
    const id = element.attributes.get('id');
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
    for (const child of element.children) index(child);
  };
  index(root);
  const weights = new Map<SvgElement, number>();
  const weigh = (element: SvgElement): number => {
    const known = weights.get(element);
    if (known !== undefined) return known;
    weights.set(element, 0); // a reference loop counts nothing (usvg refuses to draw it)
    let w = element.name === 'text' ? Math.max(1, text) : 1;
    for (const child of element.children) w += weigh(child);
    const href = element.attributes.get('href') ?? element.attributes.get('xlink:href');
    const target = element.name === 'use' && href !== undefined ? byId.get(href.slice(1)) : undefined;
    if (target !== undefined) w += weigh(target);
    // A marker may be drawn at every vertex of every shape (style sheets can name it anywhere).
    const data = element.attributes.get('d') ?? element.attributes.get('points');
    if (markers > 0 && data !== undefined) w += markers * (data.match(/[\d.]+/g)?.length ?? 0);
    weights.set(element, w);
    return w;
  };
  let markers = 0;
  for (const element of byId.values()) if (element.name === 'marker') markers += weigh(element);
  if (weigh(root) > MAX_EXPANDED_ELEMENTS)
    throw new InputError(
      file,
      `more than ${MAX_EXPANDED_ELEMENTS} shapes once its <use> references, markers and text are drawn; icon art should be a few simple shapes`,
    );
}
