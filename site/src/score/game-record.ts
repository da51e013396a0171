// The scorekeeper's game as a game record (format 1), the file `jibe replay` reads, and back. The
// pile order is never seen at a real table, so every round carries `hands` (the cards left in each
// hand) instead of `order`; replay still checks every placement and its points.

import type { Action, GameState, Turn } from '../../../engine/game.ts';
import type { GameRecord } from '../../../engine/record.ts';
import { err, ok } from '../../../engine/types.ts';
import type { Deck, Problem, Result } from '../../../engine/types.ts';
import { SAVE_FORMAT, type SavedGame } from './saved-game.ts';
import { openSession, perform, type Session } from './session.ts';

type RecordRound = GameRecord['rounds'][number];
type Step = { turn: number | null; action: Action; bonus?: boolean };

/** The last state of each round in force, in round order. */
function lastStateOfEachRound(s: Session): GameState[] {
  const byRound: GameState[] = [];
  for (let i = 1; i <= s.saved.cursor; i++) {
    const state = s.states[i]!;
    if (state.round !== null) byRound[state.round.index] = state;
  }
  return byRound;
}

/**
 * The record of the game so far. A round still in play is written with empty hands (it is not
 * over: the file says `unfinished`), so replay checks its placements but counts no penalty.
 */
export function buildRecord(s: Session): { record: GameRecord; unfinished: number | null } {
  let unfinished: number | null = null;
  const rounds: RecordRound[] = lastStateOfEachRound(s).map((state) => {
    const round = state.round!;
    if (round.finalHands === null) unfinished = round.index + 1;
    const hands = round.finalHands?.map((h) => h.slice()) ?? s.saved.players.map(() => []);
    return { start: round.start, hands, turns: round.turns.map((t) => structuredClone(t) as RecordRound['turns'][number]) };
  });
  const record: GameRecord = { format: 1, deck: s.saved.deck, players: s.saved.players.slice(), options: structuredClone(s.saved.options), rounds };
  return { record, unfinished };
}

export const recordFileName = (s: Session): string => `jibe-${s.saved.players.join('-').replace(/[^\p{L}\p{N}-]+/gu, '')}-${new Date(s.saved.created).toISOString().slice(0, 10)}.json`;

const describeProblems = (problems: readonly Problem[]): string => problems.map((p) => `${p.path}: ${p.message}`).join('; ');

/**
 * Turns a record into a new saved game, replaying every turn through the engine. The schema check
 * is loaded only when a file is imported, so the page does not ship it up front.
 */
export async function importRecord(deck: Deck, text: string, id: string, now: number): Promise<Result<SavedGame, string>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return err(`the file is not JSON (${(e as Error).message})`);
  }
  const { parseRecord } = await import('../../../engine/record.ts');
  const parsed = parseRecord(value);
  if (!parsed.ok) return err(`not a game record: ${describeProblems(parsed.error)}`);
  return savedFromRecord(deck, parsed.value, id, now);
}

/** Rebuilds the actions of a checked record; the message names the round, the turn and the rule. */
export function savedFromRecord(deck: Deck, record: GameRecord, id: string, now: number): Result<SavedGame, string> {
  if (typeof record.deck === 'object' || (record.deck !== undefined && record.deck !== deck.id))
    return err(`the record plays with the deck "${typeof record.deck === 'object' ? record.deck.id : record.deck}"; this page keeps score with "${deck.id}"`);
  const options = { ...deck.options, ...record.options };
  const n = record.players.length;
  if (n < options.players.min || n > options.players.max) return err(`${n} players; this deck plays ${options.players.min} to ${options.players.max}`);
  const first: SavedGame = {
    format: SAVE_FORMAT, id, created: now, updated: now, deck: deck.id, options, players: record.players.slice(),
    rounds: record.rounds.length, starts: record.rounds.map((r) => r.start), actions: [], cursor: 0,
  };
  const opened = openSession(deck, first);
  if (!opened.ok) return err(opened.error.refusal.message);
  let s = opened.value;
  for (const [i, round] of record.rounds.entries()) {
    const where = (turn: number | null) => `round ${i + 1}${turn === null ? '' : `, turn ${turn}`}`;
    if (round.order !== undefined) return err(`${where(null)} gives the pile order; the scorekeeper records games with "hands"`);
    const steps: Step[] = [{ turn: null, action: { type: 'start-round', start: round.start } }];
    for (const [t, turn] of (round.turns as Turn[]).entries()) {
      if ('pass' in turn) steps.push({ turn: t + 1, action: { type: 'pass' } });
      else {
        steps.push({ turn: t + 1, action: { type: 'place', placement: turn.place } });
        steps.push({ turn: t + 1, bonus: true, action: turn.bonus ? { type: 'place', placement: turn.bonus } : { type: 'skip-bonus' } });
      }
    }
    steps.push({ turn: null, action: { type: 'end-round', hands: round.hands ?? [] } });
    for (const { turn, action, bonus } of steps) {
      if (bonus === true && s.states[s.saved.cursor]!.round!.bonusAt < 0) {
        // No core was placed: a skipped bonus is simply absent, a given one is wrong.
        if (action.type === 'place') return err(`${where(turn)}: ${action.placement.card} follows a card that gives no core bonus`);
        continue;
      }
      const step = perform(s, action, now);
      if (!step.ok) return err(`${where(turn)}: ${step.error.message}`);
      s = step.value;
    }
  }
  return ok(s.saved);
}
