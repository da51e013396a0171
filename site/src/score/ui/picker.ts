// The card picker: search by icon, colour or value, or tap an icon chip; only the cards offered
// (those not on the table) are listed.

import type { Rules } from '../../../../engine/rules.ts';
import { searchCards, type CardChoice } from '../card-search.ts';
import { byId, button, h } from './dom.ts';

/** A list row for a card: colour chips, name, value. */
export function cardRow(choice: CardChoice, onPick: () => void, pressed?: boolean): HTMLLIElement {
  const chips = h('span', { class: 'chips-inline', 'aria-hidden': 'true' }, ...choice.colours.map((c) => h('span', { class: 'chip-dot', style: `background:${c}` })));
  const attrs = { class: 'card-row', 'data-card': choice.id, ...(pressed === undefined ? {} : { 'aria-pressed': String(pressed) }) };
  return h('li', {}, button([chips, h('span', { class: 'card-name' }, choice.name), h('span', { class: 'card-points' }, choice.value)], onPick, attrs));
}

/** Opens the picker over the given cards; calls onPick with the chosen id and closes. */
export function openPicker(rules: Rules, ids: readonly string[], onPick: (id: string) => void): void {
  const dialog = byId<HTMLDialogElement>('picker');
  const search = byId<HTMLInputElement>('picker-search');
  const list = byId('picker-list');
  const icons = byId('picker-icons');
  const show = () => {
    const found = searchCards(rules, ids, search.value);
    list.replaceChildren(...found.map((c) => cardRow(c, () => {
      dialog.close();
      onPick(c.id);
    })));
    if (found.length === 0) list.append(h('li', { class: 'empty' }, 'No card left on the table matches.'));
  };
  icons.replaceChildren(...rules.deck.icons.map((icon) => {
    const colour = rules.deck.colours.find((c) => c.id === icon.colour)!;
    return button([h('span', { class: 'chip-dot', style: `background:${colour.screen}`, 'aria-hidden': 'true' }), icon.name], () => {
      const words = search.value.split(/\s+/).filter((w) => w !== '');
      search.value = words.includes(icon.id) ? words.filter((w) => w !== icon.id).join(' ') : [...words, icon.id].slice(-2).join(' ');
      show();
    }, { class: 'chip quiet' });
  }));
  search.value = '';
  search.oninput = show;
  byId('picker-close').onclick = () => dialog.close();
  show();
  dialog.showModal();
  search.focus();
}
