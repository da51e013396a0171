// A pdfkit document as every print file opens it, and its bytes collected when it ends. Pure: the
// card fonts arrive as bytes (fonts.ts: Node reads the files, the browser fetches them), and the
// document is gathered into one Uint8Array, so Node and a browser worker make the same PDF. pdfkit
// opens every document in Helvetica (never drawn with, but it takes the first font name): Node's
// pdfkit has it, and a browser thread registers it before it makes a PDF (registerStdFonts).

import PDFDocument from 'pdfkit';
import { type CardFonts, fontFileBytes, PDF_FONTS } from './fonts.ts';
import type { Duplex } from './imposition.ts';
import { tagFontSubsets } from './pdf-subset-tags.ts';

export type PdfDoc = InstanceType<typeof PDFDocument>;

export interface PdfFile {
  bytes: Uint8Array;
  pages: number;
}

// A fixed date keeps two builds of the same deck byte-identical.
const BUILD_DATE = new Date('2024-01-01T00:00:00Z');

const DUPLEX_NAME: Record<Duplex, string> = {
  long: 'DuplexFlipLongEdge',
  short: 'DuplexFlipShortEdge',
  fold: 'Simplex',
};

/** Registers the card fonts in a pdfkit document from their bytes; call once per document. */
export function registerCardFonts(doc: PdfDoc, fonts: CardFonts): void {
  doc.registerFont(PDF_FONTS.regular, fontFileBytes(fonts.regular));
  doc.registerFont(PDF_FONTS.bold, fontFileBytes(fonts.bold));
}

/** A document in the card fonts that asks the print dialog for actual size and the right flip. */
export function openDocument(title: string, duplex: Duplex, fonts: CardFonts, pdfVersion?: '1.5'): PdfDoc {
  const doc = new PDFDocument({
    ...(pdfVersion ? { pdfVersion } : {}),
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Creator: 'jibe build', Producer: 'jibe', CreationDate: BUILD_DATE, ModDate: BUILD_DATE },
  });
  // pdfkit writes plain strings as names.
  (doc as unknown as { _root: { data: Record<string, unknown> } })._root.data.ViewerPreferences = doc.ref({
    PrintScaling: 'None',
    Duplex: DUPLEX_NAME[duplex],
  });
  registerCardFonts(doc, fonts);
  return doc;
}

/** Ends the document and returns its bytes (font subsets tagged from its content) and page count. */
export async function finish(doc: PdfDoc, pages: number): Promise<PdfFile> {
  const chunks: Uint8Array[] = [];
  doc.on('data', (c: Uint8Array) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.end();
  await done;
  return { bytes: tagFontSubsets(concatBytes(chunks)), pages };
}

function concatBytes(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
