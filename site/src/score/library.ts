// The list of kept games: each stored record, or, when it no longer reads (damaged, from a newer
// scorekeeper, or breaking the rules), kept aside with the reason. A game saved with its summary is
// listed from that summary and replayed only when it is opened, so start-up replays no game but the
// current one; an older record without a summary is replayed to list it. A game is replayed at most
// once per page: a game whose stored text has not changed keeps the entry it had (replay is linear,
// and a game's length is bounded by the rules, checked before replaying).

import { type Deck, err, ok, type Result } from '../../../engine/index.ts';
import type { StoredGame } from '../table/game-db.ts';
import { parseSavedGame } from '../table/saved-game.ts';
import { currentState, describeFailure, heldTurns, openSession, type Session } from './session.ts';

export type LibraryEntry =
  | {
      kind: 'game';
      id: string;
      title: string;
      detail: string;
      updated: number;
      /** The game replayed (once): its session, or why it cannot be played on (it is then kept aside). */
      open(): Result<Session, string>;
    }
  | { kind: 'kept'; id: string; text: string; reason: string };

/** "Round 2 of 3 · Ana's turn" or "Finished": what the list shows, saved with each game. */
export function describeProgress(s: Session): string {
  const state = currentState(s);
  const round = state.round;
  if (round === null) return 'Not started';
  if (round.over !== null && state.results.length >= state.rounds) return 'Finished';
  const turn = round.over === null ? ` · ${state.players[round.seat]}'s turn` : ' · round over';
  const held = heldTurns(s).length > 0 ? ' · a turn to correct' : '';
  return `Round ${round.index + 1} of ${state.rounds}${turn}${held}`;
}

/** One stored game as an entry of the list; `keepAside` replaces it when opening it fails. */
function readEntry(deck: Deck, id: string, text: string, keepAside: (entry: LibraryEntry) => void): LibraryEntry {
  const parsed = parseSavedGame(text);
  if (!parsed.ok) return { kind: 'kept', id, text, reason: parsed.error.message };
  const saved = parsed.value;
  if (saved.deck !== deck.id)
    return { kind: 'kept', id, text, reason: `a game with the deck "${saved.deck}", not "${deck.id}"` };
  let opened: Result<Session, string> | null = null;
  const open = (): Result<Session, string> => {
    if (opened === null) {
      const replayed = openSession(deck, saved);
      opened = replayed.ok ? ok(replayed.value) : err(describeFailure(replayed.error));
      if (!opened.ok) keepAside({ kind: 'kept', id, text, reason: opened.error });
    }
    return opened;
  };
  // Without a summary (saved by an older scorekeeper), the game is replayed now to describe it.
  let detail = saved.summary;
  if (detail === undefined) {
    const now = open();
    if (!now.ok) return { kind: 'kept', id, text, reason: now.error };
    detail = describeProgress(now.value);
  }
  return { kind: 'game', id, title: saved.players.join(', '), detail, updated: saved.updated, open };
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
    const entry =
      before !== undefined && before.text === text
        ? before.entry
        : readEntry(deck, id, text, (keptEntry) => known.set(id, { text, entry: keptEntry }));
    known.set(id, { text, entry });
    (entry.kind === 'game' ? games : kept).push(entry);
  }
  for (const id of known.keys()) if (!seen.has(id)) known.delete(id);
  games.sort((a, b) => (b as { updated: number }).updated - (a as { updated: number }).updated);
  return [...games, ...kept];
}
