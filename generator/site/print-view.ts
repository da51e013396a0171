// The Print page's view model: each download with its size and page count, grouped, in a fixed
// order (card sheets, rulebook, card images).

import type { OutputFile } from './site-data-fs.ts';
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

/** The archive of card PNGs built with the site. */
export interface CardImageArchive {
  /** Path inside the site, e.g. `downloads/classic-card-images.zip`. */
  path: string;
  bytes: number;
  images: number;
}

const PAPER: Record<string, string> = { a4: 'A4', letter: 'US Letter', a3: 'A3', legal: 'US Legal', tabloid: 'Tabloid' };

/** A readable label from a file name: "cards-front-a4.pdf" → "Cards front, A4". */
export function labelFromFileName(name: string): string {
  const words = (name.split('/').pop() ?? name).replace(/\.[a-z0-9]+$/i, '').split(/[-_ ]+/).filter((w) => w !== '');
  const paper = words.filter((w) => PAPER[w.toLowerCase()] !== undefined).map((w) => PAPER[w.toLowerCase()]);
  const rest = words.filter((w) => PAPER[w.toLowerCase()] === undefined).join(' ');
  const head = rest === '' ? 'File' : rest.charAt(0).toUpperCase() + rest.slice(1);
  return paper.length > 0 ? `${head}, ${paper.join(', ')}` : head;
}

function pdfItem(file: OutputFile, base: string): DownloadItem {
  const parts = ['PDF', file.pages === null ? null : plural(file.pages, 'page'), formatBytes(file.bytes)].filter((p) => p !== null);
  return { href: hrefFor(base, `downloads/${file.name}`), label: labelFromFileName(file.name), detail: parts.join(' · '), fileName: file.name.split('/').pop() ?? file.name };
}

/** Builds the download groups; empty groups are left out. */
export function buildDownloads(sheets: readonly OutputFile[], rulebookPdfs: readonly OutputFile[], archive: CardImageArchive | null, base: string): DownloadGroup[] {
  const groups: DownloadGroup[] = [
    { id: 'sheets', title: 'Card sheets', items: sheets.map((f) => pdfItem(f, base)) },
    { id: 'rulebook', title: 'Rulebook', items: rulebookPdfs.map((f) => pdfItem(f, base)) },
    {
      id: 'images',
      title: 'Card images',
      items: archive
        ? [{ href: hrefFor(base, archive.path), label: 'Every card as PNG', detail: `ZIP · ${plural(archive.images, 'image')} · ${formatBytes(archive.bytes)}`, fileName: archive.path.split('/').pop() ?? archive.path }]
        : [],
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}
