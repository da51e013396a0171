// The list of kept games: each stored record read back into a session, or, when it no longer reads
// (damaged, from a newer scorekeeper, or breaking the rules), kept aside with the reason. A game is
// replayed once per page: the list is read again after every change, and a game whose stored text
// has not changed keeps the entry it had (replay is linear, and a game's length is bounded by the
// rules, checked before replaying).

import type { Deck } from '../../../engine/index.ts';
import type { StoredGame } from './game-db.ts';
import { parseSavedGame } from './saved-game.ts';
import { currentState, describeFailure, openSession, type Session } from './session.ts';

export type LibraryEntry =
  | { kind: 'game'; id: string; session: Session; title: string; detail: string; updated: number }
  | { kind: 'kept'; id: string; text: string; reason: string };

/** "Round 2 of 3 · Ana's turn" or "Finished · Ana wins". */
function describeProgress(s: Session): string {
  const state = currentState(s);
  const round = state.round;
  if (round === null) return 'Not started';
  if (round.over !== null && state.results.length >= state.rounds) return 'Finished';
  const turn = round.over === null ? ` · ${state.players[round.seat]}'s turn` : ' · round over';
  return `Round ${round.index + 1} of ${state.rounds}${turn}`;
}

/** One stored game as an entry of the list. */
function readEntry(deck: Deck, id: string, text: string): LibraryEntry {
  const parsed = parseSavedGame(text);
  if (!parsed.ok) return { kind: 'kept', id, text, reason: parsed.error.message };
  if (parsed.value.deck !== deck.id)
    return { kind: 'kept', id, text, reason: `a game with the deck "${parsed.value.deck}", not "${deck.id}"` };
  const opened = openSession(deck, parsed.value);
  if (!opened.ok) return { kind: 'kept', id, text, reason: describeFailure(opened.error) };
  const s = opened.value;
  return {
    kind: 'game',
    id,
    session: s,
    title: s.saved.players.join(', '),
    detail: describeProgress(s),
    updated: s.saved.updated,
  };
}

// The entries read so far, by deck and stored text: the text decides the entry.
const read = new WeakMap<Deck, Map<string, { text: string; entry: LibraryEntry }>>();

/** Reads every stored game; the newest first, the kept-aside records after them. */
export function readLibrary(deck: Deck, stored: readonly StoredGame[]): LibraryEntry[] {
  const games: LibraryEntry[] = [];
  const kept: LibraryEntry[] = [];
  const known = read.get(deck) ?? new Map<string, { text: string; entry: LibraryEntry }>();
  read.set(deck, known);
  const seen = new Set<string>();
  for (const { id, text } of stored) {
    seen.add(id);
    const before = known.get(id);
    const entry = before !== undefined && before.text === text ? before.entry : readEntry(deck, id, text);
    known.set(id, { text, entry });
    (entry.kind === 'game' ? games : kept).push(entry);
  }
  for (const id of known.keys()) if (!seen.has(id)) known.delete(id);
  games.sort((a, b) => (b as { updated: number }).updated - (a as { updated: number }).updated);
  return [...games, ...kept];
}
