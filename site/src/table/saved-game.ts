// The saved game: the format the scorekeeper writes after every action. A game is its setup plus an
// append-only list of engine actions and a cursor (undo moves the cursor back, redo forward);
// the engine rebuilds every state from it. Its rule options are checked by the deck file's own
// schema (parseRuleOptions), so a mistake there reads as it does in a deck file or a game record;
// the rest by hand. With the deck, its set-up and length are checked against the deck's own
// numbers, and the engine's replay then checks every action against the rules.

import type { Action } from '../../../engine/index.ts';
import {
  MAX_CARDS,
  MAX_ROUNDS,
  checkSetup,
  compileRules,
  err,
  formatPath,
  formatProblems,
  ok,
  parseAction,
  parseRuleOptions,
  playerNameProblem,
  setupLimits,
} from '../../../engine/index.ts';
import type { Deck, RefusalCode, Result, RuleOptions, Rules } from '../../../engine/index.ts';

/** Bumped when the stored shape changes; a newer one is kept aside, never overwritten. */
export const SAVE_FORMAT = 1;

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  id: string;
  /** Milliseconds since 1970, for the list of games. */
  created: number;
  updated: number;
  deck: string;
  options: RuleOptions;
  players: string[];
  rounds: number;
  /** The starting core planned for each round; a round may still start with another free core. */
  starts: string[];
  actions: Action[];
  /** actions[0 .. cursor) are in force; the rest can be redone. */
  cursor: number;
  /**
   * How the game stood when it was saved ("Round 2 of 3 · Ana's turn"), for the list of games, so
   * the list opens without replaying every game. Only shown, never trusted: opening replays.
   */
  summary?: string;
  /**
   * Turns recorded after an edited play that no longer fit the corrected game, oldest first: the
   * game waits on the first until it is recorded again or dropped (see session.ts). Only while
   * `cursor` is at the end of `actions`.
   */
  held?: HeldAction[];
  /** Undo within these actions stops here (the cursor just after the last edit); 1 when absent. */
  floor?: number;
  /** The game before each edit, newest last: undo at the floor goes back to it (see session.ts). */
  earlier?: Revision[];
  /** Edits undone, newest last, for redo. */
  later?: Revision[];
}

/** A turn kept aside after an edit, and whether it was a core bonus when it was recorded. */
export interface HeldAction {
  action: Action;
  bonus: boolean;
}

/**
 * The game as it stood before (or after) an edit, stored as its difference from the game one step
 * nearer the present: the first `at` actions are that game's, followed by `tail`.
 */
export interface Revision {
  at: number;
  tail: Action[];
  cursor: number;
  floor: number;
  held: HeldAction[];
}

/** Edits that can be undone; older ones stay as they are. */
export const MAX_REVISIONS = 16;

/** The longest summary kept with a saved game. */
export const MAX_SUMMARY = 120;

export type LoadProblem = { code: 'unreadable' | 'newer' | 'invalid'; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isIntIn = (v: unknown, min: number, max: number): v is number => isInt(v) && v >= min && v <= max;
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * Why an action is malformed, in the engine's words for it (a record's turns read the same), named
 * from `at` (`actions[3]` → `actions[3].placement.rotation: expected a number ≤ 5, got 7`); or null.
 */
export function actionProblem(a: unknown, at: string): string | null {
  const parsed = parseAction(a);
  if (parsed.ok) return null;
  const { path, message } = parsed.error[0]!;
  const inside = path === formatPath([]) ? '' : path.startsWith('[') ? path : `.${path}`;
  return `${at}${inside}: ${message}`;
}

/** Checks a parsed value as a saved game (with the deck, against its numbers too); the message names the first field that is wrong. */
/** A value named in a message: a number or short text as it is, anything else by its kind (a list may nest without end). */
function briefly(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value;
}

export function checkSavedGame(v: unknown, deck?: Deck): Result<SavedGame, LoadProblem> {
  const invalid = (message: string) => err<LoadProblem>({ code: 'invalid', message });
  if (!isObject(v)) return invalid('not a saved game');
  if (isInt(v.format) && v.format > SAVE_FORMAT)
    return err({
      code: 'newer',
      message: `saved by a newer scorekeeper (format ${v.format}; this one reads ${SAVE_FORMAT})`,
    });
  if (v.format !== SAVE_FORMAT) return invalid(`format ${briefly(v.format)} is not a saved-game format`);
  if (typeof v.id !== 'string' || v.id === '') return invalid('id missing');
  if (!isInt(v.created) || !isInt(v.updated)) return invalid('dates missing');
  if (typeof v.deck !== 'string') return invalid('deck missing');
  // The deck file's own schema and words: a bad option reads as it does in a deck file or a record.
  const options = parseRuleOptions(v.options);
  if (!options.ok) return invalid(formatProblems(options.error.slice(0, 1)));
  if (!isStringList(v.players) || v.players.length === 0) return invalid('players missing');
  const badName = v.players.map(playerNameProblem).find((problem) => problem !== null);
  if (badName) return invalid(badName);
  const { players, handSize } = options.value;
  if (v.players.length < players.min || v.players.length > players.max)
    return invalid(`${v.players.length} players; this game's rules allow ${players.min} to ${players.max}`);
  // Bounds that hold for any deck; with the deck its own numbers are checked below.
  if (v.players.length * handSize > MAX_CARDS - 1)
    return invalid(`${v.players.length} players × ${handSize} cards cannot be dealt`);
  if (!isInt(v.rounds) || v.rounds < 1 || v.rounds > MAX_ROUNDS) return invalid(`rounds must be 1 to ${MAX_ROUNDS}`);
  if (!isStringList(v.starts)) return invalid('starts missing');
  if (!Array.isArray(v.actions)) return invalid('actions missing');
  // A saved game is written only once its first round has started.
  if (v.actions.length === 0) return invalid('actions is empty: a saved game starts with a start-round');
  for (const [i, a] of v.actions.entries()) {
    const problem = actionProblem(a, `actions[${i}]`);
    if (problem !== null) return invalid(problem);
  }
  if (!isInt(v.cursor) || v.cursor < 0 || v.cursor > v.actions.length) return invalid('cursor out of range');
  if (v.summary !== undefined && !(typeof v.summary === 'string' && v.summary.length <= MAX_SUMMARY))
    return invalid(`summary must be a text of at most ${MAX_SUMMARY} characters`);
  const edits = editsProblem(v);
  if (edits !== null) return invalid(edits);
  const game = v as unknown as SavedGame;
  if (deck !== undefined) {
    const problem = checkSavedGameRules(compileRules(deck, game.options), game);
    if (problem !== null) return invalid(problem.message);
  }
  return ok(game);
}

function heldProblem(held: unknown, name: string): string | null {
  if (!Array.isArray(held)) return `${name} must be a list`;
  for (const [i, h] of held.entries()) {
    if (!isObject(h) || typeof h.bonus !== 'boolean') return `${name}[${i}] must have "action" and "bonus"`;
    const problem = actionProblem(h.action, `${name}[${i}].action`);
    if (problem !== null) return problem;
  }
  return null;
}

/** Why the fields an edit leaves (held turns, the undo floor, the revisions) are malformed, or null. */
function editsProblem(v: Record<string, unknown>): string | null {
  const length = (v.actions as unknown[]).length;
  const cursor = v.cursor as number;
  if (v.held !== undefined) {
    const problem = heldProblem(v.held, 'held');
    if (problem !== null) return problem;
    if ((v.held as unknown[]).length > 0 && cursor !== length) return 'held turns while actions can be redone';
  }
  if (v.floor !== undefined && !isIntIn(v.floor, 1, cursor)) return 'floor out of range';
  for (const name of ['earlier', 'later'] as const) {
    const list = v[name];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length > MAX_REVISIONS)
      return `${name} must be a list of at most ${MAX_REVISIONS}`;
    for (const [i, r] of list.entries()) {
      const at = `${name}[${i}]`;
      if (!isObject(r) || !isInt(r.at) || r.at < 0 || !Array.isArray(r.tail)) return `${at} is not a revision`;
      for (const [j, a] of r.tail.entries()) {
        const problem = actionProblem(a, `${at}.tail[${j}]`);
        if (problem !== null) return problem;
      }
      if (!isInt(r.cursor) || !isInt(r.floor) || r.floor < 1 || r.floor > r.cursor)
        return `${at}: cursor or floor out of range`;
      const problem = heldProblem(r.held, `${at}.held`);
      if (problem !== null) return problem;
    }
  }
  return null;
}

/** A saved game that the deck's rules cannot allow: the first action they rule out (-1: the set-up). */
export interface RulesProblem {
  index: number;
  code: RefusalCode;
  message: string;
}

/**
 * Checks a saved game against the deck's own numbers before any replay: players, rounds (one per
 * core card of this deck) and the deal as the engine's createGame checks them, then the number of
 * actions the rules allow (setupLimits' maxActions), so an endless game is refused at once.
 */
export function checkSavedGameRules(rules: Rules, game: SavedGame): RulesProblem | null {
  const [setup] = checkSetup(rules, { players: game.players, rounds: game.rounds, mode: 'open' });
  if (setup !== undefined) return { index: -1, code: 'bad-start', message: `${setup.path}: ${setup.message}` };
  const n = game.players.length;
  const max = setupLimits(rules).maxActions(n, game.rounds);
  if (game.actions.length <= max) return null;
  const message =
    `${game.actions.length} actions, but a game of ${n} players and ${game.rounds} rounds can have at most ${max} ` +
    '(every turn draws while the pile lasts, and once it is empty as many passes in a row as players end the round)';
  return { index: max, code: 'round-over', message };
}

/** Reads the stored text of a game; with the deck, checks it against the deck's numbers too. */
export function parseSavedGame(text: string, deck?: Deck): Result<SavedGame, LoadProblem> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return err({ code: 'unreadable', message: `not JSON: ${(e as Error).message}` });
  }
  return checkSavedGame(value, deck);
}

export const formatSavedGame = (game: SavedGame): string => JSON.stringify(game);
