// Scorekeeper speed on a nearly full table (the aim: checking a play takes well under a
// frame, 16 ms): recording a play through the page's store, and listing the legal cells and
// rotations of a picked card as the board does when a card is chosen and a cell tapped.

import { readFileSync } from 'node:fs';
import { parseDeck } from '../engine/index.ts';
import { listLegal } from '../engine/index.ts';
import { isOnTable } from '../engine/index.ts';
import { computeBoardView } from '../site/src/table/board.ts';
import { cardsFittingAt, rotationsByAngle } from '../site/src/table/draft.ts';
import { createSavedGame } from '../site/src/table/new-game.ts';
import { currentState, openSession, perform, type Session } from '../site/src/score/session.ts';
import type { BenchRow } from './run.ts';
import { microsPerCall } from './timing.ts';

const parsed = parseDeck(JSON.parse(readFileSync('decks/classic/deck.json', 'utf8')));
if (!parsed.ok) throw new Error('classic deck invalid');
const deck = parsed.value;
/** One frame at 60 Hz, in microseconds. */
const FRAME = 16_667;

const unseen = (s: Session): number[] => {
  const state = currentState(s);
  return state.rules.cards.map((_, i) => i).filter((i) => !isOnTable(state.round!.table, i));
};

/** A 4-player round in which every play takes the first legal placement, until `leave` cards are off the table or none fits. */
function nearlyFullTable(leave: number): Session {
  const saved = createSavedGame(
    deck,
    { players: ['A', 'B', 'C', 'D'], rounds: 1, options: deck.options, starts: ['core-fire'] },
    'bench',
    0,
  );
  const opened = openSession(deck, saved);
  if (!opened.ok) throw new Error(opened.error.refusal.message);
  let s = opened.value;
  while (unseen(s).length > leave) {
    const round = currentState(s).round!;
    const [play] = listLegal(s.rules, round.table, unseen(s), round.bonusAt);
    const action =
      play === undefined
        ? { type: round.bonusAt >= 0 ? ('skip-bonus' as const) : ('pass' as const) }
        : { type: 'place' as const, placement: { card: play.card, q: play.q, r: play.r, rotation: play.rotation } };
    if (play === undefined && round.bonusAt < 0) break;
    const step = perform(s, action, 0);
    if (!step.ok) throw new Error(step.error.message);
    s = step.value;
  }
  if (currentState(s).round!.bonusAt >= 0) {
    const step = perform(s, { type: 'skip-bonus' }, 0);
    if (step.ok) s = step.value;
  }
  return s;
}

export default async function bench(): Promise<BenchRow[]> {
  const s = nearlyFullTable(8);
  const state = currentState(s);
  const onTable = state.rules.cards.length - unseen(s).length;
  const legal = listLegal(s.rules, state.round!.table, unseen(s));
  const pick = legal[0];
  if (pick === undefined) throw new Error('no legal play left on the bench table');
  const card = pick.card;
  const placement = { card, q: pick.q, r: pick.r, rotation: pick.rotation };
  const aim = `< ${FRAME / 1000} ms (a frame)`;
  const where = `${onTable} cards on the table`;
  return [
    {
      name: `score: record a play (${where})`,
      value: microsPerCall(() => void perform(s, { type: 'place', placement }, 1)),
      unit: 'µs',
      aim,
    },
    {
      name: `score: legal cells for a picked card (${where})`,
      value: microsPerCall(() => void computeBoardView(state, card)),
      unit: 'µs',
      aim,
    },
    {
      name: `score: legal rotations at a tapped cell (${where})`,
      value: microsPerCall(() => void rotationsByAngle(state, card, pick)),
      unit: 'µs',
      aim,
    },
    {
      name: `score: cards that fit a tapped cell (${where})`,
      value: microsPerCall(
        () =>
          void cardsFittingAt(
            state,
            state.rules.cards.map((c) => c.id),
            pick,
          ),
      ),
      unit: 'µs',
      aim,
    },
    {
      name: `score: refuse a cell away from the table (${where})`,
      value: microsPerCall(() => void perform(s, { type: 'place', placement: { ...placement, q: 40, r: 40 } }, 1)),
      unit: 'µs',
      aim,
    },
  ];
}
