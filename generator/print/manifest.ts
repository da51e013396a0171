// The manifest of a build: every card with its icons, sides, value and files, as JSON and CSV.

import type { Card } from '../../engine/index.ts';

export interface ManifestCard {
  id: string;
  kind: Card['kind'];
  /** The icon sets printed on the card (two for a pair, one for a core). */
  icons: string[];
  sides: string[];
  value: number;
  svg: string;
  png: string;
}

export interface Manifest {
  deck: string;
  name: string;
  size: { id: string; cornerToCornerMm: number; bleedMm: number; safeMm: number };
  dpi: number;
  png: { width: number; height: number };
  cards: ManifestCard[];
  back: { svg: string; png: string };
}

/** The relative paths of a card's files inside the output folder. */
export const cardFiles = (id: string): { svg: string; png: string } => ({
  svg: `cards/${id}.svg`,
  png: `cards/${id}.png`,
});

export function buildManifestCards(cards: readonly Card[]): ManifestCard[] {
  return cards.map((c) => ({
    id: c.id,
    kind: c.kind,
    icons: [...c.sets],
    sides: [...c.sides],
    value: c.value,
    ...cardFiles(c.id),
  }));
}

const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One row per card, then the back; icons and sides joined by spaces. */
export function formatManifestCsv(manifest: Manifest): string {
  const rows: (string | number)[][] = [['id', 'kind', 'icons', 'sides', 'value', 'svg', 'png']];
  for (const c of manifest.cards)
    rows.push([c.id, c.kind, c.icons.join(' '), c.sides.join(' '), c.value, c.svg, c.png]);
  rows.push(['back', 'back', '', '', '', manifest.back.svg, manifest.back.png]);
  return `${rows.map((r) => r.map(csvField).join(',')).join('\n')}\n`;
}
