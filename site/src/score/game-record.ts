// The scorekeeper's game as a game record (format 1), the file `jibe replay` reads, and back. The
// pile order is never seen at a real table, so every round carries `hands` (the cards left in each
// hand) instead of `order`; replay still checks every placement and its points. A record holds
// finished rounds only: a round in play has no hands yet, and the record has no place for the
// rounds still planned, so a game in progress travels as a saved game (see game-file.ts).

import type { Action, GameState, Turn } from '../../../engine/index.ts';
import type { GameRecord } from '../../../engine/index.ts';
import { err, ok } from '../../../engine/index.ts';
import type { Deck, Result } from '../../../engine/index.ts';
import { SAVE_FORMAT, type SavedGame } from '../table/saved-game.ts';
import { currentState, openSession, perform, stateAt, type Session } from './session.ts';

type RecordRound = GameRecord['rounds'][number];
type Step = { turn: number | null; action: Action; bonus?: boolean };

/** What the game-record export holds: the finished rounds, and the round left out because it is still in play. */
export interface RecordExport {
  /** Null while no round is finished (a record holds at least one round). */
  record: GameRecord | null;
  finished: number;
  /** The round number (1-based) in play and not written, or null. */
  inPlay: number | null;
}

/** The last state of each round in force, in round order. */
function lastStateOfEachRound(s: Session): GameState[] {
  const byRound: GameState[] = [];
  for (let i = 1; i <= s.saved.cursor; i++) {
    const state = stateAt(s, i);
    if (state.round !== null) byRound[state.round.index] = state;
  }
  return byRound;
}

/** The record of the finished rounds in force; a round still in play is left out and named. */
export function buildRecord(s: Session): RecordExport {
  const states = lastStateOfEachRound(s);
  const done = states.filter((state) => state.round!.finalHands !== null);
  const last = states.at(-1)?.round ?? null;
  const inPlay = last !== null && last.finalHands === null ? last.index + 1 : null;
  if (done.length === 0) return { record: null, finished: 0, inPlay };
  const rounds: RecordRound[] = done.map(({ round }) => ({
    start: round!.start,
    ...(round!.startRotation !== 0 ? { startRotation: round!.startRotation } : {}),
    hands: round!.finalHands!.map((h) => h.slice()),
    turns: round!.turns.map((t) => structuredClone(t) as RecordRound['turns'][number]),
  }));
  const record: GameRecord = {
    format: 1,
    deck: s.saved.deck,
    players: s.saved.players.slice(),
    options: structuredClone(s.saved.options),
    rounds,
  };
  return { record, finished: done.length, inPlay };
}

/** What the player is told after asking for the game record. */
export function describeExport({ record, finished, inPlay }: RecordExport): string {
  const carry = 'To carry on with this game elsewhere, use Save a copy or a share link.';
  if (record === null) return `No round is finished yet, and a game record holds finished rounds only. ${carry}`;
  const rounds = `${finished} finished round${finished === 1 ? '' : 's'}`;
  return inPlay === null
    ? `Game record saved: ${rounds}.`
    : `Game record saved with the ${rounds}; round ${inPlay} is still in play and not in it. ${carry}`;
}

export const recordFileName = (s: Session, kind: 'record' | 'saved' = 'record'): string =>
  `jibe-${kind === 'saved' ? 'saved-' : ''}${s.saved.players.join('-').replace(/[^\p{L}\p{N}-]+/gu, '')}-${new Date(s.saved.created).toISOString().slice(0, 10)}.json`;

/** Why a record cannot be kept with this deck, or null. */
export function deckProblem(deck: Deck, record: GameRecord): string | null {
  if (typeof record.deck === 'object' || (record.deck !== undefined && record.deck !== deck.id))
    return `the record plays with the deck "${typeof record.deck === 'object' ? record.deck.id : record.deck}"; this page keeps score with "${deck.id}"`;
  return null;
}

/** The actions of one recorded round, each with the turn it belongs to (for messages). */
function stepsOf(round: RecordRound): Step[] {
  const start = round.startRotation ? { rotation: round.startRotation } : {};
  const steps: Step[] = [{ turn: null, action: { type: 'start-round', start: round.start, ...start } }];
  for (const [t, turn] of (round.turns as Turn[]).entries()) {
    if ('pass' in turn) steps.push({ turn: t + 1, action: { type: 'pass' } });
    else {
      steps.push({ turn: t + 1, action: { type: 'place', placement: turn.place } });
      steps.push({
        turn: t + 1,
        bonus: true,
        action: turn.bonus ? { type: 'place', placement: turn.bonus } : { type: 'skip-bonus' },
      });
    }
  }
  steps.push({ turn: null, action: { type: 'end-round', hands: round.hands ?? [] } });
  return steps;
}

/**
 * Rebuilds the actions of a checked record whose rounds carry `hands`; the message names the round,
 * the turn and the rule. Every round of a record is finished, so the game has as many rounds.
 */
export function savedFromRecord(deck: Deck, record: GameRecord, id: string, now: number): Result<SavedGame, string> {
  const wrongDeck = deckProblem(deck, record);
  if (wrongDeck !== null) return err(wrongDeck);
  const options = { ...deck.options, ...record.options };
  const n = record.players.length;
  if (n < options.players.min || n > options.players.max)
    return err(`${n} players; this deck plays ${options.players.min} to ${options.players.max}`);
  const first: SavedGame = {
    format: SAVE_FORMAT,
    id,
    created: now,
    updated: now,
    deck: deck.id,
    options,
    players: record.players.slice(),
    rounds: record.rounds.length,
    starts: record.rounds.map((r) => r.start),
    actions: [],
    cursor: 0,
  };
  const opened = openSession(deck, first);
  if (!opened.ok) return err(opened.error.refusal.message);
  let s = opened.value;
  for (const [i, round] of record.rounds.entries()) {
    const where = (turn: number | null) => `round ${i + 1}${turn === null ? '' : `, turn ${turn}`}`;
    if (round.hands === undefined) return err(`${where(null)} gives no "hands" (the cards left at the end)`);
    for (const { turn, action, bonus } of stepsOf(round)) {
      if (bonus === true && currentState(s).round!.bonusAt < 0) {
        // No core was placed: a skipped bonus is simply absent, a given one is wrong.
        if (action.type === 'place')
          return err(`${where(turn)}: ${action.placement.card} follows a card that gives no core bonus`);
        continue;
      }
      const step = perform(s, action, now);
      if (!step.ok) return err(`${where(turn)}: ${step.error.message}`);
      s = step.value;
    }
  }
  return ok(s.saved);
}
