// End of a round: each player picks the cards left in hand from the cards not on the table, one tap
// a face; the page knows how many each holds, moves on to the next player once a hand is complete
// and refuses a count that does not match. The engine checks the hands when the round is ended.
// The faces stay where they are for the whole entry (a card listed for another player is shown as
// theirs, not taken away), so the next tap never lands on a card that slid under the finger; the
// icon filter and the search start afresh with each player. The entry's rules are pure, in
// hands-state.ts; this file renders what they derive and forwards the taps.

import type { Rules } from '../../../../engine/index.ts';
import type { CardArt } from '../../table/card-face.ts';
import { byId, button, h } from '../../table/ui/dom.ts';
import { cardPicture, renderIconChips } from '../../table/ui/picker.ts';
import {
  countProblem,
  endsEntry,
  type HandsEvent,
  type HandsState,
  handsView,
  isComplete,
  offeredTo,
  reduceHands,
  startHands,
} from '../hands-state.ts';

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

/** The open entry: its state, and what the dialog needs to draw it and end the round. */
interface Hands {
  state: HandsState;
  rules: Rules;
  art: CardArt | null;
  entry: HandsEntry;
  /** The message last written, so that each saying is written once. */
  written: { text: string } | null;
}

const copyHands = (s: HandsState) => s.hands.map((hand) => hand.slice());

/** Scan of one player's hand: its code loads on the first tap; the cards read are offered to list. */
function scanHand(hands: Hands, at: number): void {
  const { rules } = hands;
  import('../scan/camera-scan.ts')
    .then(({ openHandScan }) =>
      openHandScan({
        rules,
        player: hands.state.players[at]!,
        holds: hands.state.sizes[at]!,
        listed: () => hands.state.hands[at]!,
        offered: () => offeredTo(hands.state, at),
        add: (cards) => change(hands, { type: 'add', seat: at, cards }),
        closed: () => undefined,
      }),
    )
    .catch((e: unknown) => say(hands, `Scan could not start: ${(e as Error).message}.`));
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
  const hands: Hands = { state: startHands(players, sizes, unseen, entry.start), rules, art, entry, written: null };
  byId<HTMLInputElement>('hands-search').oninput = () => searched(hands);
  byId('hands-close').onclick = () => dialog.close();
  // Escape closes a dialog too: either way the entry is given up.
  dialog.onclose = () => entry.cancel();
  byId('hands-confirm').onclick = () => confirm(hands);
  // Scan: the hand spread face up on the table, read by the camera (its code loads on the first tap).
  const scan = byId<HTMLButtonElement>('hands-scan');
  scan.disabled = rules.deck.marks === false;
  scan.onclick = () => scanHand(hands, hands.state.seat);
  render(hands);
  dialog.showModal();
  // Every hand empty: there is nothing to list.
  if (isComplete(hands.state)) void confirm(hands);
}

/**
 * A tap's change: drawn and kept at once, in the tap's own handler (a redraw after a save could
 * replace the list under the next tap, between its press and its release, and that tap would be
 * lost), then the round ended when the hands are complete. Decided from the hands as they are now,
 * not as last drawn: a second tap may come before the redraw.
 */
function change(hands: Hands, event: HandsEvent): void {
  const before = hands.state;
  hands.state = reduceHands(before, event);
  if (hands.state === before) return;
  render(hands);
  hands.entry.keep(hands.state.seat, copyHands(hands.state));
  if (endsEntry(before, hands.state, event)) void confirm(hands);
}

/** The search or the icon filter changed: the faces shown follow it. */
function searched(hands: Hands): void {
  hands.state = reduceHands(hands.state, { type: 'search', text: byId<HTMLInputElement>('hands-search').value });
  render(hands);
}

function say(hands: Hands, text: string): void {
  hands.state = reduceHands(hands.state, { type: 'say', text });
  render(hands);
}

/** Ends the round with the hands listed, or says why not. */
async function confirm(hands: Hands): Promise<void> {
  const problem = countProblem(hands.state);
  if (problem !== null) return say(hands, problem);
  const refusal = await hands.entry.confirm(copyHands(hands.state));
  if (refusal === null) byId<HTMLDialogElement>('hands').close();
  else say(hands, refusal);
}

/** Puts the entry on the dialog. */
function render(hands: Hands): void {
  const { rules, art, state } = hands;
  const v = handsView(rules, state);
  const search = byId<HTMLInputElement>('hands-search');
  if (search.value !== state.search) search.value = state.search;
  renderIconChips(rules, byId('hands-icons'), search, () => searched(hands));
  byId('hands-players').replaceChildren(
    ...v.tabs.map(({ label, pressed }, i) =>
      button(label, () => change(hands, { type: 'select', seat: i }), {
        class: pressed ? 'tab' : 'tab quiet',
        'aria-pressed': String(pressed),
        'data-seat': i,
      }),
    ),
  );
  byId('hands-summary').textContent = v.summary;
  byId('hands-listed').replaceChildren(
    ...v.listed.map(({ id, name }) =>
      button(name, () => change(hands, { type: 'toggle', card: id }), {
        class: 'chip quiet small',
        'data-listed': id,
        'aria-label': `Take ${name} off the list`,
      }),
    ),
  );
  byId('hands-list').replaceChildren(
    ...v.faces.map((f) =>
      h(
        'li',
        {},
        button(
          [cardPicture(f.choice, art, 48, true), h('span', { class: 'face-name' }, f.name)],
          () => change(hands, { type: 'toggle', card: f.choice.id }),
          {
            class: 'face quiet',
            'data-card': f.choice.id,
            'aria-pressed': String(f.pressed),
            disabled: f.disabled,
            'aria-label': f.label,
          },
        ),
      ),
    ),
  );
  if (hands.written !== state.said) byId('hands-message').textContent = state.said.text;
  hands.written = state.said;
}
