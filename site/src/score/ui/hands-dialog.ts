// End of a round: each player picks the cards left in hand from the cards not on the table; the
// penalty shows as they go. The engine checks the hands when the round is ended.

import type { Rules } from '../../../../engine/index.ts';
import type { CardArt } from '../card-face.ts';
import { searchCards } from '../card-search.ts';
import { byId, button } from './dom.ts';
import { cardRow, renderIconChips } from './picker.ts';

export interface HandsEntry {
  /** The seat shown first and the cards already picked (a draft kept through a reload), or none. */
  start: { seat: number; hands: string[][] } | null;
  /** Keeps the entry after every tap; resolves once it is stored, before the tap shows. */
  keep(seat: number, hands: string[][]): Promise<void>;
  /** Returns a refusal message, or null when the round ended. */
  confirm(hands: string[][]): Promise<string | null>;
  /** The entry was closed without ending the round. */
  cancel(): void;
}

/** Opens the hand entry over the cards not on the table. */
export function openHands(
  rules: Rules,
  art: CardArt | null,
  players: readonly string[],
  unseen: readonly string[],
  entry: HandsEntry,
): void {
  const dialog = byId<HTMLDialogElement>('hands');
  const search = byId<HTMLInputElement>('hands-search');
  const list = byId('hands-list');
  const tabs = byId('hands-players');
  const summary = byId('hands-summary');
  const message = byId('hands-message');
  const hands: string[][] = entry.start?.hands.map((h) => h.slice()) ?? players.map(() => []);
  let seat = entry.start?.seat ?? 0;
  const penalty = (hand: readonly string[]) =>
    hand.reduce((sum, id) => sum + rules.penalty[rules.cardIndex.get(id)!]!, 0);
  const icons = byId('hands-icons');
  const show = () => {
    renderIconChips(rules, icons, search, show);
    tabs.replaceChildren(
      ...players.map((name, i) =>
        button(
          `${name} (${hands[i]!.length})`,
          () => {
            seat = i;
            void entry.keep(seat, hands).then(show);
          },
          { class: i === seat ? 'tab' : 'tab quiet', 'aria-pressed': String(i === seat) },
        ),
      ),
    );
    summary.textContent = `${players[seat]} holds ${hands[seat]!.length} card${hands[seat]!.length === 1 ? '' : 's'}: −${penalty(hands[seat]!)} points. Tap the cards in ${players[seat]}'s hand.`;
    const taken = new Set(hands.flatMap((hand, i) => (i === seat ? [] : hand)));
    const offered = unseen.filter((id) => !taken.has(id));
    const mine = new Set(hands[seat]);
    const found = searchCards(rules, offered, search.value).sort(
      (a, b) => Number(mine.has(b.id)) - Number(mine.has(a.id)),
    );
    list.replaceChildren(...found.map((c) => cardRow(c, art, () => toggle(c.id), mine.has(c.id))));
  };
  // Decided from the hands as they are now, not as last drawn: a second tap may come before the redraw.
  const toggle = (id: string) => {
    const hand = hands[seat]!;
    if (hand.includes(id)) hands[seat] = hand.filter((x) => x !== id);
    else if (!hands.some((h) => h.includes(id))) hands[seat] = [...hand, id];
    else return;
    void entry.keep(seat, hands).then(show);
  };
  search.value = '';
  search.oninput = show;
  message.textContent = '';
  byId('hands-close').onclick = () => dialog.close();
  // Escape closes a dialog too: either way the entry is given up.
  dialog.onclose = () => entry.cancel();
  byId('hands-confirm').onclick = async () => {
    const refusal = await entry.confirm(hands);
    if (refusal === null) dialog.close();
    else message.textContent = refusal;
  };
  show();
  dialog.showModal();
}
