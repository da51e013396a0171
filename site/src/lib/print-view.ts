// The Print page's view model: each download with its size and page count, grouped, in a fixed
// order (card sheets, rulebook, card images).

import type { CardImageArchive, OutputFile } from './site-data.ts';
import { formatBytes, plural } from './format.ts';
import { hrefFor } from './nav.ts';

export interface DownloadItem {
  href: string;
  label: string;
  /** "PDF · 14 pages · 2.4 MB". */
  detail: string;
  /** The file name the browser saves it under. */
  fileName: string;
}

export interface DownloadGroup {
  id: string;
  title: string;
  items: DownloadItem[];
}

/** Words of the generator's file names that mean something to a printer. */
const KNOWN_WORDS: Record<string, string> = {
  a4: 'A4',
  a3: 'A3',
  letter: 'US Letter',
  legal: 'US Legal',
  long: 'long-edge duplex',
  short: 'short-edge duplex',
  fold: 'fold-over',
};

/** A readable label from a file name: "a4-long.pdf" → "A4, long-edge duplex"; "card-backs.pdf" → "Card backs". */
export function labelFromFileName(name: string): string {
  const words = (name.split('/').pop() ?? name)
    .replace(/\.[a-z0-9]+$/i, '')
    .split(/[-_ ]+/)
    .filter((w) => w !== '');
  const phrases: string[] = [];
  let plain: string[] = [];
  for (const word of words) {
    const known = KNOWN_WORDS[word.toLowerCase()];
    if (known === undefined) {
      plain.push(word);
      continue;
    }
    if (plain.length > 0) phrases.push(plain.join(' '));
    plain = [];
    phrases.push(known);
  }
  if (plain.length > 0) phrases.push(plain.join(' '));
  const label = phrases.join(', ');
  return label === '' ? 'File' : label.charAt(0).toUpperCase() + label.slice(1);
}

function pdfItem(file: OutputFile, base: string): DownloadItem {
  const parts = ['PDF', file.pages === null ? null : plural(file.pages, 'page'), formatBytes(file.bytes)].filter(
    (p) => p !== null,
  );
  return {
    href: hrefFor(base, `downloads/${file.name}`),
    label: labelFromFileName(file.name),
    detail: parts.join(' · '),
    fileName: file.name.split('/').pop() ?? file.name,
  };
}

/** Builds the download groups; empty groups are left out. */
export function buildDownloads(
  sheets: readonly OutputFile[],
  rulebookPdfs: readonly OutputFile[],
  archive: CardImageArchive | null,
  base: string,
): DownloadGroup[] {
  const groups: DownloadGroup[] = [
    { id: 'sheets', title: 'Card sheets', items: sheets.map((f) => pdfItem(f, base)) },
    { id: 'rulebook', title: 'Rulebook', items: rulebookPdfs.map((f) => pdfItem(f, base)) },
    {
      id: 'images',
      title: 'Card images',
      items: archive
        ? [
            {
              href: hrefFor(base, archive.path),
              label: 'Every card as PNG',
              detail: `ZIP · ${plural(archive.images, 'image')} · ${formatBytes(archive.bytes)}`,
              fileName: archive.path.split('/').pop() ?? archive.path,
            },
          ]
        : [],
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}
