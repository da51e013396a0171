// A deck's look (deck file `look`): its card size, back colours, fonts and templates, read from the
// deck folder (or an npm package) and checked before anything is drawn. The one renderer made here
// draws every output of the deck: the card SVGs and PNGs, the sheets, the shop file, the preview.

import PDFDocument from 'pdfkit';
import type { Deck, Problem } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import { type LoadedDeck, resolveDeckFile } from '../deck-fs.ts';
import { readInputBytes, readInputFile } from '../read-file-fs.ts';
import type { Art } from '../../draw/art.ts';
import { type CardSize, lookSize } from '../../draw/card-size.ts';

export { lookSize } from '../../draw/card-size.ts';
import {
  CARD_RENDERER,
  cardCanvas,
  type CardRenderer,
  type CardTemplates,
  createCardRenderer,
  readCardTemplates,
} from './card-svg.ts';
import { type BackColours, backColours, type CardStyle, type CardView } from '../../draw/card-view.ts';
import { checkDrawnSvg, checkTemplateSource, type TemplateKind } from '../../draw/deck-templates.ts';
import { placeSvg } from './card-pdf.ts';
import { type CardFonts, DEFAULT_FONTS, registerCardFonts } from './fonts.ts';
import { findMissingGlyphs } from './text-measure.ts';

export interface CardLook {
  /** The deck's own card size, or null for the default (a --size flag wins over either). */
  size: CardSize | null;
  fonts: CardFonts;
  back: BackColours;
  renderer: CardRenderer;
  /** The shipped templates in the deck's fonts: for parts of a card drawn alone (the rulebook's upright values). */
  plain: CardRenderer;
  /** The deck's own templates by kind, as the deck file names them (for messages). */
  templates: Partial<Record<TemplateKind, string>>;
}

/** The look of a deck without one: our size, colours, fonts and templates. */
export const DEFAULT_LOOK: CardLook = {
  size: null,
  fonts: DEFAULT_FONTS,
  back: backColours(undefined),
  renderer: CARD_RENDERER,
  plain: CARD_RENDERER,
  templates: {},
};

/** Fonts are a few megabytes at most (DejaVu Sans is 0.7 MB; a CJK face can reach 20). */
const MAX_FONT_BYTES = 32 * 1024 * 1024;
/** The shipped face, back and shapes templates are under 2 KB together; a deck's may be far larger, not megabytes. */
const MAX_TEMPLATE_BYTES = 256 * 1024;
/** Characters every card sets besides the deck's names: the values and the names' separator. */
const CARD_CHARACTERS = '0123456789 +';

/** The style a deck's views are computed with: its fonts and back colours, and `lowInk` if asked. */
export function lookStyle(look: CardLook, lowInk = false): CardStyle {
  return { lowInk, fonts: look.fonts, back: look.back };
}

/** What a font file is from its first four bytes, or the reason it cannot be used. */
function fontKind(bytes: Buffer, ref: string): string | null {
  const magic = bytes.subarray(0, 4).toString('latin1');
  if (magic === 'wOFF' || magic === 'wOF2' || /\.woff2?$/i.test(ref))
    return 'is a WOFF web font, which resvg cannot draw text from (the cards would print without text); use the .ttf or .otf file';
  if (magic === 'ttcf') return 'is a font collection (.ttc); use a single .ttf or .otf face';
  if (magic === '\u0000\u0001\u0000\u0000' || magic === 'true' || magic === 'OTTO') return null;
  return 'is not a TrueType or OpenType font (.ttf, .otf)';
}

interface FontFace {
  hasGlyphForCodePoint(c: number): boolean;
  familyName: string;
  getName(key: string): string | null;
}

/** The face pdfkit (fontkit) reads from `bytes`, as resvg and the PDFs will. */
function readFace(bytes: Buffer): FontFace {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.registerFont('face', bytes);
  doc.font('face');
  return (doc as unknown as { _font: { font: FontFace } })._font.font;
}

/** Reads and checks one font of the look; a problem at `path` instead when it cannot be used. */
function loadFont(
  ref: string,
  dir: string,
  path: string,
  problems: Problem[],
): { file: string; family: string } | null {
  const at = resolveDeckFile(ref, dir, 'font file', true);
  if ('problem' in at) {
    problems.push({ path, message: at.problem });
    return null;
  }
  const bytes = readInputBytes(at.file, MAX_FONT_BYTES);
  const wrong = fontKind(bytes, ref);
  if (wrong !== null) {
    problems.push({ path, message: `${ref} ${wrong}` });
    return null;
  }
  let face: FontFace;
  try {
    face = readFace(bytes);
  } catch (error) {
    problems.push({ path, message: `${ref} cannot be read as a font (${(error as Error).message})` });
    return null;
  }
  const missing = [...CARD_CHARACTERS].filter((c) => !face.hasGlyphForCodePoint(c.codePointAt(0)!));
  if (missing.length > 0)
    problems.push({
      path,
      message: `${ref} has no glyph for ${missing.map((c) => `"${c}"`).join(', ')}, which every card sets`,
    });
  // resvg finds a face by its typographic family name where the font has one (name ID 16).
  return { file: at.file, family: face.getName('preferredFamily') ?? face.familyName };
}

/** Reads one template of the look and checks its source; null (and a problem) when it cannot be used. */
function loadTemplate(ref: string, dir: string, kind: TemplateKind, problems: Problem[]): string | null {
  const path = `look.templates.${kind}`;
  const at = resolveDeckFile(ref, dir, 'template file', true);
  if ('problem' in at) {
    problems.push({ path, message: at.problem });
    return null;
  }
  const source = readInputFile(at.file, MAX_TEMPLATE_BYTES);
  const found = checkTemplateSource(source, kind);
  for (const message of found) problems.push({ path, message: `${ref}, ${message}` });
  return found.length === 0 ? source : null;
}

/**
 * The look of a loaded deck: its files read and checked (every problem at once, each at its field
 * of deck.json, a template's with its line). Throws InputError naming deck.json.
 */
export function loadDeckLook(loaded: LoadedDeck, deckFile: string): CardLook {
  const look = loaded.deck.look;
  if (look === undefined) return DEFAULT_LOOK;
  const problems: Problem[] = [];
  let fonts = DEFAULT_FONTS;
  if (look.fonts?.regular !== undefined || look.fonts?.bold !== undefined) {
    const regular =
      look.fonts.regular === undefined
        ? null
        : loadFont(look.fonts.regular, loaded.dir, 'look.fonts.regular', problems);
    const bold =
      look.fonts.bold === undefined ? regular : loadFont(look.fonts.bold, loaded.dir, 'look.fonts.bold', problems);
    const r = regular ?? { file: DEFAULT_FONTS.regular, family: DEFAULT_FONTS.family };
    const b = bold ?? { file: DEFAULT_FONTS.bold, family: DEFAULT_FONTS.boldFamily };
    fonts = { regular: r.file, bold: b.file, family: r.family, boldFamily: b.family };
  }
  const builtIn = readCardTemplates();
  const templates: CardTemplates = { ...builtIn };
  const named: Partial<Record<TemplateKind, string>> = {};
  for (const kind of ['face', 'back', 'shapes'] as const) {
    const ref = look.templates?.[kind];
    if (ref === undefined) continue;
    named[kind] = ref;
    const source = loadTemplate(ref, loaded.dir, kind, problems);
    if (source !== null) templates[kind] = source;
  }
  if (problems.length > 0) throw new InputError(deckFile, problems);
  return {
    size: lookSize(look.size),
    fonts,
    back: backColours(look.back),
    renderer: createCardRenderer(templates, fonts),
    plain: createCardRenderer(builtIn, fonts),
    templates: named,
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Characters of the SVG's <text> that the deck's fonts lack: a template's own words are set in them
 * too (resvg loads no other font, and the PDFs map every family to them).
 */
function missingInText(svg: string, fonts: CardFonts): string[] {
  const text = [...svg.matchAll(/<text\b[^>]*>([^<]*)</g)]
    .map((m) =>
      m[1]!.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) =>
        code.startsWith('#x') || code.startsWith('#X')
          ? String.fromCodePoint(Number.parseInt(code.slice(2), 16))
          : code.startsWith('#')
            ? String.fromCodePoint(Number(code.slice(1)))
            : (ENTITIES[code] ?? whole),
      ),
    )
    .join('');
  const missing = [
    ...new Set([...findMissingGlyphs(text, false, fonts), ...findMissingGlyphs(text, true, fonts)]),
  ].filter((c) => !/\s/.test(c));
  if (missing.length === 0) return [];
  const list = missing.map((c) => `${c} (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`);
  return [
    `its text sets ${list.join(', ')}, which the card font (${fonts.family}) does not have: it would print as an empty box`,
  ];
}

/** What svg-to-pdfkit says of an SVG, placed into a throwaway document with the card fonts. */
function placeInPdf(svg: string, canvas: { width: number; height: number }): string[] {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerCardFonts(doc);
  doc.addPage({ size: [canvas.width, canvas.height], margin: 0 });
  try {
    placeSvg(doc, svg, canvas.width, canvas.height);
    return [];
  } catch (error) {
    return [`the PDF cannot draw it: ${(error as Error).message}`];
  }
}

/**
 * The deck's own templates tried on real views: each must run on its data and draw one SVG of the
 * canvas's size with nothing that runs or fetches; and every printed text must have its glyphs in
 * the deck's fonts (the print check does that with the views' style). Problems at the template's field.
 */
export function checkLookDraws(
  look: CardLook,
  face: CardView | undefined,
  back: CardView,
  art: ReadonlyMap<string, Art>,
  deck: Deck,
): Problem[] {
  const problems: Problem[] = [];
  const tryDraw = (kinds: TemplateKind[], draw: () => string, canvas = cardCanvas(back)): void => {
    const own = kinds.filter((k) => look.templates[k] !== undefined);
    if (own.length === 0) return;
    const path = `look.templates.${own[0]}`;
    const refs = own.map((k) => look.templates[k]).join(' with ');
    let svg: string;
    try {
      svg = draw();
    } catch (error) {
      // Handlebars names the missing field and its line and column ("x" not defined in … - 3:5).
      problems.push({ path, message: `${refs}: ${(error as Error).message}` });
      return;
    }
    const found = checkDrawnSvg(svg, canvas);
    // The PDFs place the same SVG through svg-to-pdfkit, which refuses what it cannot draw.
    if (found.length === 0) found.push(...placeInPdf(svg, canvas), ...missingInText(svg, look.fonts));
    for (const message of found) problems.push({ path, message: `${refs}: ${message}` });
  };
  if (face !== undefined) tryDraw(['face', 'shapes'], () => look.renderer.face(face, art), cardCanvas(face));
  tryDraw(['back', 'shapes'], () => look.renderer.back(back, deck.name));
  return problems;
}
