// What a deck's text needs from the cards: every character in the card font and every name set no
// smaller than the cards allow. Computed with the card views that build draws, so validate-deck and
// build refuse the same decks, naming the field.

import type { Card, Deck, Problem } from '../engine/index.ts';
import type { CardSize } from './card-size.ts';
import { type CardStyle, type CardView, viewCardBack, viewCardFace } from './card-view.ts';
import { type CardFonts, defaultCardFonts } from './fonts.ts';
import { findMissingGlyphs } from './text-measure.ts';

export interface PrintViews {
  faces: CardView[];
  back: CardView;
  /** Everything that would not print as written, each with the deck file's path of the field. */
  problems: Problem[];
}

const codePoint = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Characters of the printed texts that the card font (also the rulebook's) lacks, by field. */
export function checkGlyphs(deck: Deck, fonts: CardFonts = defaultCardFonts()): Problem[] {
  const fields = [
    // The back sets the deck's name in capitals, bold; the rulebook as written.
    { path: 'name', text: `${deck.name.toUpperCase()}${deck.name}`, bold: true },
    ...deck.icons.map((icon, i) => ({ path: `icons[${i}].name`, text: icon.name, bold: false })),
    ...deck.colours.map((colour, i) => ({ path: `colours[${i}].name`, text: colour.name, bold: false })),
    { path: 'description', text: deck.description ?? '', bold: false },
  ];
  return fields.flatMap(({ path, text, bold }) => {
    const missing = findMissingGlyphs(text, bold, fonts);
    if (missing.length === 0) return [];
    const list = missing.map((c) => `${c} (${codePoint(c)})`).join(', ');
    return [
      {
        path,
        message: `the card and rulebook font (${bold ? fonts.boldFamily : fonts.family}) has no ${list}: it would print as an empty box`,
      },
    ];
  });
}

/** The faces of `cards` and the back as build draws them, and every problem of the deck's text on them. */
export function viewDeckForPrint(deck: Deck, cards: readonly Card[], size: CardSize, style: CardStyle): PrintViews {
  const faces = cards.map((c) => viewCardFace(deck, c, size, style));
  const back = viewCardBack(deck, size, style);
  const problems = [
    ...checkGlyphs(deck, style.fonts),
    // A problem of the size, not of one card (the mark's), is said once.
    ...[...new Set([...faces, back].flatMap((view) => view.problems ?? []))].map((message) => ({ path: '', message })),
  ];
  return { faces, back, problems };
}
