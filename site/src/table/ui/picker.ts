// The card picker: search by icon, colour or value, or tap an icon chip; only the cards offered
// (those not on the table) are listed.

import type { Rules } from '../../../../engine/index.ts';
import { faceUrl, type CardArt } from '../card-face.ts';
import { searchCards, type CardChoice } from '../card-search.ts';
import { byId, button, h } from './dom.ts';

/** A small picture of a card to find it by sight: its printed face, or its colours when the site has no faces. */
export function cardPicture(choice: CardChoice, art: CardArt | null, width = 44, eager = false): HTMLElement {
  if (art !== null)
    return h('img', {
      class: 'card-face',
      src: faceUrl(art, choice.id),
      alt: '',
      width,
      height: Math.round((width * art.height) / art.width),
      // A list shown to be tapped at once draws its faces at once; a long one as it scrolls.
      loading: eager ? 'eager' : 'lazy',
      decoding: 'async',
    });
  return h(
    'span',
    { class: 'chips-inline', 'aria-hidden': 'true' },
    ...choice.colours.map((c) => h('span', { class: 'chip-dot', style: `background:${c}` })),
  );
}

/** A list row for a card: its picture, name, value. */
export function cardRow(choice: CardChoice, art: CardArt | null, onPick: () => void, pressed?: boolean): HTMLLIElement {
  const attrs = {
    class: 'card-row',
    'data-card': choice.id,
    ...(pressed === undefined ? {} : { 'aria-pressed': String(pressed) }),
  };
  return h(
    'li',
    {},
    button(
      [
        cardPicture(choice, art),
        h('span', { class: 'card-name' }, choice.name),
        h('span', { class: 'card-points' }, choice.value),
      ],
      onPick,
      attrs,
    ),
  );
}

/**
 * A chip per icon that adds its name to the search words (the last two are kept) or takes it out,
 * so a card is found by tapping the icons on it; a chip is pressed while its icon is searched for.
 */
export function renderIconChips(
  rules: Rules,
  container: HTMLElement,
  search: HTMLInputElement,
  onChange: () => void,
): void {
  const words = search.value
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  container.replaceChildren(
    ...rules.deck.icons.map((icon) => {
      const colour = rules.deck.colours.find((c) => c.id === icon.colour)!;
      const on = words.includes(icon.id);
      return button(
        [h('span', { class: 'chip-dot', style: `background:${colour.screen}`, 'aria-hidden': 'true' }), icon.name],
        () => {
          search.value = on ? words.filter((w) => w !== icon.id).join(' ') : [...words, icon.id].slice(-2).join(' ');
          onChange();
        },
        { class: 'chip quiet', 'data-icon': icon.id, 'aria-pressed': String(on) },
      );
    }),
  );
}

/** Why a search found no card still to be played: the card asked for may already lie on the table. */
function nothingFound(rules: Rules, query: string): string {
  const played = searchCards(
    rules,
    rules.cards.map((c) => c.id),
    query,
  );
  if (played.length === 1) return `${played[0]!.name} is already on the table.`;
  return 'No card still to be played matches.';
}

/** Opens the picker over the given cards; calls onPick with the chosen id and closes. */
export function openPicker(
  rules: Rules,
  art: CardArt | null,
  ids: readonly string[],
  onPick: (id: string) => void,
): void {
  const dialog = byId<HTMLDialogElement>('picker');
  const search = byId<HTMLInputElement>('picker-search');
  const list = byId('picker-list');
  const icons = byId('picker-icons');
  const show = () => {
    renderIconChips(rules, icons, search, show);
    const found = searchCards(rules, ids, search.value);
    list.replaceChildren(
      ...found.map((c) =>
        cardRow(c, art, () => {
          dialog.close();
          onPick(c.id);
        }),
      ),
    );
    if (found.length === 0) list.append(h('li', { class: 'empty' }, nothingFound(rules, search.value)));
  };
  search.value = '';
  search.oninput = show;
  byId('picker-close').onclick = () => dialog.close();
  show();
  // The search field is not focused: on a phone that would raise the keyboard over the list.
  dialog.showModal();
}
