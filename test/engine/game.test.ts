import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { applyAction, applyTurn, newGame, type Action, type GameState } from '../../engine/game.ts';
import { parseRecord, replayRecord, formatRecord, type GameRecord } from '../../engine/record.ts';
import { gridKey, isOnTable, placedRotation, placementAtKey, placements } from '../../engine/table.ts';
import { classicDeck, classicRules } from '../support/classic.ts';
import { playRandomGame, randomAction } from '../support/random-play.ts';

const rules = classicRules();

function must(game: GameState, action: Action): GameState {
  const step = applyAction(game, action);
  if (!step.ok) throw new Error(step.error.message);
  return step.value;
}

describe('a game as a value', () => {
  test('setup deals from the top, one card at a time, from the first seat (docs/rules.md §7)', () => {
    let game = newGame(rules, { players: ['A', 'B'], rounds: 2, seed: 7 });
    const order = rules.cards.filter((c) => c.id !== 'core-fire').map((c) => c.id);
    game = must(game, { type: 'start-round', start: 'core-fire', order });
    const ids = (seat: number) => game.round!.hands![seat]!.map((c) => rules.cards[c]!.id);
    expect(ids(0)).toEqual([order[0], order[2], order[4], order[6], order[8]]);
    expect(ids(1)).toEqual([order[1], order[3], order[5], order[7], order[9]]);
    expect(game.round!.pileCount).toBe(69);
    expect(isOnTable(game.round!.table, rules.cardIndex.get('core-fire')!)).toBe(true);
  });

  test.each([0, 3, 5])(
    'the starting core lies at (0, 0) in the rotation it is given (%i), 0 when none is',
    (rotation) => {
      const game = must(newGame(rules, { players: ['A', 'B'], rounds: 1, seed: 2 }), {
        type: 'start-round',
        start: 'core-gear',
        ...(rotation === 0 ? {} : { rotation }),
      });
      const at = placementAtKey(game.round!.table, gridKey(0, 0));
      expect(placedRotation(game.round!.table, at)).toBe(rotation);
      expect(game.round!.startRotation).toBe(rotation);
    },
  );

  test.each([6, -1, 1.5])('a starting core turned %s is refused', (rotation) => {
    expect(
      applyAction(newGame(rules, { players: ['A', 'B'], rounds: 1 }), {
        type: 'start-round',
        start: 'core-gear',
        rotation,
      }),
    ).toMatchObject({ ok: false, error: { code: 'bad-rotation' } });
  });

  test('the first seat moves on each round, and a start core is used once', () => {
    let game = newGame(rules, { players: ['A', 'B', 'C'], rounds: 2, seed: 3 });
    game = must(game, { type: 'start-round', start: 'core-star' });
    expect(game.round!.seat).toBe(0);
    expect(applyAction(game, { type: 'start-round', start: 'core-key' })).toMatchObject({
      ok: false,
      error: { code: 'bad-start' },
    });
    game = must(game, { type: 'end-round' });
    expect(applyAction(game, { type: 'start-round', start: 'core-star' })).toMatchObject({
      ok: false,
      error: { code: 'bad-start' },
    });
    game = must(game, { type: 'start-round', start: 'core-key' });
    expect(game.round!.seat).toBe(1);
    expect(game.round!.hands![1]).toHaveLength(5);
  });

  test('a core earns a bonus play beside it and two draws; a card not in hand is refused', () => {
    // Pile: the first seat holds core-heart and pencil-heart; the cards after the deal are known.
    const first = ['core-heart', 'can-joker', 'pencil-heart'];
    const rest = rules.cards.map((c) => c.id).filter((id) => id !== 'core-plane' && !first.includes(id));
    const order = [first[0]!, rest[0]!, first[2]!, rest[1]!, ...rest.slice(2, 8), ...rest.slice(8), first[1]!];
    let game = newGame(rules, { players: ['A', 'B'], rounds: 1 });
    game = must(game, { type: 'start-round', start: 'core-plane', order });
    expect(
      applyAction(game, { type: 'place', placement: { card: 'can-joker', q: 1, r: 0, rotation: 0 } }),
    ).toMatchObject({ ok: false, error: { code: 'not-in-hand' } });
    game = must(game, { type: 'place', placement: { card: 'core-heart', q: 1, r: 0, rotation: 0 } });
    expect(game.round!.bonusAt).toBeGreaterThan(0);
    expect(applyAction(game, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'bonus-pending' } });
    const far = applyAction(game, { type: 'place', placement: { card: 'pencil-heart', q: -1, r: 0, rotation: 0 } });
    expect(far).toMatchObject({ ok: false, error: { code: 'not-beside-core' } });
    const before = game.round!.pileCount;
    game = must(game, { type: 'place', placement: { card: 'pencil-heart', q: 2, r: 0, rotation: 0 } });
    expect(game.round!.pileCount).toBe(before - 2);
    expect(game.round!.hands![0]).toHaveLength(5);
    // core-heart beside core-plane: blue to blue, colour only (30); pencil-heart's heart side on the heart core: 40 + 30.
    expect(game.round!.points[0]).toBe(30 + 40 + 30);
    expect(game.round!.turns).toEqual([
      {
        place: { card: 'core-heart', q: 1, r: 0, rotation: 0 },
        bonus: { card: 'pencil-heart', q: 2, r: 0, rotation: 0 },
      },
    ]);
  });
});

describe('properties over random games', () => {
  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 6 })], { numRuns: 30 })(
    'all 80 cards are somewhere (table, hands, pile) and never twice',
    (seed, players) => {
      playRandomGame(rules, seed, players, 1, (game) => {
        const round = game.round!;
        const places = new Array<number>(rules.cards.length).fill(0);
        for (let i = 0; i < round.table.size; i++) places[round.table.storage.card[i]!]!++;
        for (const hand of round.hands!) for (const c of hand) places[c]!++;
        for (const c of round.pile!.slice(round.pileTop)) places[c]!++;
        expect(places.every((n) => n === 1)).toBe(true);
      });
    },
  );

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 3 })], {
    numRuns: 30,
  })('every round ends, and scores add up: points − penalty, totals the sum of the rounds', (seed, players, rounds) => {
    const game = playRandomGame(rules, seed, players, rounds);
    expect(game.results).toHaveLength(rounds);
    for (const result of game.results) {
      result.score.forEach((s, seat) => expect(s).toBe(result.points[seat]! - result.penalty[seat]!));
    }
    const last = game.round!;
    const seatPoints = new Array<number>(players).fill(0);
    for (const play of last.plays) seatPoints[play.seat] = seatPoints[play.seat]! + play.points;
    expect(seatPoints).toEqual(game.results[rounds - 1]!.points);
    expect(last.over).not.toBeNull();
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 4 })], { numRuns: 20 })(
    'a recorded game replays to the same results, and the record survives format → parse',
    (seed, players) => {
      const rounds: GameRecord['rounds'] = [];
      const game = playRandomGame(rules, seed, players, 2, (g) => {
        const round = g.round!;
        const entry = {
          start: round.start,
          order: round.pile!.map((c) => rules.cards[c]!.id),
          turns: round.turns.slice(),
        };
        rounds[round.index] = entry;
      });
      const record: GameRecord = { format: 1, players: [...game.players], rounds };
      const parsed = parseRecord(JSON.parse(formatRecord(record)));
      expect(parsed.ok && parsed.value).toEqual(record);
      const replayed = replayRecord(classicDeck, record);
      if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
      expect(replayed.value.game.results).toEqual(game.results);
    },
  );
});

/** Everything a state holds, as text: its round's own fields, its turns and the cards on its table. */
function snapshot(game: GameState): string {
  const round = game.round;
  const view = round && {
    ...round,
    turns: round.turns,
    table: placements(
      round.table,
      rules.cards.map((c) => c.id),
    ),
    turnLog: undefined,
  };
  return JSON.stringify({ ...game, rules: undefined, round: view });
}

test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 5 })], { numRuns: 15 })(
  'a state never changes once returned, even when play goes on from an older one (undo)',
  (seed, players) => {
    const states: [GameState, string][] = [];
    playRandomGame(rules, seed, players, 2, (game) => states.push([game, snapshot(game)]));
    // Play on from every fifth state with other choices, as after an undo.
    for (let k = 0; k < states.length; k += 5) {
      let [game] = states[k]!;
      let rng = seed + k;
      for (let steps = 0; steps < 12 && game.round!.over === null; steps++) {
        const [action, next] = randomAction(game, rng);
        rng = next;
        const step = applyAction(game, action);
        if (!step.ok) throw new Error(step.error.message);
        game = step.value;
      }
    }
    for (const [game, before] of states) expect(snapshot(game)).toBe(before);
  },
);

test('applyTurn refuses a bonus after a card that is not a core', () => {
  let game = newGame(rules, { players: ['A', 'B'], rounds: 1, mode: 'open' });
  game = must(game, { type: 'start-round', start: 'core-fire' });
  const step = applyTurn(game, {
    place: { card: 'key-fire', q: 1, r: 0, rotation: 0 },
    bonus: { card: 'can-fire', q: 2, r: 0, rotation: 0 },
  });
  expect(step).toMatchObject({ ok: false, error: { code: 'no-bonus' } });
});
