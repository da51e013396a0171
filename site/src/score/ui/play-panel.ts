// The panel over the board: the cards that fit a tapped cell, shown as their faces, the likeliest
// first, with a pad of the deck's icons that narrows them to the cards carrying the icons tapped;
// or the hint's plays. It lies over the half of the board away from the cell tapped, so the cell
// stays in sight and in place, and nothing the panel holds appears under the finger that tapped it.

import type { Rules } from '../../../../engine/index.ts';
import type { CardArt } from '../../table/card-face.ts';
import { searchCards } from '../../table/card-search.ts';
import { byId, button, h } from '../../table/ui/dom.ts';
import { cardPicture } from '../../table/ui/picker.ts';

/** Icons pressed on the pad at most: a card carries two. */
export const PAD_ICONS = 2;

/** Which edge of the board the panel lies against. */
export type PanelSide = 'top' | 'bottom';

/** A card face to tap, named for screen readers. */
function faceButton(
  rules: Rules,
  art: CardArt | null,
  id: string,
  onPick: () => void,
  extra: string,
  pressed: boolean | undefined,
): HTMLButtonElement {
  const choice = searchCards(rules, [id], '')[0]!;
  return button(
    [cardPicture(choice, art, 56, true), h('span', { class: 'face-name' }, choice.name.replace('/', '/\u200b')), extra],
    onPick,
    {
      class: 'face quiet',
      'data-card': id,
      'aria-label': `${choice.name}${extra ? `, ${extra}` : ''}`,
      'aria-pressed': pressed === undefined ? null : String(pressed),
    },
  );
}

/** The cards among `ids` carrying every icon in `icons` (all of them when none is pressed). */
export function cardsWithIcons(rules: Rules, ids: readonly string[], icons: readonly string[]): string[] {
  return ids.filter((id) => {
    const sets = rules.cards[rules.cardIndex.get(id)!]!.sets;
    return icons.every((icon) => sets.includes(icon));
  });
}

/** The pad with one more icon pressed (the oldest let go past PAD_ICONS), or that icon let go. */
export function togglePadIcon(pressed: readonly string[], icon: string): string[] {
  return pressed.includes(icon) ? pressed.filter((i) => i !== icon) : [...pressed, icon].slice(-PAD_ICONS);
}

export interface PanelContent {
  title: string;
  cards: readonly { id: string; note?: string }[];
  /** The card drafted from the panel: its face is shown pressed. */
  picked?: string | null;
  /** Called with the card's id and its place in the list (a hint may list one card at two cells). */
  onPick(id: string, index: number): void;
  /** The icon pad: the icons pressed, and what a tap on one does; absent for the hint. */
  pad?: { pressed: readonly string[]; onToggle(icon: string): void };
  side: PanelSide;
}

/** Shows cards as faces to tap, under a title; an empty list shows the title alone. */
export function showFaces(rules: Rules, art: CardArt | null, content: PanelContent): void {
  const panel = byId('g-panel');
  panel.dataset.side = content.side;
  byId('g-panel-title').textContent = content.title;
  const list = byId('g-panel-list');
  // Another list starts at its top; the same one (a face picked) stays where the player scrolled it.
  const ids = content.cards.map((c) => c.id).join(' ');
  const same = list.dataset.ids === ids;
  list.dataset.ids = ids;
  list.replaceChildren(
    ...content.cards.map((c, i) =>
      h(
        'li',
        {},
        faceButton(
          rules,
          art,
          c.id,
          () => content.onPick(c.id, i),
          c.note ?? '',
          content.picked === undefined ? undefined : content.picked === c.id,
        ),
      ),
    ),
  );
  if (!same) list.scrollTop = 0;
  const pad = byId('g-pad');
  pad.hidden = content.pad === undefined;
  if (content.pad !== undefined) {
    const { pressed, onToggle } = content.pad;
    pad.replaceChildren(
      ...rules.deck.icons.map((icon) => {
        const colour = rules.deck.colours.find((c) => c.id === icon.colour)!;
        return button(
          [h('span', { class: 'chip-dot', style: `background:${colour.screen}`, 'aria-hidden': 'true' }), icon.name],
          () => onToggle(icon.id),
          { class: 'chip quiet', 'data-icon': icon.id, 'aria-pressed': String(pressed.includes(icon.id)) },
        );
      }),
    );
  }
  panel.hidden = false;
}

export function hidePanel(): void {
  byId('g-panel').hidden = true;
  byId('g-panel-list').replaceChildren();
  delete byId('g-panel-list').dataset.ids;
  byId('g-pad').replaceChildren();
}
