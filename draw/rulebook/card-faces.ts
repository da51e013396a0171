// The card faces and icons the rulebook pictures: the print generator's own card view, at the
// home-print size, so the rulebook shows exactly the cards in the box.

import type { Deck, Rules } from '../../engine/index.ts';
import { SIZE_PRESETS, type CardSize } from '../card-size.ts';
import { type CardStyle, computeGeometry, viewCardBack, viewCardFace, type CardView } from '../card-view.ts';

/** The pictured card unless the deck has a size of its own: the print generator's hand-sized hex; pictures scale it as they need. */
const PICTURE_SIZE: CardSize = SIZE_PRESETS.small!;

export interface CardFaces {
  /** The face of a card by id (built once, then reused). */
  face(cardId: string): CardView;
  /** The card back, as printed. */
  back(): CardView;
  /** A view holding one icon's art alone, filling a square canvas of `size` mm. */
  icon(iconId: string, size: number): CardView;
}

/** Card faces for one deck's rules. */
export function makeCardFaces(
  deck: Deck,
  rules: Rules,
  style: CardStyle = {},
  size: CardSize = PICTURE_SIZE,
): CardFaces {
  const cache = new Map<string, CardView>();
  return {
    face(cardId) {
      const known = cache.get(cardId);
      if (known) return known;
      const card = rules.cards[rules.cardIndex.get(cardId) ?? -1];
      if (!card) throw new Error(`the rulebook pictures an unknown card "${cardId}"`);
      const view = viewCardFace(deck, card, size, style);
      cache.set(cardId, view);
      return view;
    },
    back() {
      const known = cache.get('');
      if (known) return known;
      const view = viewCardBack(deck, size, style);
      cache.set('', view);
      return view;
    },
    icon(iconId, size) {
      const geometry = {
        ...computeGeometry(PICTURE_SIZE),
        width: size,
        height: size,
        centre: { x: size / 2, y: size / 2 },
      };
      const name = deck.icons.find((i) => i.id === iconId)?.name ?? iconId;
      return {
        id: iconId,
        description: `The ${name} icon`,
        geometry,
        paths: [],
        icons: [{ icon: iconId, x: size / 2, y: size / 2, size }],
        texts: [],
        sides: [],
      };
    },
  };
}

/**
 * A face split in two for a card drawn turned on the table: everything that turns with the card,
 * and the value and names in its middle, which a reader wants upright ("90", never "06").
 */
export function splitUpright(view: CardView): { turning: CardView; upright: CardView } {
  const c = view.geometry.centre;
  // The middle texts (value and names) lie within a third of a radius of the centre.
  const central = (t: CardView['texts'][number]) => Math.hypot(t.x - c.x, t.y - c.y) < view.geometry.radius / 3;
  return {
    turning: { ...view, texts: view.texts.filter((t) => !central(t)) },
    upright: { ...view, paths: [], icons: [], sides: [], texts: view.texts.filter(central) },
  };
}
