// What a game may be set up with (docs/rules.md §7), worked out from the deck's own numbers: how many
// players, how many rounds, whether the deal can be made. createGame (game.ts) checks a set-up
// against these; a UI asks setupLimits so that it offers only valid choices.

import { deckCounts } from './cards.ts';
import type { GameSetup, Mode } from './game.ts';
import type { Rules } from './rules.ts';
import type { Problem } from './types.ts';

/** The ways a game can be kept, as a list for UIs and checks. */
export const MODES: readonly Mode[] = ['dealt', 'open'];

/** The valid choices for a game with these rules, so a UI can offer only those. */
export interface SetupLimits {
  /** Fewest players: the deck's `players.min`. */
  minPlayers: number;
  /** Most players: the deck's `players.max`, lowered if the deal could not be made for that many. */
  maxPlayers: number;
  /** Most rounds: each round starts with a different core card, wild cores included. */
  maxRounds: number;
  /** Cards dealt to each player (the `handSize` option in force). */
  handSize: number;
  /** Cards left to deal from once the round's start core is on the table. */
  dealPool: number;
  /** The largest hand that can be dealt to this many players (0 when none can). */
  maxHandSize: (players: number) => number;
  /** Most turns a round of this many players can have by the rules (see roundTurnBound). */
  maxTurns: (players: number) => number;
  /** Most actions a game can have: per round its turns, a bonus step per card, its start and its end. */
  maxActions: (players: number, rounds: number) => number;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The limits of a game set-up for a deck and its options, from the deck's own numbers. */
export function setupLimits(rules: Rules): SetupLimits {
  const { dealPool, maxRounds } = deckCounts(rules.deck);
  const { handSize, players } = rules.options;
  const maxHandSize = (count: number): number =>
    Number.isInteger(count) && count >= 1 ? Math.floor(dealPool / count) : 0;
  return {
    minPlayers: players.min,
    maxPlayers: Math.min(players.max, Math.floor(dealPool / handSize)),
    maxRounds,
    handSize,
    dealPool,
    maxHandSize,
    maxTurns: (count) => roundTurnBound(count, handSize, dealPool),
    maxActions: (count, rounds) => rounds * (roundTurnBound(count, handSize, dealPool) + dealPool + 2),
  };
}

/**
 * The most turns a round can last (docs/rules.md §6–7): while the pile holds cards every turn draws
 * one, so at most the pile left after the deal; after that every card is placed at most once, and
 * between two placements at most players − 1 passes in a row (as many as there are players end the
 * round). So pile + placements × players + players, with placements at most the cards dealt from.
 */
export function roundTurnBound(players: number, handSize: number, dealPool: number): number {
  const pile = Math.max(0, dealPool - players * handSize);
  return pile + (dealPool + 1) * players;
}

/** The sentence refusing a deal that cannot be made, or null when it can: shared by createGame and a round's start. */
export function dealProblem(players: number, handSize: number, dealPool: number): string | null {
  const dealt = players * handSize;
  if (dealt <= dealPool) return null;
  return (
    `${plural(players, 'player')} × ${plural(handSize, 'card')} = ${plural(dealt, 'card')}, ` +
    `but only ${dealPool} remain after the start core`
  );
}

const describe = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** Every problem with a game set-up for these rules (none: the set-up is valid). */
export function checkSetup(rules: Rules, setup: GameSetup): Problem[] {
  const limits = setupLimits(rules);
  const { minPlayers, handSize, maxRounds } = limits;
  const { max } = rules.options.players;
  const problems: Problem[] = [];
  const add = (path: string, message: string): void => void problems.push({ path, message });
  const players: unknown = setup.players;
  if (!Array.isArray(players)) add('players', 'expected a list of player names');
  else {
    const n = players.length;
    if (n < minPlayers || n > max) add('players', `${plural(n, 'player')}; this deck plays ${minPlayers} to ${max}`);
    else {
      const deal = dealProblem(n, handSize, limits.dealPool);
      if (deal !== null) add('players', deal);
    }
    const seen = new Set<string>();
    players.forEach((name: unknown, i) => {
      const path = `players[${i}]`;
      if (typeof name !== 'string' || name.trim() === '') add(path, `expected a player's name, got ${describe(name)}`);
      else if (seen.has(name)) add(path, `"${name}" is named twice; each player needs a name of their own`);
      else seen.add(name);
    });
  }
  const rounds: unknown = setup.rounds;
  if (typeof rounds !== 'number' || !Number.isInteger(rounds)) {
    add('rounds', `expected a whole number of rounds, got ${describe(rounds)}`);
  } else if (rounds < 1 || rounds > maxRounds) {
    const why = `each round starts with a different core card, and this deck has ${maxRounds}`;
    add('rounds', `${plural(rounds, 'round')}; a game has 1 to ${maxRounds} (${why})`);
  }
  const mode: unknown = setup.mode;
  if (mode !== undefined && !(MODES as readonly unknown[]).includes(mode)) {
    add('mode', `expected one of ${MODES.map((m) => `"${m}"`).join(', ')}, got ${describe(mode)}`);
  }
  const seed: unknown = setup.seed;
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isSafeInteger(seed))) {
    add('seed', `expected a whole number as the seed, got ${describe(seed)}`);
  }
  return problems;
}
