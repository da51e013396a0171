// The card fonts as the drawing code knows them: a pair of TTF/OTF files and the family names the
// card SVGs give them. Where the bytes come from is the edge's business: Node reads the files
// (generator/print/fonts.ts), the browser fetches them and hands them in (provideFontFile).

/** The font files a deck's cards are set in, and the family names the card SVGs give them. */
export interface CardFonts {
  regular: string;
  bold: string;
  /** The family name inside each file (its name table): what the SVG's font-family says, so resvg finds it. */
  family: string;
  boldFamily: string;
}

/** The family of the shipped card font (DejaVu Sans): art text is set in it, and cards unless a deck names its own. */
export const CARD_FAMILY = 'DejaVu Sans';

/**
 * Names under which pdfkit documents know the two card faces: whatever family a card SVG names,
 * svg-to-pdfkit sets it in one of these, picked by weight.
 */
export const PDF_FONTS = { regular: 'CardFont', bold: 'CardFont-Bold' } as const;

type FontReader = (file: string) => Uint8Array;

const provided = new Map<string, Uint8Array>();
let reader: FontReader | null = null;
let defaults: CardFonts | null = null;

/** Sets the fonts used where none are named, and how a font file not provided is read (Node: from disk). */
export function setFontSource(defaultFonts: CardFonts, read: FontReader | null): void {
  defaults = defaultFonts;
  reader = read;
}

/** Hands in the bytes of a font file by the name the fonts give it (the browser's way in). */
export function provideFontFile(file: string, bytes: Uint8Array): void {
  provided.set(file, bytes);
}

/** The bytes of a font file: provided, or read by the edge's reader. */
export function fontFileBytes(file: string): Uint8Array {
  const known = provided.get(file);
  if (known !== undefined) return known;
  if (reader === null) throw new Error(`font file "${file}" was not provided`);
  return reader(file);
}

/** The default card fonts, as the edge set them. */
export function defaultCardFonts(): CardFonts {
  if (defaults === null) throw new Error('no card fonts set (setFontSource)');
  return defaults;
}
