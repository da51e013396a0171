// The simulator's settings checked at the edge: flags in, run specs out, or an InputError that
// names the flag and the problem (the CLI prints it and exits 2 before anything runs or is written).

import { BOT_NAMES, isBotName, type BotName } from '../engine/bots.ts';
import { enumerateCards } from '../engine/cards.ts';
import type { Deck } from '../engine/types.ts';
import { InputError } from '../lib/input-error.ts';
import type { RunSpec } from './play.ts';

export interface SimulateFlags {
  players: number;
  games: number;
  bots: string;
  rounds: number;
  seed: number;
  workers: number;
  exportGame?: number | undefined;
}

function wholeNumber(flag: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new InputError(flag, `expected a whole number from ${min} to ${max}, not ${value}`);
  return value;
}

export function parseBots(list: string): BotName[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (names.length === 0) throw new InputError('--bots', `name at least one bot (${BOT_NAMES.join(', ')})`);
  const unknown = names.filter((n) => !isBotName(n));
  if (unknown.length > 0)
    throw new InputError(
      '--bots',
      `unknown bot${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}; the bots are ${BOT_NAMES.join(', ')}`,
    );
  return names as BotName[];
}

/** The player count must be one the deck allows and can deal (docs/rules.md §7). */
export function checkPlayers(deck: Deck, players: number, place: string): void {
  const { min, max } = deck.options.players;
  const pile = enumerateCards(deck).length - 1;
  if (players < min || players > max)
    throw new InputError('--players', `${place} plays ${min} to ${max} players, not ${players}`);
  if (players * deck.options.handSize > pile)
    throw new InputError(
      '--players',
      `${place} cannot deal ${players} hands of ${deck.options.handSize} from ${pile} cards`,
    );
}

/** One run spec per deck, all on the same seed and bots (a comparison plays the same games). */
export function runSpecs(decks: readonly { deck: Deck; place: string }[], flags: SimulateFlags): RunSpec[] {
  const games = wholeNumber('--games', flags.games, 1, 10_000_000);
  const rounds = wholeNumber('--rounds', flags.rounds, 1, 14);
  wholeNumber('--workers', flags.workers, 1, 256);
  wholeNumber('--seed', flags.seed, -(2 ** 31), 2 ** 31 - 1);
  wholeNumber('--players', flags.players, 1, 1000);
  if (flags.exportGame !== undefined) wholeNumber('--export-game', flags.exportGame, 1, games);
  const bots = parseBots(flags.bots);
  const specs = decks.map(({ deck, place }) => {
    checkPlayers(deck, flags.players, place);
    const cores = enumerateCards(deck).filter((c) => c.kind === 'core').length;
    if (rounds > cores)
      throw new InputError('--rounds', `${place} has ${cores} core cards, so at most ${cores} rounds`);
    return { deck, players: flags.players, bots, rounds, seed: flags.seed };
  });
  return specs;
}
