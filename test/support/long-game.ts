// Long but legal games, made in code for the tests and benches of issue 16 (never stored as files):
// many players holding one card each, so a round lasts thousands of turns within the rules.
// Every action is checked by the engine as it is made.

import { readFileSync } from 'node:fs';
import {
  applyAction,
  compileRules,
  createGame,
  freeStarts,
  isOnTable,
  listLegal,
  parseDeck,
  type Action,
  type Deck,
  type GameRecord,
  type GameState,
  type RuleOptions,
  type Turn,
} from '../../engine/index.ts';

/** The classic deck file with every wild core a deck may have: 89 cards, 23 cores. */
export function widestDeckFile(): Record<string, unknown> {
  const file = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8')) as Record<string, unknown>;
  return {
    ...file,
    $schema: undefined,
    id: 'widest',
    wildCores: 12,
    options: { handSize: 1, players: { min: 2, max: 88 } },
  };
}

export function widestDeck(): Deck {
  const parsed = parseDeck(widestDeckFile());
  if (!parsed.ok) throw new Error(parsed.error.map((p) => p.message).join('; '));
  return parsed.value;
}

export interface LongGame {
  deck: Deck;
  options: RuleOptions;
  players: string[];
  rounds: number;
  actions: Action[];
  /** Each round's turns, as a game record writes them. */
  turns: Turn[][];
}

const must = (game: GameState, action: Action): GameState => {
  const step = applyAction(game, action);
  if (!step.ok) throw new Error(`${step.error.code}: ${step.error.message}`);
  return step.value;
};

/**
 * A game of `players` (88 at most) kept in open mode with at least `count` actions, rounds ended as
 * soon as that many are made: in each round every player but one passes, then one places the first
 * legal card (skipping a core bonus), until no card fits and everyone has passed.
 */
export function makeLongGame(count: number, players = 88): LongGame {
  const deck = widestDeck();
  const options = deck.options;
  const rules = compileRules(deck, options);
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  const rounds = rules.isCore.reduce((sum, c) => sum + c, 0);
  const created = createGame(rules, { players: names, rounds, mode: 'open' });
  if (!created.ok) throw new Error(created.error[0]!.message);
  let game = created.value;
  const actions: Action[] = [];
  const turns: Turn[][] = [];
  const act = (action: Action) => {
    game = must(game, action);
    actions.push(action);
  };
  while (actions.length < count && game.results.length < rounds) {
    act({ type: 'start-round', start: freeStarts(game)[0]! });
    for (;;) {
      const round = game.round!;
      const unseen = rules.cards.map((_, i) => i).filter((i) => !isOnTable(round.table, i));
      const [play] = round.passes === players - 1 ? listLegal(rules, round.table, unseen) : [];
      if (play !== undefined) {
        act({ type: 'place', placement: { card: play.card, q: play.q, r: play.r, rotation: play.rotation } });
        if (game.round!.bonusAt >= 0) act({ type: 'skip-bonus' });
      } else if (round.pileCount === 0 && round.passes >= players) break;
      else act({ type: 'pass' });
      if (actions.length >= count) break;
    }
    turns.push(game.round!.turns.slice());
    act({ type: 'end-round', hands: names.map(() => []) });
  }
  return { deck, options, players: names, rounds: game.results.length, actions, turns };
}

/** The game as a record `jibe replay` reads, its deck inline. */
export const recordOf = (long: LongGame): GameRecord => ({
  format: 1,
  deck: widestDeckFile() as GameRecord['deck'],
  players: long.players,
  rounds: long.turns.map((turns, i) => ({
    start: (long.actions.filter((a) => a.type === 'start-round')[i] as { start: string }).start,
    hands: long.players.map(() => []),
    turns,
  })),
});
