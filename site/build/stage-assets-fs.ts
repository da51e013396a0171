// Gathers the files the site serves as they are, from the deck's output and the deck itself, into one
// folder that the build uses as its public folder: card faces, downloads (PDFs and a zip of the card
// PNGs), the rulebook's pictures, app icons and the web app manifest.
// The card faces are served with their text drawn as outlines in the deck's fonts: an SVG shown as
// a picture cannot load a font, and a phone rarely has the card's font installed.

import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { CardFonts } from '../../generator/print/fonts.ts';
import { loadDeckLook } from '../../generator/print/look-fs.ts';
import { ICON_SIZES, buildWebManifest, renderAppIconSvg } from './app-icon.ts';
import type { CardImageArchive, DeckOutput, SiteSettings } from '../src/lib/site-data.ts';
import { makeZip } from './zip.ts';

function copyInto(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

/** A card's SVG with its text turned into outlines of the deck's fonts (resvg's reader sets it). */
function outlineText(from: string, to: string, fonts: CardFonts): void {
  const svg = new Resvg(readFileSync(from, 'utf8'), {
    font: { loadSystemFonts: false, fontFiles: [fonts.regular, fonts.bold], defaultFontFamily: fonts.family },
  }).toString();
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, svg);
}

/** Fills `dir` (emptied first) with the served files; returns the card-image archive's facts. */
export function stageAssets(settings: SiteSettings, output: DeckOutput, dir: string): CardImageArchive | null {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const loaded = { deck: settings.deck, dir: settings.deckDir, artFiles: new Map(Object.entries(settings.artFiles)) };
  const { fonts } = loadDeckLook(loaded, join(settings.deckDir, 'deck.json'));
  for (const [id, path] of Object.entries(output.cardSvgs)) outlineText(path, join(dir, 'cards', `${id}.svg`), fonts);
  if (output.backSvg) outlineText(output.backSvg, join(dir, 'cards', 'back.svg'), fonts);
  for (const file of [...output.sheets, ...output.rulebookPdfs]) copyInto(file.path, join(dir, 'downloads', file.name));
  // The rulebook's pictures keep their paths relative to its HTML, which becomes the rules/ page.
  if (output.rulebook)
    for (const asset of output.rulebook.assets)
      copyInto(asset, join(dir, 'rules', relative(output.rulebook.dir, asset)));
  if (output.balance)
    for (const asset of output.balance.assets)
      copyInto(asset, join(dir, 'balance', relative(output.balance.dir, asset)));

  const iconSvg = renderAppIconSvg(settings.deck);
  mkdirSync(join(dir, 'icons'), { recursive: true });
  writeFileSync(join(dir, 'icons', 'icon.svg'), iconSvg);
  for (const size of ICON_SIZES) {
    const png = new Resvg(iconSvg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } })
      .render()
      .asPng();
    writeFileSync(join(dir, 'icons', `icon-${size}.png`), png);
  }
  writeFileSync(
    join(dir, 'manifest.webmanifest'),
    `${JSON.stringify(buildWebManifest(settings.deck, settings.base), null, 2)}\n`,
  );

  if (output.cardPngs.length === 0) return null;
  const folder = `${settings.deck.id}-cards`;
  const zip = makeZip(
    output.cardPngs.map((path) => ({ name: `${folder}/${basename(path)}`, data: readFileSync(path) })),
  );
  const path = `downloads/${settings.deck.id}-card-images.zip`;
  writeFileSync(join(dir, path), zip);
  return { path, bytes: zip.length, images: output.cardPngs.length };
}
