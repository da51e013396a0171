// Text widths in the card fonts, so that view models can fit names to the hex. fontkit reads the
// advance widths and kerning from the same TTF/OTF files that resvg and the PDF use, in Node and
// in the browser alike; the sums are pdfkit's own (runs split after spaces, scaled per glyph), so
// a width here is the width pdfkit sets.

import { create, type Font } from 'fontkit';
import { type CardFonts, defaultCardFonts, fontFileBytes } from './fonts.ts';

// One parsed face per font file. A process sees a few decks at most (the preview, the tests, the
// Studio); the bound keeps a long-running one from growing.
const faces = new Map<string, Font>();
const MAX_FACES = 16;

function faceOf(file: string): Font {
  let face = faces.get(file);
  if (face === undefined) {
    if (faces.size >= MAX_FACES) faces.delete(faces.keys().next().value!);
    // fontkit reads any Uint8Array; its types ask for a Node Buffer.
    face = create(fontFileBytes(file) as Parameters<typeof create>[0]) as Font;
    faces.set(file, face);
  }
  return face;
}

const cardFace = (bold: boolean, fonts: CardFonts): Font => faceOf(bold ? fonts.bold : fonts.regular);

// Widths already laid out, by face and text: a deck's names and values repeat on many faces, and the
// Studio measures them all again on every edit. Bounded, as a long edit session meets many texts.
const widths = new WeakMap<Font, Map<string, number>>();
const MAX_WIDTHS = 4096;

/** The advance of `text` in `face`, in thousandths of the font size, as pdfkit sums it. */
function layoutWidth(face: Font, text: string): number {
  const scale = 1000 / face.unitsPerEm;
  let width = 0;
  let last = 0;
  for (let i = 0; i <= text.length; ) {
    if ((i === text.length && last < i) || text.charAt(i) === ' ' || text.charAt(i) === '\t') {
      const run = face.layout(text.slice(last, ++i));
      for (const position of run.positions) width += position.xAdvance * scale;
      last = i;
    } else i++;
  }
  return width;
}

/** Width of `text` set at `size` in the card font, in the unit of `size`. */
export function measureText(text: string, bold: boolean, size: number, fonts: CardFonts = defaultCardFonts()): number {
  const face = cardFace(bold, fonts);
  let known = widths.get(face);
  if (known === undefined) {
    known = new Map();
    widths.set(face, known);
  }
  let width = known.get(text);
  if (width === undefined) {
    width = layoutWidth(face, text);
    if (known.size >= MAX_WIDTHS) known.clear();
    known.set(text, width);
  }
  // pdfkit measures at its font size (100 here) and scales to `size` after.
  return width * (100 / 1000) * (size / 100);
}

/** The characters of `text` the card font has no glyph for (each once): resvg and the PDF draw them as boxes. */
export function findMissingGlyphs(text: string, bold: boolean, fonts: CardFonts = defaultCardFonts()): string[] {
  const face = cardFace(bold, fonts);
  return [...new Set(text)].filter((c) => !face.hasGlyphForCodePoint(c.codePointAt(0)!));
}
