// The hand entry at the end of a round as one value, and every change to it as a pure function of
// an event: the seat shown, the cards listed for each player, the search, and what the message line
// says. What the dialog shows (the seats' tabs, the summary, the cards listed, the faces to tap) is
// derived by `handsView`; ui/hands-dialog.ts only renders it, forwards the taps and ends the round.

import type { Rules } from '../../../engine/index.ts';
import { type CardChoice, searchCards } from '../table/card-search.ts';

export interface HandsState {
  players: readonly string[];
  /** How many cards each seat holds. */
  sizes: readonly number[];
  /** The cards off the table: any of them may be in a hand. */
  unseen: readonly string[];
  /** The seat whose hand is entered. */
  seat: number;
  hands: readonly (readonly string[])[];
  /** The search and icon filter: each player's starts afresh. */
  search: string;
  /** What the message line says: each saying a new value, written once. */
  said: { text: string };
}

export type HandsEvent =
  | { type: 'select'; seat: number }
  /** A face tapped: listed for the seat shown, or taken off its list (a card listed for another seat stays theirs). */
  | { type: 'toggle'; card: string }
  /** Cards read by Scan for a seat: those off the table and listed for nobody are added. */
  | { type: 'add'; seat: number; cards: readonly string[] }
  | { type: 'search'; text: string }
  | { type: 'say'; text: string };

/** The entry as it opens: at the seat and with the cards of a draft kept through a reload, or at the first hand to fill. */
export function startHands(
  players: readonly string[],
  sizes: readonly number[],
  unseen: readonly string[],
  draft: { seat: number; hands: readonly (readonly string[])[] } | null,
): HandsState {
  const hands = draft?.hands.map((h) => h.slice()) ?? players.map(() => []);
  const s: HandsState = { players, sizes, unseen, seat: 0, hands, search: '', said: { text: '' } };
  return { ...s, seat: draft?.seat ?? nextShort(s, 0) };
}

/** The first seat from `from` on whose hand is not complete yet, else `from`. */
function nextShort(s: HandsState, from: number): number {
  for (let i = 0; i < s.players.length; i++) {
    const at = (from + i) % s.players.length;
    if (s.hands[at]!.length < s.sizes[at]!) return at;
  }
  return from;
}

/** Moves the entry to a seat: the filter and the search are theirs to set again. */
const moveTo = (s: HandsState, seat: number): HandsState => (seat === s.seat ? s : { ...s, seat, search: '' });

/** The hands with one seat's list replaced. */
const withHand = (s: HandsState, seat: number, hand: readonly string[]): HandsState => ({
  ...s,
  hands: s.hands.map((h, i) => (i === seat ? hand : h)),
});

/** The entry after an event. */
export function reduceHands(s: HandsState, e: HandsEvent): HandsState {
  switch (e.type) {
    case 'select':
      return moveTo(s, e.seat);
    case 'toggle': {
      const hand = s.hands[s.seat]!;
      if (hand.includes(e.card))
        return withHand(
          s,
          s.seat,
          hand.filter((x) => x !== e.card),
        );
      if (s.hands.some((h) => h.includes(e.card))) return s;
      const added = withHand(s, s.seat, [...hand, e.card]);
      return added.hands[s.seat]!.length === s.sizes[s.seat] ? moveTo(added, nextShort(added, s.seat)) : added;
    }
    case 'add': {
      const taken = new Set(s.hands.flat());
      const fresh = e.cards.filter((id) => s.unseen.includes(id) && !taken.has(id));
      const added = withHand(s, e.seat, [...s.hands[e.seat]!, ...fresh]);
      return moveTo(added, added.hands[e.seat]!.length === s.sizes[e.seat] ? nextShort(added, e.seat) : e.seat);
    }
    case 'search':
      return { ...s, search: e.text };
    case 'say':
      return { ...s, said: { text: e.text } };
  }
}

/** Every hand holds as many cards as its player does. */
export const isComplete = (s: HandsState): boolean => s.players.every((_, i) => s.hands[i]!.length === s.sizes[i]);

const listedCount = (s: HandsState) => s.hands.reduce((n, h) => n + h.length, 0);

/**
 * Whether the entry tries to end the round after this change: when the last card of the last hand
 * is tapped (one tap a card, nothing more: Undo takes it back) or Scan completes the hands.
 */
export function endsEntry(before: HandsState, after: HandsState, e: HandsEvent): boolean {
  if (e.type === 'add') return isComplete(after);
  return e.type === 'toggle' && listedCount(after) > listedCount(before) && isComplete(after);
}

/** Why the hands cannot end the round yet (the first player whose count is off), or null. */
export function countProblem(s: HandsState): string | null {
  const wrong = s.players.findIndex((_, i) => s.hands[i]!.length !== s.sizes[i]);
  if (wrong < 0) return null;
  const n = s.sizes[wrong]!;
  const listed = s.hands[wrong]!.length;
  return `${s.players[wrong]} holds ${n} card${n === 1 ? '' : 's'}, but ${listed} ${listed === 1 ? 'is' : 'are'} listed.`;
}

/** The cards Scan may offer a seat: those off the table that no other seat lists. */
export function offeredTo(s: HandsState, seat: number): string[] {
  const taken = new Set(s.hands.flatMap((hand, i) => (i === seat ? [] : hand)));
  return s.unseen.filter((id) => !taken.has(id));
}

export interface HandsView {
  tabs: { label: string; pressed: boolean }[];
  summary: string;
  /** The seat's list, each card with its name, to take off with a tap. */
  listed: { id: string; name: string }[];
  /** The faces found by the search; a card listed for another seat shows as theirs and cannot be tapped. */
  faces: { choice: CardChoice; name: string; pressed: boolean; disabled: boolean; label: string }[];
}

/** The hand penalty of the cards listed. */
const penaltyOf = (rules: Rules, hand: readonly string[]) =>
  hand.reduce((sum, id) => sum + rules.penalty[rules.cardIndex.get(id)!]!, 0);

/** What the dialog shows, derived from the entry alone. */
export function handsView(rules: Rules, s: HandsState): HandsView {
  const { players, sizes, seat, hands } = s;
  const hand = hands[seat]!;
  const size = sizes[seat]!;
  const left = size - hand.length;
  const todo = left > 0 ? `Tap ${left} more.` : left < 0 ? `Take ${-left} off.` : 'Complete.';
  const owner = new Map(hands.flatMap((h, i) => h.map((id) => [id, i] as const)));
  return {
    tabs: players.map((name, i) => ({ label: `${name} (${hands[i]!.length}/${sizes[i]})`, pressed: i === seat })),
    summary: `${players[seat]} holds ${size} card${size === 1 ? '' : 's'}; ${hand.length} listed: −${penaltyOf(rules, hand)} points. ${todo}`,
    listed: hand.map((id) => ({ id, name: searchCards(rules, [id], '')[0]!.name })),
    faces: searchCards(rules, s.unseen, s.search).map((choice) => {
      const at = owner.get(choice.id);
      const theirs = at !== undefined && at !== seat;
      return {
        choice,
        name: theirs ? players[at]! : choice.name.replace('/', '/\u200b'),
        pressed: at === seat,
        disabled: theirs,
        label: theirs ? `${choice.name}, listed for ${players[at]}` : choice.name,
      };
    }),
  };
}
