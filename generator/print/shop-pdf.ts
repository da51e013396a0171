// The shop files (draw/shop-pdf.ts) for the Node side: the bytes as a Buffer for the build to write.

import { makeShopPdf, type ShopPdfOptions } from '../../draw/shop-pdf.ts';
import { asBuffer } from './card-pdf.ts';
import { type PdfFile, type SheetJob, withRenderer } from './sheets-pdf.ts';

export { checkShopBleed, type ShopPdfOptions, shopFileCanvas } from '../../draw/shop-pdf.ts';

/** One card per page, each face followed by the back; see draw/shop-pdf.ts. */
export async function writeShopPdf(job: SheetJob, options: ShopPdfOptions = {}): Promise<PdfFile> {
  const pdf = await makeShopPdf(withRenderer(job), options);
  return { bytes: asBuffer(pdf.bytes), pages: pdf.pages };
}
