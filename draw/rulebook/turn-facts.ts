// What the rulebook says about turns and rounds, measured by playing the engine rather than typed:
// how many cards a hand gets, what each kind of turn draws, who starts each round, which cores may
// start one and what a hand left at the end costs. The text then prints these numbers, and the
// tests hold every stated rule against them.

import {
  applyAction,
  compileRules,
  newGame,
  type Action,
  type GameState,
  type Placement,
  type Rules,
} from '../../engine/index.ts';
import type { WorkedExample } from './examples.ts';

export interface TurnFacts {
  /** Cards in each hand after the deal, and in the pile beside the start core. */
  handSize: number;
  pile: number;
  /** Cards drawn after placing one ordinary card, and after a pass (while the pile lasts). */
  drawAfterPlace: number;
  drawAfterPass: number;
  /** After a core whose bonus is skipped; after a core plus its bonus card (null: no core bonus). */
  drawAfterCoreSkipped: number | null;
  drawAfterBonus: number | null;
  /** Whether a core is followed by a bonus chance at all. */
  coreBonus: boolean;
  /** The seat that opens rounds 1, 2, 3 … of a game of `seats` players (counted from 0). */
  firstSeats: number[];
  seats: number;
  /** A wild core may start a round (false where the deck has none or the engine refuses it). */
  wildCoreStarts: boolean;
  /** Passes in a row, with the pile empty, that end a round; the end reason then. */
  passesToEnd: number;
}

const step = (game: GameState, action: Action): GameState => {
  const next = applyAction(game, action);
  if (!next.ok) throw new Error(`the rulebook's measured turn was refused: ${next.error.message}`);
  return next.value;
};

/** A round of two seats in which seat 0 is dealt `wanted` first: the pile order puts them where it deals. */
function roundWith(rules: Rules, start: string, wanted: readonly string[], handSize: number): GameState {
  const others = rules.cards.map((c) => c.id).filter((id) => id !== start && !wanted.includes(id));
  const order: string[] = [];
  // Two seats take turns from the top: seat 0 gets places 0, 2, 4 ….
  for (let k = 0; order.length < rules.cards.length - 1; k++)
    order.push(k % 2 === 0 && k / 2 < wanted.length ? wanted[k / 2]! : others.shift()!);
  const game = newGame(measuring(rules, handSize), { players: ['A', 'B'], rounds: 1, mode: 'dealt' });
  return step(game, { type: 'start-round', start, order });
}

/** The same rules with another deal size: what a turn draws does not depend on it. */
const measuring = (rules: Rules, handSize: number): Rules =>
  handSize === rules.options.handSize ? rules : compileRules(rules.deck, { ...rules.options, handSize });

const handOf = (game: GameState, seat: number): number => game.round!.hands![seat]!.length;

/** Cards seat 0 draws in a turn of `actions`, `placed` of its cards going to the table. */
function drawn(game: GameState, actions: readonly Action[], placed: number): number {
  const before = handOf(game, 0);
  const after = actions.reduce(step, game);
  return handOf(after, 0) - before + placed;
}

/**
 * Plays the engine to measure the turn and round rules. `examples` gives legal plays on this deck:
 * the icon-match card (an ordinary play) and the core-bonus turn (a core and its bonus card).
 */
export function measureTurnFacts(rules: Rules, examples: readonly WorkedExample[]): TurnFacts {
  const startCore = examples[0]?.table[0]?.card ?? rules.cards.find((c) => c.kind === 'core')!.id;
  const seats = Math.max(1, rules.options.players.min);
  const dealt = step(newGame(rules, { players: Array.from({ length: seats }, (_, i) => `P${i}`), rounds: 1 }), {
    type: 'start-round',
    start: startCore,
  });
  const place = (p: Placement): Action => ({ type: 'place', placement: p });
  // An ordinary play: the first single-card example that is legal and not a core.
  const single = examples
    .flatMap((e) => (e.plays.length === 1 && e.table.length === 1 ? [e.plays[0]!] : []))
    .find((p) => p.result.legal && rules.cards[rules.cardIndex.get(p.place.card)!]!.kind === 'pair');
  const hand = 3;
  const drawAfterPass = drawn(roundWith(rules, startCore, [], hand), [{ type: 'pass' }], 0);
  const drawAfterPlace = single
    ? drawn(roundWith(rules, startCore, [single.place.card], hand), [place(single.place)], 1)
    : drawAfterPass;
  const bonusTurn = examples.find((e) => e.id === 'core-bonus');
  const [core, bonus] = bonusTurn?.plays ?? [];
  const coreBonus = rules.options.coreBonus;
  let drawAfterCoreSkipped: number | null = null;
  let drawAfterBonus: number | null = null;
  if (core && bonus) {
    const cards = [core.place.card, bonus.place.card];
    drawAfterCoreSkipped = drawn(
      roundWith(rules, startCore, cards, hand),
      coreBonus ? [place(core.place), { type: 'skip-bonus' }] : [place(core.place)],
      1,
    );
    if (coreBonus)
      drawAfterBonus = drawn(roundWith(rules, startCore, cards, hand), [place(core.place), place(bonus.place)], 2);
  }
  // Three rounds of three seats (or as many as the deck has cores): who opens each.
  const cores = rules.cards.filter((c) => c.kind === 'core').map((c) => c.id);
  const firstSeats: number[] = [];
  let game = newGame(measuring(rules, 1), { players: ['A', 'B', 'C'], rounds: Math.min(3, cores.length) });
  for (const [i, id] of cores.slice(0, 3).entries()) {
    game = step(game, { type: 'start-round', start: id });
    firstSeats.push(game.round!.firstSeat);
    if (i < 2) game = step(game, { type: 'end-round' });
  }
  const wildCore = rules.cards.find((c) => c.kind === 'core' && c.sets[0] === rules.deck.wild);
  const wildCoreStarts =
    wildCore !== undefined &&
    applyAction(newGame(measuring(rules, 1), { players: ['A', 'B'], rounds: 1 }), {
      type: 'start-round',
      start: wildCore.id,
    }).ok;
  // Everyone passes once the pile is empty: the deal of 2 × 39 or so leaves nothing to draw.
  const big = Math.floor((rules.cards.length - 1) / 2);
  let passing = roundWith(rules, startCore, [], big);
  while (passing.round!.pileCount > 0) passing = step(passing, { type: 'pass' });
  let passesToEnd = 0;
  while (passing.round!.over === null && passesToEnd < 10) {
    passing = step(passing, { type: 'pass' });
    passesToEnd++;
  }
  if (passing.round!.over !== 'all-passed') passesToEnd = -1;
  return {
    handSize: handOf(dealt, dealt.round!.firstSeat),
    pile: dealt.round!.pileCount + seats * handOf(dealt, dealt.round!.firstSeat),
    drawAfterPlace,
    drawAfterPass,
    drawAfterCoreSkipped,
    drawAfterBonus,
    coreBonus,
    firstSeats,
    seats: 3,
    wildCoreStarts,
    passesToEnd,
  };
}
