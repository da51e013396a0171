// Text widths in the card fonts are pdfkit's, the first time a text is measured and every time after
// (widths are kept by face and text, since a deck's names and values repeat on many faces).

import PDFDocument from 'pdfkit';
import { describe, expect, test } from 'vitest';
import { DEFAULT_FONTS } from '../../generator/print/fonts.ts';
import { measureText } from '../../generator/print/text-measure.ts';

const TEXTS = ['95', 'Key + Fire', 'Beakers + Pencil', 'Wäßrig  Ünïcode\tand tab', '', ' '];

/** pdfkit's own width of `text` at `size` in the card font. */
function pdfkitWidth(text: string, bold: boolean, size: number): number {
  const doc = new PDFDocument({ autoFirstPage: false });
  return doc
    .font(bold ? DEFAULT_FONTS.bold : DEFAULT_FONTS.regular)
    .fontSize(size)
    .widthOfString(text);
}

describe('measureText', () => {
  test.each(TEXTS.flatMap((text) => [false, true].map((bold) => ({ text, bold }))))(
    '"$text" (bold: $bold) measures as pdfkit sets it, first and again',
    ({ text, bold }) => {
      for (const size of [3, 2.5, 12]) {
        const want = pdfkitWidth(text, bold, size);
        expect(measureText(text, bold, size)).toBeCloseTo(want, 9);
        expect(measureText(text, bold, size)).toBe(measureText(text, bold, size));
      }
    },
  );

  test('a kept width belongs to its face: the bold and the regular of a text differ', () => {
    expect(measureText('Key + Fire', true, 3)).toBeGreaterThan(measureText('Key + Fire', false, 3));
  });

  test('many texts (more than are kept) measure the same when they come round again', () => {
    const texts = Array.from({ length: 5000 }, (_, i) => `Icon ${i}`);
    const first = texts.map((t) => measureText(t, false, 3));
    expect(texts.map((t) => measureText(t, false, 3))).toEqual(first);
    expect(measureText('Icon 1', false, 3)).toBeCloseTo(pdfkitWidth('Icon 1', false, 3), 9);
  });
});
