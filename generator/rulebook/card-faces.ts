// The card faces and icons the rulebook pictures: the print generator's own card view, at the
// home-print size, so the rulebook shows exactly the cards in the box.

import type { Deck, Rules } from '../../engine/index.ts';
import { SIZE_PRESETS, type CardSize } from '../print/card-size.ts';
import { computeGeometry, viewCardFace, type CardView } from '../print/card-view.ts';

/** The pictured card: the print generator's hand-sized hex; pictures scale it as they need. */
const PICTURE_SIZE: CardSize = SIZE_PRESETS.small!;

export interface CardFaces {
  /** The face of a card by id (built once, then reused). */
  face(cardId: string): CardView;
  /** A view holding one icon's art alone, filling a square canvas of `size` mm. */
  icon(iconId: string, size: number): CardView;
}

/** Card faces for one deck's rules. */
export function makeCardFaces(deck: Deck, rules: Rules): CardFaces {
  const cache = new Map<string, CardView>();
  return {
    face(cardId) {
      const known = cache.get(cardId);
      if (known) return known;
      const card = rules.cards[rules.cardIndex.get(cardId) ?? -1];
      if (!card) throw new Error(`the rulebook pictures an unknown card "${cardId}"`);
      const view = viewCardFace(deck, card, PICTURE_SIZE);
      cache.set(cardId, view);
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
