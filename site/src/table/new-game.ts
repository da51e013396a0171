// Setting up a game: players in seat order (the first one starts), rounds, house rules, and a
// different starting core planned for each round.

import { compileRules, dealProblem, enumerateCards, setupLimits } from '../../../engine/index.ts';
import type { Deck, RuleOptions } from '../../../engine/index.ts';
import { SAVE_FORMAT, type SavedGame } from './saved-game.ts';

export interface GameSetup {
  players: string[];
  rounds: number;
  options: RuleOptions;
  starts: string[];
}

/** The deck's core cards, the choices for a round's start. */
export const coreIds = (deck: Deck): string[] =>
  enumerateCards(deck)
    .filter((c) => c.kind === 'core')
    .map((c) => c.id);

/** `count` different cores picked at random (the player may change them), wrapping if the game is longer than the cores. */
export function suggestStarts(deck: Deck, count: number, random: () => number): string[] {
  const pool = coreIds(deck);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return Array.from({ length: count }, (_, i) => pool[i % pool.length]!);
}

/** What is wrong with a setup, one message per problem; empty when it can start. */
export function checkSetup(deck: Deck, setup: GameSetup): string[] {
  const problems: string[] = [];
  const { min, max } = setup.options.players;
  const names = setup.players.map((p) => p.trim());
  if (names.length < min || names.length > max) problems.push(`${min} to ${max} players, not ${names.length}`);
  if (names.some((n) => n === '')) problems.push('every player needs a name');
  if (new Set(names).size !== names.length) problems.push('two players have the same name');
  // The limits come from this deck and these options (its cores, its cards), never from the classic deck.
  const limits = setupLimits(compileRules(deck, setup.options));
  if (!Number.isInteger(setup.rounds) || setup.rounds < 1 || setup.rounds > limits.maxRounds)
    problems.push(`1 to ${limits.maxRounds} rounds`);
  const deal = dealProblem(names.length, setup.options.handSize, limits.dealPool);
  if (setup.options.handSize < 1) problems.push('every player needs at least one card');
  else if (deal !== null) problems.push(deal);
  // The layout is how the cards on the table are printed: a table cannot choose another (docs/rules.md §8).
  if (setup.options.layout !== deck.options.layout)
    problems.push(`this deck's pair cards are printed ${deck.options.layout}, not ${setup.options.layout}`);
  const cores = coreIds(deck);
  if (setup.starts.some((s) => !cores.includes(s))) problems.push('a starting card is not a core card');
  if (new Set(setup.starts).size !== setup.starts.length) problems.push('each round needs a different starting core');
  return problems;
}

/** A new saved game whose first action starts round 1. */
export function createSavedGame(deck: Deck, setup: GameSetup, id: string, now: number): SavedGame {
  return {
    format: SAVE_FORMAT,
    id,
    created: now,
    updated: now,
    deck: deck.id,
    options: setup.options,
    players: setup.players.map((p) => p.trim()),
    rounds: setup.rounds,
    starts: setup.starts.slice(),
    actions: [{ type: 'start-round', start: setup.starts[0]! }],
    cursor: 1,
  };
}
