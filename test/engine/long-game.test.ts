import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  applyAction,
  newGame,
  parseRecord,
  replayRecord,
  roundTurnBound,
  setupLimits,
  type Action,
  type GameRecord,
  type GameState,
} from '../../engine/index.ts';
import { classicDeck, classicRules } from '../support/classic.ts';
import { playRandomGame } from '../support/random-play.ts';

// Issue 16, item 1: a game whose turns were copied on every action grew with the square of its
// length; and nothing bounded the passes of a round kept in open mode.

const rules = classicRules();

function must(game: GameState, action: Action): GameState {
  const step = applyAction(game, action);
  if (!step.ok) throw new Error(step.error.message);
  return step.value;
}

const openGame = (players = 2): GameState =>
  must(newGame(rules, { players: ['Ana', 'Ben', 'Cy'].slice(0, players), rounds: 2, mode: 'open' }), {
    type: 'start-round',
    start: 'core-fire',
  });

/** An open-mode record of one round: `passes` passes, then the hands named. */
const passingRecord = (passes: number): GameRecord => ({
  format: 1,
  players: ['Ana', 'Ben'],
  rounds: [{ start: 'core-fire', hands: [[], []], turns: Array.from({ length: passes }, () => ({ pass: true })) }],
});

describe('a turn costs the same however many came before', () => {
  test('successive states share one turn store: a new turn copies none of the earlier ones', () => {
    let game = openGame();
    const first = game.round!.turnLog.store;
    for (let i = 0; i < 20; i++) game = must(game, { type: 'pass' });
    expect(game.round!.turnLog.store).toBe(first);
    expect(game.round!.turnLog.count).toBe(20);
  });

  test('every state keeps its own turns when play goes on from an older one (an undo)', () => {
    let game = openGame();
    game = must(game, { type: 'place', placement: { card: 'core-bulb', q: 1, r: 0, rotation: 0 } });
    const pending = game;
    const withBonus = must(pending, { type: 'place', placement: { card: 'can-fire', q: 2, r: 0, rotation: 0 } });
    const after = must(withBonus, { type: 'pass' });
    const skipped = must(pending, { type: 'skip-bonus' });
    const branch = must(skipped, { type: 'place', placement: { card: 'key-fire', q: -1, r: 0, rotation: 3 } });
    expect(pending.round!.turns).toEqual([{ place: { card: 'core-bulb', q: 1, r: 0, rotation: 0 } }]);
    expect(after.round!.turns).toEqual([
      { place: { card: 'core-bulb', q: 1, r: 0, rotation: 0 }, bonus: { card: 'can-fire', q: 2, r: 0, rotation: 0 } },
      { pass: true },
    ]);
    expect(branch.round!.turns).toEqual([
      { place: { card: 'core-bulb', q: 1, r: 0, rotation: 0 } },
      { place: { card: 'key-fire', q: -1, r: 0, rotation: 3 } },
    ]);
    expect(withBonus.round!.turns).toHaveLength(1);
    expect(withBonus.round!.turns[0]).toHaveProperty('bonus');
  });
});

describe('a round cannot outlast its cards and passes (docs/rules.md §7)', () => {
  test('in open mode, once every player has passed on an empty pile only calling the round remains', () => {
    let game = openGame(3);
    while (game.round!.pileCount > 0) game = must(game, { type: 'pass' });
    for (let i = 0; i < 3; i++) game = must(game, { type: 'pass' });
    for (const action of [
      { type: 'pass' },
      { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } },
    ] as const) {
      const step = applyAction(game, action);
      expect(step).toMatchObject({ ok: false, error: { code: 'round-over' } });
      expect(!step.ok && step.error.message).toMatch(/every player has passed in turn with the pile empty/);
    }
    expect(applyAction(game, { type: 'end-round', hands: [[], [], []] }).ok).toBe(true);
  });

  test('a placement between the passes starts the count again', () => {
    let game = openGame(2);
    while (game.round!.pileCount > 0) game = must(game, { type: 'pass' });
    game = must(game, { type: 'pass' });
    game = must(game, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } });
    game = must(game, { type: 'pass' });
    expect(applyAction(game, { type: 'pass' }).ok).toBe(true);
  });

  test('a record with more turns than a round can have is refused before replaying, with the reason', () => {
    const bound = setupLimits(rules).maxTurns(2);
    expect(bound).toBe(roundTurnBound(2, 5, 79));
    const result = replayRecord(classicDeck, passingRecord(20_000));
    expect(result).toMatchObject({ ok: false, error: { round: 1, turn: null } });
    expect(!result.ok && result.error.message).toBe(
      `20000 turns, but a round of 2 players can last at most ${bound} (every turn draws while the pile lasts, ` +
        'and once it is empty as many passes in a row as players end the round)',
    );
  });

  test('a record that passes on after everyone passed on the empty pile is refused at that turn', () => {
    const pile = 79 - 2 * 5;
    const parsed = parseRecord(passingRecord(pile + 3));
    if (!parsed.ok) throw new Error('record invalid');
    const result = replayRecord(classicDeck, parsed.value);
    expect(result).toMatchObject({ ok: false, error: { round: 1, turn: pile + 3 } });
    expect(!result.ok && result.error.message).toMatch(/^round-over: /);
    expect(replayRecord(classicDeck, passingRecord(pile + 2)).ok).toBe(true);
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 6 })], { numRuns: 20 })(
    'random games never reach the bound on turns',
    (seed, players) => {
      const bound = setupLimits(rules).maxTurns(players);
      const game = playRandomGame(rules, seed, players, 1);
      expect(game.round!.turns.length).toBeLessThanOrEqual(bound);
    },
  );
});
