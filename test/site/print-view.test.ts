import { describe, expect, test } from 'vitest';
import { buildDownloads, labelFromFileName } from '../../site/src/lib/print-view.ts';
import { countPdfPages } from '../../site/build/pdf-pages.ts';

test.each([
  ['sheets/a4-long.pdf', 'A4, long-edge duplex'],
  ['sheets/letter-fold.pdf', 'US Letter, fold-over'],
  ['sheets/card-backs_letter.pdf', 'Card backs, US Letter'],
  ['rulebook-a4.pdf', 'Rulebook, A4'],
  ['sheets/tgc-hex.pdf', 'Tgc hex'],
  ['.pdf', 'File'],
])('labelFromFileName(%s) = %s', (name, label) => {
  expect(labelFromFileName(name)).toBe(label);
});

describe('buildDownloads', () => {
  const sheet = { path: '/x/sheets/cards-a4.pdf', name: 'sheets/cards-a4.pdf', bytes: 2_400_000, pages: 14 };
  const book = { path: '/x/rulebook-letter.pdf', name: 'rulebook-letter.pdf', bytes: 812_000, pages: 1 };

  test('groups in order, each file with its kind, pages and size, under the base', () => {
    const groups = buildDownloads(
      [sheet],
      [book],
      { path: 'downloads/classic-card-images.zip', bytes: 5_100_000, images: 81 },
      '/jibe/',
    );
    expect(groups.map((g) => g.title)).toEqual(['Card sheets', 'Rulebook', 'Card images']);
    expect(groups.flatMap((g) => g.items)).toEqual([
      {
        href: '/jibe/downloads/sheets/cards-a4.pdf',
        label: 'Cards, A4',
        detail: 'PDF · 14 pages · 2.4 MB',
        fileName: 'cards-a4.pdf',
      },
      {
        href: '/jibe/downloads/rulebook-letter.pdf',
        label: 'Rulebook, US Letter',
        detail: 'PDF · 1 page · 812 KB',
        fileName: 'rulebook-letter.pdf',
      },
      {
        href: '/jibe/downloads/classic-card-images.zip',
        label: 'Every card as PNG',
        detail: 'ZIP · 81 images · 5.1 MB',
        fileName: 'classic-card-images.zip',
      },
    ]);
  });

  test('leaves out what was not built, and a page count it could not read', () => {
    const groups = buildDownloads([{ ...sheet, pages: null }], [], null, '/');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items[0]?.detail).toBe('PDF · 2.4 MB');
  });
});

describe('countPdfPages', () => {
  const pdf = (body: string) => new TextEncoder().encode(`%PDF-1.3\n${body}\n%%EOF`);

  test.each([
    [
      'page objects',
      '1 0 obj << /Type /Pages /Count 3 /Kids [2 0 R 3 0 R 4 0 R] >> endobj 2 0 obj << /Type /Page >> 3 0 obj <</Type/Page>> 4 0 obj << /Type /Page /Parent 1 0 R >>',
      3,
    ],
    ['only a page tree count (compressed objects)', '5 0 obj << /Type /Pages /Kids [] /Count 12 >> endobj', 12],
    ['count before type', '5 0 obj << /Count 7 /Type /Pages >> endobj', 7],
    ['no pages at all', 'nothing', null],
  ])('%s', (_name, body, pages) => {
    expect(countPdfPages(pdf(body))).toBe(pages);
  });

  test('not a PDF', () => {
    expect(countPdfPages(new TextEncoder().encode('PK\u0003\u0004'))).toBeNull();
  });
});
