// End of a round: each player picks the cards left in hand from the cards not on the table, one tap
// a face; the page knows how many each holds, moves on to the next player once a hand is complete
// and refuses a count that does not match. The engine checks the hands when the round is ended.
// The faces stay where they are for the whole entry (a card listed for another player is shown as
// theirs, not taken away), so the next tap never lands on a card that slid under the finger; the
// icon filter and the search start afresh with each player.

import type { Rules } from '../../../../engine/index.ts';
import type { CardArt } from '../../table/card-face.ts';
import { searchCards } from '../../table/card-search.ts';
import { byId, button, h } from '../../table/ui/dom.ts';
import { cardPicture, renderIconChips } from '../../table/ui/picker.ts';

export interface HandsEntry {
  /** The seat shown first and the cards already picked (a draft kept through a reload), or none. */
  start: { seat: number; hands: string[][] } | null;
  /** Keeps the entry after every tap; it is stored when this returns. */
  keep(seat: number, hands: string[][]): void;
  /** Returns a refusal message, or null when the round ended. */
  confirm(hands: string[][]): Promise<string | null>;
  /** The entry was closed without ending the round. */
  cancel(): void;
}

/** The hand penalty of the cards listed. */
const penaltyOf = (rules: Rules, hand: readonly string[]) =>
  hand.reduce((sum, id) => sum + rules.penalty[rules.cardIndex.get(id)!]!, 0);

/** Scan of one player's hand: its code loads on the first tap; the cards read are offered to list. */
function scanHand(
  rules: Rules,
  player: string,
  holds: number,
  message: HTMLElement,
  on: { listed(): readonly string[]; offered(): readonly string[]; add(ids: readonly string[]): void },
): void {
  import('../scan/camera-scan.ts')
    .then(({ openHandScan }) =>
      openHandScan({
        rules,
        player,
        holds,
        listed: on.listed,
        offered: on.offered,
        add: on.add,
        closed: () => undefined,
      }),
    )
    .catch((e: unknown) => {
      message.textContent = `Scan could not start: ${(e as Error).message}.`;
    });
}

/** Opens the hand entry over the cards not on the table. */
export function openHands(
  rules: Rules,
  art: CardArt | null,
  players: readonly string[],
  unseen: readonly string[],
  sizes: readonly number[],
  entry: HandsEntry,
): void {
  const dialog = byId<HTMLDialogElement>('hands');
  const search = byId<HTMLInputElement>('hands-search');
  const list = byId('hands-list');
  const tabs = byId('hands-players');
  const summary = byId('hands-summary');
  const message = byId('hands-message');
  const hands: string[][] = entry.start?.hands.map((h) => h.slice()) ?? players.map(() => []);
  /** The first seat from `from` on whose hand is not complete yet, else `from`. */
  const nextShort = (from: number) => {
    for (let i = 0; i < players.length; i++) {
      const at = (from + i) % players.length;
      if (hands[at]!.length < sizes[at]!) return at;
    }
    return from;
  };
  let seat = entry.start?.seat ?? nextShort(0);
  /** Moves the entry to a player: the filter and the search are theirs to set again. */
  const moveTo = (next: number) => {
    if (next !== seat) search.value = '';
    seat = next;
  };
  const listed = byId('hands-listed');
  const icons = byId('hands-icons');
  const show = () => {
    renderIconChips(rules, icons, search, show);
    tabs.replaceChildren(
      ...players.map((name, i) =>
        button(
          `${name} (${hands[i]!.length}/${sizes[i]})`,
          () => {
            moveTo(i);
            show();
            entry.keep(seat, hands);
          },
          { class: i === seat ? 'tab' : 'tab quiet', 'aria-pressed': String(i === seat), 'data-seat': i },
        ),
      ),
    );
    const left = sizes[seat]! - hands[seat]!.length;
    summary.textContent = `${players[seat]} holds ${sizes[seat]} card${sizes[seat] === 1 ? '' : 's'}; ${hands[seat]!.length} listed: −${penaltyOf(rules, hands[seat]!)} points. ${left > 0 ? `Tap ${left} more.` : left < 0 ? `Take ${-left} off.` : 'Complete.'}`;
    listed.replaceChildren(
      ...hands[seat]!.map((id) =>
        button(searchCards(rules, [id], '')[0]!.name, () => toggle(id), {
          class: 'chip quiet small',
          'data-listed': id,
          'aria-label': `Take ${searchCards(rules, [id], '')[0]!.name} off the list`,
        }),
      ),
    );
    const owner = new Map(hands.flatMap((hand, i) => hand.map((id) => [id, i] as const)));
    list.replaceChildren(
      ...searchCards(rules, unseen, search.value).map((c) => {
        const at = owner.get(c.id);
        const theirs = at !== undefined && at !== seat;
        return h(
          'li',
          {},
          button(
            [
              cardPicture(c, art, 48, true),
              h('span', { class: 'face-name' }, theirs ? players[at]! : c.name.replace('/', '/\u200b')),
            ],
            () => toggle(c.id),
            {
              class: 'face quiet',
              'data-card': c.id,
              'aria-pressed': String(at === seat),
              disabled: theirs,
              'aria-label': theirs ? `${c.name}, listed for ${players[at]}` : c.name,
            },
          ),
        );
      }),
    );
  };
  // Decided from the hands as they are now, not as last drawn: a second tap may come before the redraw.
  const toggle = (id: string) => {
    const hand = hands[seat]!;
    if (hand.includes(id)) hands[seat] = hand.filter((x) => x !== id);
    else if (!hands.some((h) => h.includes(id))) {
      hands[seat] = [...hand, id];
      if (hands[seat]!.length === sizes[seat]) moveTo(nextShort(seat));
      // The last card of the last hand ends the round: one tap a card, nothing more (Undo takes it back).
      if (complete()) {
        show();
        entry.keep(seat, hands);
        void confirm();
        return;
      }
    } else return;
    // Drawn and kept at once, in the tap's own handler: a redraw after a save could replace the list
    // under the next tap, between its press and its release, and that tap would be lost.
    show();
    entry.keep(seat, hands);
  };
  const complete = () => players.every((_, i) => hands[i]!.length === sizes[i]);
  search.value = '';
  search.oninput = show;
  message.textContent = '';
  byId('hands-close').onclick = () => dialog.close();
  // Escape closes a dialog too: either way the entry is given up.
  dialog.onclose = () => entry.cancel();
  const confirm = async () => {
    const wrong = players.findIndex((_, i) => hands[i]!.length !== sizes[i]);
    if (wrong >= 0) {
      const n = sizes[wrong]!;
      message.textContent = `${players[wrong]} holds ${n} card${n === 1 ? '' : 's'}, but ${hands[wrong]!.length} ${hands[wrong]!.length === 1 ? 'is' : 'are'} listed.`;
      return;
    }
    const refusal = await entry.confirm(hands);
    if (refusal === null) dialog.close();
    else message.textContent = refusal;
  };
  byId('hands-confirm').onclick = confirm;
  // Scan: the hand spread face up on the table, read by the camera (its code loads on the first tap).
  const addAll = (at: number, ids: readonly string[]) => {
    const taken = new Set(hands.flat());
    hands[at] = [...hands[at]!, ...ids.filter((id) => unseen.includes(id) && !taken.has(id))];
    moveTo(hands[at]!.length === sizes[at] ? nextShort(at) : at);
    show();
    entry.keep(seat, hands);
    if (complete()) void confirm();
  };
  const scan = byId<HTMLButtonElement>('hands-scan');
  scan.disabled = rules.deck.marks === false;
  scan.onclick = () => {
    const at = seat;
    scanHand(rules, players[at]!, sizes[at]!, message, {
      listed: () => hands[at]!,
      offered: () => {
        const taken = new Set(hands.flatMap((hand, i) => (i === at ? [] : hand)));
        return unseen.filter((id) => !taken.has(id));
      },
      add: (ids) => addAll(at, ids),
    });
  };
  show();
  dialog.showModal();
  // Every hand empty: there is nothing to list.
  if (complete()) void confirm();
}
