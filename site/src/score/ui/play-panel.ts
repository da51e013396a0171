// The panel between the board and the buttons: the cards that fit a tapped cell, shown as their
// faces, or the hint's plays. It never covers the buttons; the board shrinks to make room for it.

import type { Rules } from '../../../../engine/index.ts';
import type { CardArt } from '../card-face.ts';
import { searchCards } from '../card-search.ts';
import { byId, button, h } from './dom.ts';
import { cardPicture } from './picker.ts';

/** A card face to tap, named for screen readers. */
function faceButton(rules: Rules, art: CardArt | null, id: string, onPick: () => void, extra = ''): HTMLButtonElement {
  const choice = searchCards(rules, [id], '')[0]!;
  return button(
    [cardPicture(choice, art, 64), h('span', { class: 'face-name' }, choice.name.replace('/', '/\u200b')), extra],
    onPick,
    { class: 'face quiet', 'data-card': id, 'aria-label': `${choice.name}${extra ? `, ${extra}` : ''}` },
  );
}

/** Shows cards as faces to tap, under a title; an empty list shows the title alone. */
export function showFaces(
  rules: Rules,
  art: CardArt | null,
  title: string,
  cards: readonly { id: string; note?: string }[],
  /** Called with the card's id and its place in the list (a hint may list one card at two cells). */
  onPick: (id: string, index: number) => void,
): void {
  byId('g-panel-title').textContent = title;
  byId('g-panel-list').replaceChildren(
    ...cards.map((c, i) =>
      h(
        'li',
        {},
        faceButton(rules, art, c.id, () => onPick(c.id, i), c.note ?? ''),
      ),
    ),
  );
  byId('g-panel').hidden = false;
}

export function hidePanel(): void {
  byId('g-panel').hidden = true;
  byId('g-panel-list').replaceChildren();
}
