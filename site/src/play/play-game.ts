// A game played on the Play page: people and the engine's bots at one table, the engine dealing
// (dealt mode: it knows the pile and every hand). The game is its set-up plus the list of engine
// actions so far; every state is rebuilt from them by the engine, so a reload, a resume and the
// replay of a finished game all see exactly what was played. Pure: no DOM, no storage.

import {
  applyAction,
  BOT_NAMES,
  chooseAction,
  createGame,
  err,
  isBotName,
  ok,
  playerNameProblem,
  seedState,
  setupLimits,
  type Action,
  type BotName,
  type Deck,
  type GameRecord,
  type GameState,
  type Refusal,
  type Result,
  type Rules,
} from '../../../engine/index.ts';
import { suggestStarts } from '../table/new-game.ts';
import { playSearchBudget } from './bot-budget.ts';
import { actionProblem } from '../table/saved-game.ts';

/** Bumped when the stored shape changes; a newer one is refused with a message, never overwritten. */
export const PLAY_FORMAT = 1;

/** Who sits at a seat: a person (bot null) or one of the engine's bots. */
export interface Seat {
  name: string;
  bot: BotName | null;
}

export interface SavedPlay {
  format: typeof PLAY_FORMAT;
  kind: 'play';
  id: string;
  /** Milliseconds since 1970, for the list of games. */
  created: number;
  updated: number;
  /** The deck's id; a deck from a link travels whole in `deckFile`. */
  deck: string;
  deckFile?: unknown;
  seats: Seat[];
  rounds: number;
  /** The engine's seed: the shuffles of every round. */
  seed: number;
  /** The starting core of each round. */
  starts: string[];
  /** The bots' seed: a bot's choice among equal plays follows from it and the number of actions. */
  botSeed: number;
  /** Teaching mode: the first turns explain the rule that applies (lessons.ts). */
  teaching: boolean;
  /** The lessons already shown, so a reload does not show them again. */
  lessons: string[];
  actions: Action[];
}

/** A game replayed: the state after each action (states[0] before the first), or where it broke. */
export interface PlayedGame {
  rules: Rules;
  saved: SavedPlay;
  states: GameState[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
/** The longest id, so a crafted file cannot make the page hold a huge one. */
const MAX_ID = 100;
/** The most players a table of this page seats (the setup offers 2 to 6). */
export const MAX_SEATS = 6;

/** Checks a parsed value as a saved game of this page; the message names the first field that is wrong. */
export function checkSavedPlay(v: unknown): Result<SavedPlay, string> {
  if (!isObject(v)) return err('not a saved game of the Play page');
  if (isInt(v.format) && v.format > PLAY_FORMAT)
    return err(`saved by a newer version of this page (format ${v.format}; this one reads ${PLAY_FORMAT})`);
  if (v.format !== PLAY_FORMAT || v.kind !== 'play') return err('not a saved game of the Play page');
  if (typeof v.id !== 'string' || v.id === '' || v.id.length > MAX_ID) return err('id missing or too long');
  if (!isInt(v.created) || !isInt(v.updated)) return err('dates missing');
  if (typeof v.deck !== 'string' || v.deck.length > MAX_ID) return err('deck missing');
  if (!Array.isArray(v.seats) || v.seats.length < 1 || v.seats.length > MAX_SEATS)
    return err(`seats: 1 to ${MAX_SEATS} players`);
  for (const [i, s] of v.seats.entries()) {
    if (!isObject(s) || typeof s.name !== 'string') return err(`seats[${i}]: a name is missing`);
    const problem = playerNameProblem(s.name);
    if (problem !== null) return err(`seats[${i}]: ${problem}`);
    if (s.bot !== null && !(typeof s.bot === 'string' && isBotName(s.bot)))
      return err(`seats[${i}].bot: one of ${BOT_NAMES.join(', ')}, or null for a person`);
  }
  if (!v.seats.some((s) => (s as Seat).bot === null)) return err('seats: nobody plays: at least one seat is a person');
  if (!isInt(v.rounds) || v.rounds < 1) return err('rounds must be a whole number from 1');
  if (!isInt(v.seed) || !isInt(v.botSeed)) return err('seeds missing');
  if (!Array.isArray(v.starts) || v.starts.length !== v.rounds || !v.starts.every((s) => typeof s === 'string'))
    return err('starts: one starting core a round');
  if (typeof v.teaching !== 'boolean') return err('teaching missing');
  if (!Array.isArray(v.lessons) || !v.lessons.every((l) => typeof l === 'string' && l.length <= MAX_ID))
    return err('lessons missing');
  if (!Array.isArray(v.actions)) return err('actions missing');
  for (const [i, a] of v.actions.entries()) {
    const problem = actionProblem(a, `actions[${i}]`);
    if (problem !== null) return err(problem);
    if ((a as Action).type === 'end-round') return err(`actions[${i}]: the engine ends a round by itself here`);
  }
  return ok(v as unknown as SavedPlay);
}

/**
 * Replays a checked saved game against the deck's rules: every action through the engine, after
 * the number of actions and the rounds are held against what the deck allows. The message names
 * the action that does not fit and why.
 */
export function replayPlay(rules: Rules, saved: SavedPlay): Result<PlayedGame, string> {
  const limits = setupLimits(rules);
  const players = saved.seats.length;
  if (players < limits.minPlayers || players > limits.maxPlayers)
    return err(`${players} players; this deck seats ${limits.minPlayers} to ${limits.maxPlayers}`);
  if (saved.rounds > limits.maxRounds) return err(`${saved.rounds} rounds; this deck has ${limits.maxRounds} cores`);
  // Refused before any replay, so an endless list costs no more than reading it.
  const most = limits.maxActions(players, saved.rounds);
  if (saved.actions.length > most)
    return err(`${saved.actions.length} actions; a game of this deck has at most ${most}`);
  const created = createGame(rules, {
    players: saved.seats.map((s) => s.name),
    rounds: saved.rounds,
    seed: saved.seed,
    mode: 'dealt',
  });
  if (!created.ok) return err(created.error.map((p) => p.message).join('; '));
  const states = [created.value];
  for (const [i, action] of saved.actions.entries()) {
    const step = applyAction(states.at(-1)!, action);
    if (!step.ok) return err(`action ${i + 1} (${action.type}) does not fit the game: ${step.error.message}`);
    states.push(step.value);
  }
  return ok({ rules, saved, states });
}

/** The game as it stands. */
export const nowOf = (g: PlayedGame): GameState => g.states.at(-1)!;

/** The game with one more action, or the engine's refusal. */
export function playAction(g: PlayedGame, action: Action, now: number): Result<PlayedGame, Refusal> {
  const step = applyAction(nowOf(g), action);
  if (!step.ok) return step;
  const saved = { ...g.saved, actions: [...g.saved.actions, action], updated: now };
  return ok({ rules: g.rules, saved, states: [...g.states, step.value] });
}

/**
 * The game before the person's last turn, with the bots' turns after it taken back too, or null
 * when there is nothing to take back in this round. Only where one person plays against bots:
 * people passing one phone would take back another's turn.
 */
export function undoLastTurn(g: PlayedGame, now: number): PlayedGame | null {
  const seats = g.saved.seats;
  if (seats.filter((s) => s.bot === null).length !== 1) return null;
  for (let i = g.saved.actions.length - 1; i >= 0; i--) {
    const before = g.states[i]!;
    // Never back past the start of the round.
    if (g.saved.actions[i]!.type === 'start-round' || before.round === null) return null;
    if (seats[before.round.seat]!.bot !== null) continue;
    // A core's bonus (or its skip) belongs to the turn the core began.
    let at = i;
    while (at > 0 && (g.states[at]!.round?.bonusAt ?? -1) >= 0) at--;
    return {
      rules: g.rules,
      saved: { ...g.saved, actions: g.saved.actions.slice(0, at), updated: now },
      states: g.states.slice(0, at + 1),
    };
  }
  return null;
}

/** What comes next: a round to start, a seat to play (a person or a bot), or the end of the game. */
export type Next =
  | { kind: 'start-round'; round: number; start: string }
  | { kind: 'person'; seat: number; bonus: boolean }
  | { kind: 'bot'; seat: number; bot: BotName }
  | { kind: 'over' };

export function nextOf(g: PlayedGame): Next {
  const state = nowOf(g);
  const round = state.round;
  if (round === null || round.over !== null) {
    const done = state.results.length;
    if (done >= state.rounds) return { kind: 'over' };
    return { kind: 'start-round', round: done, start: g.saved.starts[done]! };
  }
  const seat = g.saved.seats[round.seat]!;
  return seat.bot === null
    ? { kind: 'person', seat: round.seat, bonus: round.bonusAt >= 0 }
    : { kind: 'bot', seat: round.seat, bot: seat.bot };
}

/** The bots' generator for the next action: from the game's bot seed and the actions so far, so a reload chooses the same. */
export const botRng = (saved: SavedPlay): number => seedState((saved.botSeed * 0x10001 + saved.actions.length) | 0);

/** The bot's action at the seat to play (dealt mode: it sees its own hand only through the engine); the search bot thinks for the page's budget. */
export function botAction(state: GameState, bot: BotName, rng: number): Action {
  return chooseAction(
    bot,
    state,
    rng,
    playSearchBudget(() => performance.now()),
  )[0];
}

/** Each round's final state, for the results and the per-icon figures: the state where the engine ended it. */
export function finishedRounds(g: PlayedGame): NonNullable<GameState['round']>[] {
  const rounds: NonNullable<GameState['round']>[] = [];
  for (const s of g.states) if (s.round !== null && s.round.over !== null) rounds[s.round.index] = s.round;
  return rounds;
}

/**
 * The finished rounds as a game record (format 1) that `jibe replay` reads: each round with its
 * pile order as the engine shuffled it (so replay deals the same hands) and its turns. A round in
 * play is left out: a record holds finished rounds only.
 */
export function recordOf(g: PlayedGame): GameRecord | null {
  const rounds = finishedRounds(g);
  if (rounds.length === 0) return null;
  const ids = g.rules.cards.map((c) => c.id);
  return {
    format: 1,
    deck: (g.saved.deckFile ?? g.saved.deck) as GameRecord['deck'],
    players: g.saved.seats.map((s) => s.name),
    rounds: rounds.map((r) => ({
      start: r.start,
      order: r.pile!.map((c) => ids[c]!),
      turns: r.turns.map((t) => structuredClone(t) as GameRecord['rounds'][number]['turns'][number]),
    })),
  };
}

/** A new game: its seats, rounds, seeds and starting cores; the first round starts with the first action. */
export function newPlay(
  deck: Deck,
  setup: { seats: Seat[]; rounds: number; teaching: boolean; deckFile?: unknown },
  id: string,
  now: number,
  random: () => number,
): SavedPlay {
  const seed = (n: number) => Math.floor(random() * n);
  return {
    format: PLAY_FORMAT,
    kind: 'play',
    id,
    created: now,
    updated: now,
    deck: deck.id,
    ...(setup.deckFile === undefined ? {} : { deckFile: setup.deckFile }),
    seats: setup.seats.map((s) => ({ name: s.name.trim(), bot: s.bot })),
    rounds: setup.rounds,
    seed: seed(2 ** 31),
    starts: suggestStarts(deck, setup.rounds, random),
    botSeed: seed(2 ** 31),
    teaching: setup.teaching,
    lessons: [],
    actions: [],
  };
}

/** The text a saved game is stored as. */
export const formatSavedPlay = (saved: SavedPlay): string => `${JSON.stringify(saved)}\n`;
