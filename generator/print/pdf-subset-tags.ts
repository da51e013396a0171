// The font subset tags of draw/pdf-subset-tags.ts on a Node Buffer (the files the build writes).

import { tagFontSubsets as tagBytes } from '../../draw/pdf-subset-tags.ts';
import { asBuffer } from './card-pdf.ts';

/** The PDF with each font subset's tag replaced by one made from the file's content. */
export function tagFontSubsets(pdf: Buffer): Buffer {
  const out = tagBytes(pdf);
  return out === pdf ? pdf : asBuffer(out);
}
