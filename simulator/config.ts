// The simulator's settings checked at the edge: flags in, a plan of runs out, or an InputError
// that names the flag and the problem (the CLI prints it and exits 2 before anything runs or is written).

import {
  BOT_NAMES,
  type BotName,
  compileRules,
  type Deck,
  SEARCH_MOVES_PER_MS,
  dealProblem,
  isBotName,
  type RuleOptions,
  setupLimits,
} from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import { rulebookRounds, SECONDS_PER_TURN } from './aggregate.ts';
import type { RunSpec } from './play.ts';

export interface SimulateFlags {
  players: number;
  games: number;
  bots: string;
  /** Rounds per game; left out, the rulebook's game (a round per player). */
  rounds?: number | undefined;
  seed: number;
  workers: number;
  exportGame?: number | undefined;
  /** `option=v1,v2,…` or `players=2..6`: one run per value on the same seeds. */
  sweep?: string | undefined;
  /** `K/N`: play only the K-th of N equal parts of the games and write a shard file. */
  shard?: string | undefined;
  secondsPerTurn?: number | undefined;
  /** The search bot's thinking a move, in milliseconds of one core (turned into a count of simulated moves). */
  thinkMs?: number | undefined;
}

function wholeNumber(flag: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new InputError(flag, `expected a whole number from ${min} to ${max}, not ${value}`);
  return value;
}

/** Most places a bot may take in the rotation: a weight above it says nothing a smaller one cannot. */
const MAX_WEIGHT = 100;

/**
 * `greedy,careful` (each once) or a weighted mix `greedy:3,joker:1`, written out as the rotation
 * the seats take in turn: greedy, greedy, greedy, joker.
 */
export function parseBots(list: string): BotName[] {
  const items = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) throw new InputError('--bots', `name at least one bot (${BOT_NAMES.join(', ')})`);
  const parsed = items.map((item) => {
    const [name, weight, extra] = item.split(':').map((s) => s.trim());
    const w = weight === undefined ? 1 : Number(weight);
    if (extra !== undefined || !Number.isInteger(w) || w < 1 || w > MAX_WEIGHT)
      throw new InputError('--bots', `"${item}": a weight is a whole number from 1 to ${MAX_WEIGHT}, as in greedy:3`);
    return { name: name!, w };
  });
  const unknown = parsed.map((p) => p.name).filter((n) => !isBotName(n));
  if (unknown.length > 0)
    throw new InputError(
      '--bots',
      `unknown bot${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}; the bots are ${BOT_NAMES.join(', ')}`,
    );
  return parsed.flatMap(({ name, w }) => new Array<BotName>(w).fill(name as BotName));
}

/** The player count must be one the deck allows and can deal (docs/rules.md §7): the engine's set-up limits. */
export function checkPlayers(deck: Deck, players: number, place: string, flag = '--players'): void {
  const limits = setupLimits(compileRules(deck));
  const { min, max } = deck.options.players;
  if (players < min || players > max)
    throw new InputError(flag, `${place} plays ${min} to ${max} players, not ${players}`);
  const deal = dealProblem(players, limits.handSize, limits.dealPool);
  if (deal !== null) throw new InputError(flag, `${place} cannot be dealt: ${deal}`);
}

/** One run spec of a deck: the rounds given, or the rulebook's game for this many players. */
export function specFor(
  deck: Deck,
  place: string,
  players: number,
  rounds: number | undefined,
  bots: BotName[],
  seed: number,
): RunSpec {
  checkPlayers(deck, players, place);
  const cores = setupLimits(compileRules(deck)).maxRounds;
  if (rounds !== undefined && rounds > cores)
    throw new InputError('--rounds', `${place} has ${cores} core cards, so at most ${cores} rounds`);
  return { deck, players, bots, rounds: rounds ?? rulebookRounds(players, cores), seed };
}

/** The longest `--think-ms`: a minute a move. */
const MAX_THINK_MS = 60_000;

/**
 * `--think-ms` as the search bot's budget: a count of simulated moves (the milliseconds times the
 * moves a core plays out in one, measured), so the same flags play the same games on any machine
 * and with any number of workers. Absent: the bot's default.
 */
export function thinkMoves(thinkMs: number | undefined): number | undefined {
  if (thinkMs === undefined) return undefined;
  if (!(thinkMs > 0 && thinkMs <= MAX_THINK_MS))
    throw new InputError('--think-ms', `expected milliseconds above 0, up to ${MAX_THINK_MS}, not ${thinkMs}`);
  return Math.max(1, Math.round(thinkMs * SEARCH_MOVES_PER_MS));
}

/** The checked common flags: games, seed, workers, bots, rounds. */
export function checkFlags(flags: SimulateFlags): {
  games: number;
  bots: BotName[];
  secondsPerTurn: number;
  think: number | undefined;
} {
  const games = wholeNumber('--games', flags.games, 1, 100_000_000);
  if (flags.rounds !== undefined) wholeNumber('--rounds', flags.rounds, 1, 1000);
  wholeNumber('--workers', flags.workers, 1, 256);
  wholeNumber('--seed', flags.seed, -(2 ** 31), 2 ** 31 - 1);
  wholeNumber('--players', flags.players, 1, 1000);
  if (flags.exportGame !== undefined) wholeNumber('--export-game', flags.exportGame, 1, games);
  const secondsPerTurn = flags.secondsPerTurn ?? SECONDS_PER_TURN;
  if (!(secondsPerTurn > 0 && secondsPerTurn <= 3600))
    throw new InputError(
      '--seconds-per-turn',
      `expected a number of seconds above 0, up to 3600, not ${secondsPerTurn}`,
    );
  return { games, bots: parseBots(flags.bots), secondsPerTurn, think: thinkMoves(flags.thinkMs) };
}

/** One run spec per deck, all on the same seed and bots (a comparison plays the same games). */
export function runSpecs(decks: readonly { deck: Deck; place: string }[], flags: SimulateFlags): RunSpec[] {
  const { bots, think } = checkFlags(flags);
  return decks.map(({ deck, place }) =>
    withThink(specFor(deck, place, flags.players, flags.rounds, bots, flags.seed), think),
  );
}

/** A run spec with the search bot's budget, when one was given. */
export const withThink = (spec: RunSpec, think: number | undefined): RunSpec =>
  think === undefined ? spec : { ...spec, think };

/** `K/N` with 1 ≤ K ≤ N: the K-th of N parts. */
export function parseShard(text: string): { k: number; n: number } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const [k, n] = m === null ? [0, 0] : [Number(m[1]), Number(m[2])];
  if (m === null || n < 1 || k < 1 || k > n || n > 100_000)
    throw new InputError('--shard', `expected K/N with 1 ≤ K ≤ N (the K-th of N parts), as in 2/8, not "${text}"`);
  return { k, n };
}

/** The games of part K of N: N nearly equal consecutive ranges (the first ones a game longer). */
export function shardRange(games: number, k: number, n: number): { from: number; to: number } {
  const at = (i: number): number => Math.floor((games * i) / n);
  return { from: at(k - 1), to: at(k) };
}

export type { RuleOptions };
