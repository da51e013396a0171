import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hintPlays, parseHintInput } from '../../engine/bots/hint.ts';
import { pickBest } from '../../engine/bots/search.ts';
import { buildTable } from '../../engine/position.ts';
import { BOT_NAMES, chooseAction, JOKER_BIG_PLAY, shedWeight, type BotName } from '../../engine/bots.ts';
import { applyAction, freeStarts, newGame, type GameState } from '../../engine/game.ts';
import { listLegal } from '../../engine/legal.ts';
import { randomInt, seedState } from '../../engine/random.ts';
import { compileRules } from '../../engine/rules.ts';
import type { RuleOptions } from '../../engine/types.ts';
import { classicDeck, classicRules } from '../support/classic.ts';

/** Plays one round with the given bots, calling check before each action the bot chose. */
function playRound(
  options: Partial<RuleOptions>,
  bots: readonly BotName[],
  seed: number,
  check: (game: GameState, action: ReturnType<typeof chooseAction>[0]) => void,
): GameState {
  const rules = classicRules(options);
  let game = newGame(rules, { players: bots.map((b, i) => `${b}${i}`), rounds: 1, seed });
  let rng = seedState(seed);
  const starts = freeStarts(game);
  const [i, next] = randomInt(rng, starts.length);
  rng = next;
  const started = applyAction(game, { type: 'start-round', start: starts[i]! });
  if (!started.ok) throw new Error(started.error.message);
  game = started.value;
  while (game.round!.over === null) {
    const [action, after] = chooseAction(bots[game.round!.seat]!, game, rng);
    rng = after;
    check(game, action);
    const step = applyAction(game, action);
    if (!step.ok) throw new Error(`illegal ${action.type}: ${step.error.code}: ${step.error.message}`);
    game = step.value;
  }
  return game;
}

const optionsArb = fc.record({
  layout: fc.constantFrom('halves' as const, 'alternating' as const),
  wildScope: fc.constantFrom('side' as const, 'card' as const),
  coreBonus: fc.boolean(),
  handSize: fc.integer({ min: 1, max: 8 }),
});

/** The bots that play by points this turn alone (the search bot, which may hold back, has its own tests). */
const POINT_BOTS = BOT_NAMES.filter((b) => b !== 'search');

describe('bots', () => {
  test.prop([fc.integer(), fc.array(fc.constantFrom(...POINT_BOTS), { minLength: 2, maxLength: 6 }), optionsArb], {
    numRuns: 60,
  })(
    'only make legal moves, pass only when they cannot place (the joker bot: but a small Joker play), and always take a legal core bonus',
    (seed, bots, options) => {
      const game = playRound(options, bots, seed, (before, action) => {
        const round = before.round!;
        const legal = listLegal(before.rules, round.table, round.hands![round.seat]!, round.bonusAt);
        const wild = before.rules.deck.wild;
        const carriesWild = (id: string): boolean =>
          before.rules.cards[before.rules.cardIndex.get(id)!]!.sets.includes(wild);
        const wanted =
          bots[round.seat] === 'joker'
            ? legal.filter((p) => !carriesWild(p.card) || p.points >= JOKER_BIG_PLAY)
            : legal;
        if (action.type === 'pass' || action.type === 'skip-bonus') expect(wanted).toEqual([]);
        else expect(action.type).toBe('place');
      });
      expect(game.round!.over).not.toBeNull();
      expect(game.results).toHaveLength(1);
    },
  );

  test.prop([fc.integer()], { numRuns: 15 })(
    'greedy takes a turn worth the most points, as the hint counts them',
    (seed) => {
      playRound({}, ['greedy', 'greedy', 'greedy'], seed, (before, action) => {
        const round = before.round!;
        if (action.type !== 'place' || round.bonusAt >= 0) return;
        const hints = hintPlays(
          before.rules,
          { table: round.table, hand: round.hands![round.seat]!.slice(), besideKey: -1 },
          1000,
        );
        const chosen = hints.find(
          (h) =>
            h.card === action.placement.card &&
            h.q === action.placement.q &&
            h.r === action.placement.r &&
            h.rotation === action.placement.rotation,
        );
        expect(chosen?.total).toBe(hints[0]!.total);
      });
    },
  );

  test.prop([fc.integer()], { numRuns: 15 })(
    'the joker bot plays a card carrying a Joker only for a big play, and counts the legal plays',
    (seed) => {
      playRound({}, ['joker', 'greedy', 'joker'], seed, (before, action) => {
        const round = before.round!;
        const hand = round.hands![round.seat]!;
        const legal = listLegal(before.rules, round.table, hand, round.bonusAt);
        expect(chooseAction(['joker', 'greedy', 'joker'][round.seat] as BotName, before, seedState(seed))[2]).toBe(
          legal.length,
        );
        if (action.type !== 'place' || ['greedy'].includes(['joker', 'greedy', 'joker'][round.seat]!)) return;
        const card = before.rules.cards[before.rules.cardIndex.get(action.placement.card)!]!;
        if (!card.sets.includes(before.rules.deck.wild)) return;
        const played = legal.find(
          (p) =>
            p.card === action.placement.card &&
            p.q === action.placement.q &&
            p.r === action.placement.r &&
            p.rotation === action.placement.rotation,
        );
        expect(played!.points).toBeGreaterThanOrEqual(JOKER_BIG_PLAY);
      });
    },
  );

  it('chooses the same action from the same state and generator, and plays differently from another seed', () => {
    const seen = (seed: number): string[] => {
      const actions: string[] = [];
      playRound({}, ['greedy', 'careful'], seed, (_, action) => actions.push(JSON.stringify(action)));
      return actions;
    };
    expect(seen(5)).toEqual(seen(5));
    expect(seen(5)).not.toEqual(seen(6));
  });

  it.each([
    [40, 5, 0],
    [1, 5, 0],
    [0, 5, 1 / 5],
    [0, 2, 1 / 2],
    [0, 1, 1],
    [0, 0, 0],
  ])('careful values shedding a card with %i cards in the pile and %i in hand at %f', (pile, hand, weight) => {
    expect(shedWeight(pile, hand)).toBeCloseTo(weight);
  });

  it('weighing the hand penalty (careful with the pile out) sheds a wild card where points alone (greedy) keep it', () => {
    const rules = classicRules({ coreBonus: false });
    const built = buildTable(rules, [{ card: 'core-can', q: 0, r: 0, rotation: 0 }]);
    if (!built.ok) throw new Error('bad table');
    // Bulb/Note scores 35 beside the Can core and costs 35 kept; Can/Joker scores 0 and costs 100 kept.
    const hand = ['bulb-note', 'can-joker'].map((id) => rules.cardIndex.get(id)!);
    const pick = (shed: number): string =>
      rules.cards[pickBest(rules, built.value, hand, { shed, lookAhead: true }, seedState(1)).card]!.id;
    expect(pick(0)).toBe('bulb-note');
    expect(pick(1)).toBe('can-joker');
  });

  it('the hint counts a core with its best bonus play', () => {
    const rules = classicRules();
    // Fire core at the start; the hand holds Key/Fire (145 beside the core) and a wild core (50 beside it, costs 100 kept).
    const question = parseHintInput(rules, {
      table: [{ card: 'core-fire', q: 0, r: 0, rotation: 0 }],
      hand: ['key-fire', 'core-joker-1'],
    });
    if (!question.ok) throw new Error('bad question');
    const hints = hintPlays(rules, question.value);
    expect(hints[0]).toMatchObject({
      card: 'core-joker-1',
      points: 50,
      total: 195,
      bonus: { card: 'key-fire', points: 145 },
    });
    expect(hints.find((h) => h.card === 'key-fire')?.total).toBe(145);
  });
});

describe('hint input', () => {
  const rules = compileRules(classicDeck);
  it.each([
    [{ table: [], hand: ['key-fire'] }, 'table'],
    [{ table: [{ card: 'core-fire', q: 0, r: 0, rotation: 0 }], hand: ['nope'] }, 'hand[0]: unknown card "nope"'],
    [
      { table: [{ card: 'core-fire', q: 0, r: 0, rotation: 0 }], hand: ['core-fire'] },
      'hand[0]: core-fire is on the table',
    ],
    [
      { table: [{ card: 'core-fire', q: 0, r: 0, rotation: 0 }], hand: ['key-fire', 'key-fire'] },
      'hand[1]: key-fire is in the hand twice',
    ],
    [
      { table: [{ card: 'key-fire', q: 0, r: 0, rotation: 0 }], hand: ['can-bulb'], bonus: { q: 0, r: 0 } },
      'bonus: no core card lies on (0, 0)',
    ],
    // Cells far beyond any table: (1, -2048) must not be read as another cell, such as the start.
    [
      { table: [{ card: 'core-fire', q: 0, r: 0, rotation: 0 }], hand: ['key-fire'], bonus: { q: 1, r: -2048 } },
      'bonus: no core card lies on (1, -2048)',
    ],
    [
      { table: [{ card: 'core-fire', q: 0, r: 0, rotation: 0 }], hand: ['key-fire'], bonus: { q: 1e12, r: 0 } },
      'bonus: no core card lies on (1000000000000, 0)',
    ],
  ])('refuses %j naming %s', (input, message) => {
    const parsed = parseHintInput(rules, input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.map((p) => `${p.path}: ${p.message}`).join('\n')).toContain(message);
  });

  it('limits a pending bonus to the cells beside the core', () => {
    const parsed = parseHintInput(rules, {
      table: [
        { card: 'core-fire', q: 0, r: 0, rotation: 0 },
        { card: 'core-key', q: 5, r: 5, rotation: 0 },
      ],
      hand: ['key-fire'],
      bonus: { q: 0, r: 0 },
    });
    if (!parsed.ok) throw new Error('bad question');
    const hints = hintPlays(rules, parsed.value, 100);
    expect(hints.length).toBeGreaterThan(0);
    expect(hints.every((h) => Math.max(Math.abs(h.q), Math.abs(h.r), Math.abs(h.q + h.r)) === 1)).toBe(true);
    expect(hints[0]!.total).toBe(145);
  });
});
