// The card gallery's view model: every card of the deck with its picture, a text alternative that
// names its icons and value, the attributes the filter reads, and the choices the filter offers.

import { enumerateCards } from '../../../engine/index.ts';
import type { Card, Deck } from '../../../engine/index.ts';
import { listInProse } from './format.ts';
import { hrefFor } from './nav.ts';
import { wildColourSentence } from '../../../draw/rule-text.ts';

export interface CardTile {
  id: string;
  /** The card face, `cards/<id>.svg` under the site's base. */
  image: string;
  /** Text alternative, e.g. "Pair card: Can (0) and Fire (50), value 50". */
  alt: string;
  title: string;
  kind: string;
  value: number;
  /** The six sides in order, by icon name. */
  sides: string;
  /** For the filter: icon ids and colour ids, space-separated, as data attributes. */
  icons: string;
  colours: string;
}

export interface FilterChoice {
  value: string;
  label: string;
}

export interface CardGallery {
  tiles: CardTile[];
  icons: FilterChoice[];
  colours: FilterChoice[];
  /** The distinct card values, lowest first, offered as the ends of the value range. */
  values: number[];
  valueChoices: FilterChoice[];
  /** The one wording of the wild icon's colour (rule-text.ts), beside the colour filter. */
  wildColour: string;
  /** A card picture's width and height in CSS pixels at its smallest gallery size, for the img attributes. */
  aspect: { width: number; height: number };
}

function describeCard(card: Card, deck: Deck): { alt: string; title: string; kind: string } {
  const icon = (id: string) => deck.icons.find((i) => i.id === id);
  const named = card.sets.map((id) => `${icon(id)?.name ?? id} (${icon(id)?.value ?? 0})`);
  const isWild = card.sets.length === 1 && card.sets[0] === deck.wild;
  const kind = card.kind === 'pair' ? 'Pair card' : isWild ? 'Wild core card' : 'Core card';
  const names = card.sets.map((id) => icon(id)?.name ?? id);
  return {
    alt: `${kind}: ${listInProse(named)}, value ${card.value}`,
    title: card.kind === 'pair' ? `${names.join(' + ')}` : `${names[0] ?? card.id} core`,
    kind,
  };
}

/** Gallery pictures are laid out about this wide on a phone; the height follows the card's box. */
const TILE_WIDTH = 160;

/** Builds the gallery for a deck; `base` is the site's URL base, `box` a card face's drawn size. */
export function buildCardGallery(deck: Deck, base: string, box: { width: number; height: number }): CardGallery {
  const colourOf = new Map(deck.icons.map((i) => [i.id, i.colour]));
  const nameOf = new Map(deck.icons.map((i) => [i.id, i.name]));
  const cards = enumerateCards(deck);
  const tiles = cards.map((card): CardTile => {
    const text = describeCard(card, deck);
    const colours = [...new Set(card.sets.map((id) => colourOf.get(id) ?? ''))].filter((c) => c !== '');
    return {
      id: card.id,
      image: hrefFor(base, `cards/${card.id}.svg`),
      ...text,
      value: card.value,
      sides: card.sides.map((id) => nameOf.get(id) ?? id).join(', '),
      icons: [...new Set(card.sets)].join(' '),
      colours: colours.join(' '),
    };
  });
  const values = [...new Set(cards.map((c) => c.value))].sort((a, b) => a - b);
  return {
    tiles,
    icons: deck.icons.map((i) => ({ value: i.id, label: `${i.name} (${i.value})` })),
    colours: deck.colours.map((c) => ({ value: c.id, label: c.name })),
    wildColour: (() => {
      const wild = deck.icons.find((i) => i.id === deck.wild)!;
      return wildColourSentence(wild.name, deck.colours.find((c) => c.id === wild.colour)?.name ?? wild.colour);
    })(),
    values,
    valueChoices: values.map((v) => ({ value: String(v), label: String(v) })),
    aspect: { width: TILE_WIDTH, height: Math.round((TILE_WIDTH * box.height) / Math.max(box.width, 1e-9)) },
  };
}
