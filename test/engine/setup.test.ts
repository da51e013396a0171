import { describe, expect, test } from 'vitest';
import { applyAction, createGame, newGame, type GameSetup } from '../../engine/game.ts';
import { compileRules, type Rules } from '../../engine/rules.ts';
import { setupLimits } from '../../engine/setup.ts';
import type { Deck } from '../../engine/types.ts';
import { classicDeck, classicRules } from '../support/classic.ts';

// The classic deck without wild cores: 66 pairs + 11 cores = 77 cards, so 11 rounds and 76 cards to deal.
const elevenCores: Deck = { ...classicDeck, id: 'eleven-cores', wildCores: 0 };
const elevenRules = compileRules(elevenCores);
// The same deck dealing 13 cards: 6 × 13 = 78 is more than the 76 left after the start core.
const bigHands = compileRules(elevenCores, { ...elevenCores.options, handSize: 13 });
const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${i + 1}`);

describe('setupLimits: the choices a UI may offer, from the deck itself', () => {
  test('classic: 2 to 6 players, 14 rounds (11 cores + 3 wild cores), 79 cards to deal', () => {
    const limits = setupLimits(classicRules());
    expect(limits).toMatchObject({ minPlayers: 2, maxPlayers: 6, maxRounds: 14, handSize: 5, dealPool: 79 });
    expect([limits.maxHandSize(2), limits.maxHandSize(6), limits.maxHandSize(0)]).toEqual([39, 13, 0]);
  });

  test('without wild cores: 11 rounds, 76 cards to deal; 13-card hands lower the most players to 5', () => {
    expect(setupLimits(elevenRules)).toMatchObject({ maxRounds: 11, dealPool: 76, maxPlayers: 6 });
    expect(setupLimits(bigHands)).toMatchObject({ maxRounds: 11, dealPool: 76, maxPlayers: 5, handSize: 13 });
  });
});

describe('createGame checks the set-up against the deck', () => {
  const classic = classicRules();
  type Case = [string, Rules, GameSetup, { path: string; message: string }[]];
  const roundsMessage = (n: number, most: number): string =>
    `${n} rounds; a game has 1 to ${most} (each round starts with a different core card, and this deck has ${most})`;
  const deal = '6 players × 13 cards = 78 cards, but only 76 remain after the start core';
  const refused = (path: string, message: string) => [{ path, message }];
  const two = names(2);
  const range = (n: number): string => `${n} player${n === 1 ? '' : 's'}; this deck plays 2 to 6`;
  const cases: Case[] = [
    ['2 players, 1 round', classic, { players: two, rounds: 1 }, []],
    ['6 players, 14 rounds, open, seed 9', classic, { players: names(6), rounds: 14, mode: 'open', seed: 9 }, []],
    ['11 rounds with 11 cores', elevenRules, { players: names(3), rounds: 11 }, []],
    ['too many players', classic, { players: names(7), rounds: 1 }, refused('players', range(7))],
    ['too few players', classic, { players: ['Ann'], rounds: 1 }, refused('players', range(1))],
    ['12 rounds with 11 cores', elevenRules, { players: two, rounds: 12 }, refused('rounds', roundsMessage(12, 11))],
    ['15 rounds with 14 cores', classic, { players: two, rounds: 15 }, refused('rounds', roundsMessage(15, 14))],
    ['no rounds', classic, { players: two, rounds: 0 }, refused('rounds', expect.stringContaining('0 rounds'))],
    ['half a round', classic, { players: two, rounds: 2.5 }, refused('rounds', expect.stringContaining('2.5'))],
    ['a deal that cannot be made', bigHands, { players: names(6), rounds: 1 }, refused('players', deal)],
    ['5 players of 13 cards can be dealt', bigHands, { players: names(5), rounds: 1 }, []],
    [
      'an unknown mode',
      classic,
      { players: two, rounds: 1, mode: 'closed' as never },
      [{ path: 'mode', message: 'expected one of "dealt", "open", got "closed"' }],
    ],
    ['half a seed', classic, { players: two, rounds: 1, seed: 0.5 }, refused('seed', expect.stringMatching('0.5'))],
    [
      'a name twice, a name empty',
      classic,
      { players: ['Ann', 'Ann', ' '], rounds: 1 },
      [
        { path: 'players[1]', message: '"Ann" is named twice; each player needs a name of their own' },
        { path: 'players[2]', message: `expected a player's name, got " "` },
      ],
    ],
  ];

  test.each(cases)('%s', (_, rules, setup, problems) => {
    const created = createGame(rules, setup);
    if (problems.length === 0) {
      expect(created.ok).toBe(true);
      // The checked game is the same value newGame makes from the same set-up.
      expect(created.ok && created.value).toEqual(newGame(rules, setup));
    } else expect(created).toEqual({ ok: false, error: problems });
  });

  test('every problem is reported at once', () => {
    const created = createGame(classicRules(), { players: names(9), rounds: 99, seed: Number.NaN });
    expect(!created.ok && created.error.map((p) => p.path)).toEqual(['players', 'rounds', 'seed']);
  });
});

describe('a round refuses a deal that cannot be made', () => {
  const deal = '6 players × 13 cards = 78 cards, but only 76 remain after the start core';
  test('six hands of 13 from 76 cards: refused with the numbers, no negative pile', () => {
    const game = newGame(bigHands, { players: names(6), rounds: 1 });
    for (const mode of ['dealt', 'open'] as const) {
      const step = applyAction({ ...game, mode }, { type: 'start-round', start: 'core-fire' });
      const message = `the deal cannot be made: ${deal}`;
      expect(step).toEqual({ ok: false, error: { code: 'bad-start', message } });
    }
  });

  test('five hands of 13 from 76 cards: dealt, 11 left in the pile', () => {
    const game = newGame(bigHands, { players: names(5), rounds: 1 });
    const step = applyAction(game, { type: 'start-round', start: 'core-fire' });
    expect(step.ok && step.value.round!.pileCount).toBe(11);
    expect(step.ok && step.value.round!.hands!.map((h) => h.length)).toEqual([13, 13, 13, 13, 13]);
  });
});
