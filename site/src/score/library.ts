// The list of kept games: each stored record read back into a session, or, when it no longer reads
// (damaged, from a newer scorekeeper, or breaking the rules), kept aside with the reason.

import type { Deck } from '../../../engine/index.ts';
import type { StoredGame } from './game-db.ts';
import { parseSavedGame } from './saved-game.ts';
import { currentState, openSession, type Session } from './session.ts';

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

/** Reads every stored game; the newest first, the kept-aside records after them. */
export function readLibrary(deck: Deck, stored: readonly StoredGame[]): LibraryEntry[] {
  const games: LibraryEntry[] = [];
  const kept: LibraryEntry[] = [];
  for (const { id, text } of stored) {
    const parsed = parseSavedGame(text);
    if (!parsed.ok) {
      kept.push({ kind: 'kept', id, text, reason: parsed.error.message });
      continue;
    }
    if (parsed.value.deck !== deck.id) {
      kept.push({ kind: 'kept', id, text, reason: `a game with the deck "${parsed.value.deck}", not "${deck.id}"` });
      continue;
    }
    const opened = openSession(deck, parsed.value);
    if (!opened.ok) {
      kept.push({
        kind: 'kept',
        id,
        text,
        reason: `action ${opened.error.index + 1} breaks the rules: ${opened.error.refusal.message}`,
      });
      continue;
    }
    const s = opened.value;
    games.push({
      kind: 'game',
      id,
      session: s,
      title: s.saved.players.join(', '),
      detail: describeProgress(s),
      updated: s.saved.updated,
    });
  }
  games.sort((a, b) => (b as { updated: number }).updated - (a as { updated: number }).updated);
  return [...games, ...kept];
}
