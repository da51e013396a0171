// End of a round: each player picks the cards left in hand from the cards not on the table; the
// penalty shows as they go. The engine checks the hands when the round is ended.

import type { Rules } from '../../../../engine/rules.ts';
import type { CardArt } from '../card-face.ts';
import { searchCards } from '../card-search.ts';
import { byId, button, h } from './dom.ts';
import { cardRow } from './picker.ts';

/** Opens the hand entry; onConfirm returns a refusal message, or null when the round ended. */
export function openHands(rules: Rules, art: CardArt | null, players: readonly string[], unseen: readonly string[], onConfirm: (hands: string[][]) => Promise<string | null>): void {
  const dialog = byId<HTMLDialogElement>('hands');
  const search = byId<HTMLInputElement>('hands-search');
  const list = byId('hands-list');
  const tabs = byId('hands-players');
  const summary = byId('hands-summary');
  const message = byId('hands-message');
  const hands: string[][] = players.map(() => []);
  let seat = 0;
  const penalty = (hand: readonly string[]) => hand.reduce((sum, id) => sum + rules.penalty[rules.cardIndex.get(id)!]!, 0);
  const show = () => {
    tabs.replaceChildren(...players.map((name, i) => button(`${name} (${hands[i]!.length})`, () => {
      seat = i;
      show();
    }, { class: i === seat ? 'tab' : 'tab quiet', 'aria-pressed': String(i === seat) })));
    summary.textContent = `${players[seat]} holds ${hands[seat]!.length} card${hands[seat]!.length === 1 ? '' : 's'}: −${penalty(hands[seat]!)} points. Tap the cards in ${players[seat]}'s hand.`;
    const taken = new Set(hands.flatMap((hand, i) => (i === seat ? [] : hand)));
    const offered = unseen.filter((id) => !taken.has(id));
    const mine = new Set(hands[seat]);
    const found = searchCards(rules, offered, search.value).sort((a, b) => Number(mine.has(b.id)) - Number(mine.has(a.id)));
    list.replaceChildren(...found.map((c) => cardRow(c, art, () => {
      const hand = hands[seat]!;
      hands[seat] = mine.has(c.id) ? hand.filter((x) => x !== c.id) : [...hand, c.id];
      show();
    }, mine.has(c.id))));
  };
  search.value = '';
  search.oninput = show;
  message.textContent = '';
  byId('hands-close').onclick = () => dialog.close();
  byId('hands-confirm').onclick = async () => {
    const refusal = await onConfirm(hands);
    if (refusal === null) dialog.close();
    else message.textContent = refusal;
  };
  show();
  dialog.showModal();
}
