// The home sheets (draw/sheets-pdf.ts) for the Node side: drawn with the shipped templates unless
// the job names a deck's own, the bytes as a Buffer for the files the build writes.

import type { CardRenderer } from '../../draw/card-svg.ts';
import type { Point } from '../../draw/hex-geometry.ts';
import type { Duplex } from '../../draw/imposition.ts';
import type { Paper } from '../../draw/paper.ts';
import { makeSheetsPdf, type SheetJob as DrawnSheetJob } from '../../draw/sheets-pdf.ts';
import { asBuffer } from './card-pdf.ts';
import { CARD_RENDERER } from './card-svg.ts';

export type SheetJob = Omit<DrawnSheetJob, 'renderer'> & { renderer?: CardRenderer };

export interface PdfFile {
  bytes: Buffer;
  pages: number;
}

/** The job with its renderer: the deck's, or the shipped templates. */
export const withRenderer = (job: SheetJob): DrawnSheetJob => ({ ...job, renderer: job.renderer ?? CARD_RENDERER });

/** Home sheets on one paper; see draw/sheets-pdf.ts. */
export async function writeSheetsPdf(
  job: SheetJob,
  paper: Paper,
  duplex: Duplex,
  offset?: Point,
  gutter?: number,
): Promise<PdfFile> {
  const pdf = await makeSheetsPdf(withRenderer(job), paper, duplex, offset, gutter);
  return { bytes: asBuffer(pdf.bytes), pages: pdf.pages };
}
