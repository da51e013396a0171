// Scan's comparison of a table reading with the game (site/src/score/scan/compare.ts): a reading is
// relative (any turn of the whole table by sixths, any shift), so the tables below are the game's
// own, turned and shifted as a camera would see them, with one thing changed at a time.

import { describe, expect, it } from 'vitest';
import { type GameState, listLegal, placements } from '../../engine/index.ts';
import type { ReadCard, TableReading } from '../../marks/read/index.ts';
import { compareReading, placeWords } from '../../site/src/score/scan/compare.ts';
import { currentState, perform, type Session } from '../../site/src/score/session.ts';
import { cardName } from '../../site/src/table/card-name.ts';
import { startSession, unseen } from './play.ts';

const ACCEPT = 0.6;

/** A game of two players with `plays` legal plays of pair cards recorded (a bonus skipped after a core). */
function gameWith(plays: number): Session {
  let s = startSession();
  for (let i = 0; i < plays; i++) {
    const state = currentState(s);
    if (state.round!.bonusAt >= 0) {
      const skipped = perform(s, { type: 'skip-bonus' }, 1000 + i);
      if (!skipped.ok) throw new Error('skip');
      s = skipped.value;
    }
    const ids = unseen(currentState(s)).filter((c) => currentState(s).rules.cards[c]!.kind === 'pair');
    const legal = listLegal(currentState(s).rules, currentState(s).round!.table, ids);
    const { points: _, ...placement } = legal[(i * 7) % legal.length]!;
    const step = perform(s, { type: 'place', placement }, 2000 + i);
    if (!step.ok) throw new Error(step.error.message);
    s = step.value;
  }
  return s;
}

const tableOf = (state: GameState) =>
  placements(
    state.round!.table,
    state.rules.cards.map((c) => c.id),
  );

/** Cards as a camera turned k sixths and shifted by (dq, dr) reads them, each at a confidence. */
function seen(
  cards: readonly { card: string; q: number; r: number; rotation: number }[],
  k: number,
  dq: number,
  dr: number,
  confidence = 0.9,
): ReadCard[] {
  return cards.map((c) => {
    let [a, b] = [c.q, c.r];
    for (let i = 0; i < k; i++) [a, b] = [a + b, -a];
    return { card: c.card, q: a + dq, r: b + dr, rotation: (c.rotation + k) % 6, confidence };
  });
}

const reading = (cards: ReadCard[], unplaced: TableReading['unplaced'] = []): TableReading => ({
  cards,
  unplaced,
  found: { photo: cards.length, secondLook: 0, patches: 0 },
  blurPx: 1.5,
});

describe('a reading held against the game', () => {
  const s = gameWith(6);
  const state = currentState(s);
  const table = tableOf(state);
  const ids = unseen(state).map((i) => state.rules.cards[i]!.id);
  const legal = listLegal(
    state.rules,
    state.round!.table,
    unseen(state).filter((i) => state.rules.cards[i]!.kind === 'pair'),
  );
  const play = legal[3]!;
  const { points, ...next } = play;

  it.each([0, 1, 2, 3, 4, 5])('turned %i sixths and shifted: the one new card is proposed with its points', (k) => {
    const verdict = compareReading(state, reading(seen([...table, next], k, 3 - k, k - 2)), ACCEPT);
    expect(verdict.kind).toBe('play');
    if (verdict.kind !== 'play') return;
    expect(verdict.placement).toEqual(next);
    expect(verdict.points).toBe(points);
    expect(verdict.text).toContain(`+${points}`);
  });

  it('a reading of only part of the table is enough: the new card and two of its neighbours', () => {
    const near = table.filter((t) => Math.abs(t.q - next.q) + Math.abs(t.r - next.r) <= 2).slice(0, 2);
    expect(near.length).toBeGreaterThan(0);
    const verdict = compareReading(state, reading(seen([...near, next], 2, 5, -1)), ACCEPT);
    expect(verdict.kind === 'play' && verdict.placement).toEqual(next);
  });

  it('the table as the game has it: no new card, nothing proposed', () => {
    expect(compareReading(state, reading(seen(table, 4, 1, 1)), ACCEPT).kind).toBe('same');
  });

  it('no card of the game read: still looking', () => {
    expect(compareReading(state, reading([]), ACCEPT).kind).toBe('looking');
    expect(compareReading(state, reading(seen([next], 0, 0, 0)), ACCEPT).kind).toBe('looking');
  });

  it('a card moved to another cell is named, and nothing is proposed', () => {
    const moved = table[2]!;
    const elsewhere = legal.find(
      (p) => (p.q !== next.q || p.r !== next.r) && !table.some((t) => t.q === p.q && t.r === p.r),
    )!;
    const shown = table.map((t) => (t === moved ? { ...t, q: elsewhere.q, r: elsewhere.r } : t));
    const verdict = compareReading(state, reading(seen([...shown, next], 1, 0, 0)), ACCEPT);
    expect(verdict.kind).toBe('disagree');
    expect(verdict.text).toContain('but the game has it');
    expect(verdict.text).toContain(`${cardName(state.rules, moved.card)} lies`);
  });

  it('two cards of the table read, one of them moved: both are named, as which moved cannot be told', () => {
    const [a, b] = table.filter((t) => state.rules.isCore[state.rules.cardIndex.get(t.card)!] === 0);
    const elsewhere = legal.find((p) => !table.some((t) => t.q === p.q && t.r === p.r))!;
    const shown = [a!, { ...b!, q: elsewhere.q, r: elsewhere.r }];
    const verdict = compareReading(state, reading(seen(shown, 2, 1, 0)), ACCEPT);
    expect(verdict.kind).toBe('disagree');
    expect(verdict.text).toContain(
      `${cardName(state.rules, a!.card)} and ${cardName(state.rules, b!.card)} do not lie together`,
    );
  });

  // A face drawn for several cards (faces.ts twinsOf) is read as one of them (oneOf), its `card` a guess.
  const other = ids.find((id) => id !== next.card && !table.some((t) => t.card === id))!;
  const twin = (c: ReadCard, oneOf: string[], card = oneOf[0]!): ReadCard => ({ ...c, card, oneOf, byFace: true });

  it('a card read as one of twins on a cell of the table is the card the game has there', () => {
    const [a, b] = seen(table, 3, 1, -2);
    const verdict = compareReading(state, reading([a!, twin(b!, [other, b!.card]), ...seen([next], 3, 1, -2)]), ACCEPT);
    expect(verdict.kind === 'play' && verdict.placement).toEqual(next);
  });

  it('the new card read as one of twins is proposed when only one of them is not yet played', () => {
    const [shown, fresh] = [seen(table, 2, 0, 1), seen([next], 2, 0, 1)[0]!];
    const verdict = compareReading(state, reading([...shown, twin(fresh, [table[0]!.card, next.card])]), ACCEPT);
    expect(verdict.kind === 'play' && verdict.placement).toEqual(next);
  });

  it('the new card read as one of twins of which two are not yet played is not proposed, and says why', () => {
    const [shown, fresh] = [seen(table, 2, 0, 1), seen([next], 2, 0, 1)[0]!];
    const verdict = compareReading(state, reading([...shown, twin(fresh, [next.card, other])]), ACCEPT);
    // Not a disagreement: the table may well be as the game has it; Scan looks on until the mark reads.
    expect(verdict.kind).toBe('looking');
    expect(verdict.text).toContain('hold the phone still');
    expect(verdict.text).toContain(
      `${cardName(state.rules, next.card)} and ${cardName(state.rules, other)} look the same: which lies ${placeWords(state, next)} cannot be told`,
    );
  });

  it('the new card read as one of twins without the accepted confidence is named as seen but not surely placed, with its remedy', () => {
    const [shown, fresh] = [seen(table, 2, 0, 1), seen([next], 2, 0, 1, 0.3)[0]!];
    const unsure = {
      ...twin(fresh, [next.card, other]),
      doubt: 'its face is cut by the edge',
      remedy: 'frame' as const,
    };
    const verdict = compareReading(state, reading([...shown, unsure]), ACCEPT);
    expect(verdict.kind).toBe('disagree');
    const names = `${cardName(state.rules, next.card)} or ${cardName(state.rules, other)}`;
    expect(verdict.text).toContain(`${names} is seen but not surely placed (its face is cut by the edge)`);
    expect(verdict.text).toContain(`bring the cards around ${names} into view`);
  });

  it('a card of the table read as one of twins without the accepted confidence changes nothing', () => {
    const [a, b, ...rest] = seen(table, 1, 2, 0);
    const verdict = compareReading(
      state,
      reading([a!, { ...twin(b!, [b!.card, other]), confidence: 0.3 }, ...rest]),
      ACCEPT,
    );
    expect(verdict.kind).toBe('same');
  });

  it('a pair card turned on its cell is named as turned', () => {
    const turned = table.find((t) => state.rules.isCore[state.rules.cardIndex.get(t.card)!] === 0)!;
    const shown = table.map((t) => (t === turned ? { ...t, rotation: (t.rotation + 3) % 6 } : t));
    const verdict = compareReading(state, reading(seen([...shown, next], 5, 2, 2)), ACCEPT);
    expect(verdict.kind).toBe('disagree');
    expect(verdict.text).toContain('turned another way');
  });

  it('two new cards: nothing is proposed, both are named', () => {
    const other = legal.find((p) => p.card !== next.card && (p.q !== next.q || p.r !== next.r))!;
    const { points: _, ...second } = other;
    const verdict = compareReading(state, reading(seen([...table, next, second], 3, 0, 0)), ACCEPT);
    expect(verdict.kind).toBe('disagree');
    expect(verdict.text).toContain('2 new cards');
  });

  it('a new card that cannot lie where it was read says why', () => {
    // A card still to be played, on a free cell beside the table, turned a way the engine refuses.
    let found: { card: string; q: number; r: number; rotation: number } | null = null;
    for (const card of ids) {
      const fits = new Set(
        listLegal(state.rules, state.round!.table, [state.rules.cardIndex.get(card)!]).map(
          (p) => `${p.q},${p.r},${p.rotation}`,
        ),
      );
      for (const cell of legal)
        for (let rotation = 0; rotation < 6 && found === null; rotation++)
          if (
            !fits.has(`${cell.q},${cell.r},${rotation}`) &&
            state.rules.isCore[state.rules.cardIndex.get(card)!] === 0
          )
            found = { card, q: cell.q, r: cell.r, rotation };
      if (found !== null) break;
    }
    expect(found).not.toBeNull();
    const verdict = compareReading(state, reading(seen([...table, found!], 0, 0, 0)), ACCEPT);
    expect(verdict.kind).toBe('disagree');
    expect(verdict.text).toContain('cannot lie');
  });

  it('a new card read below the accepted confidence is never proposed', () => {
    const cards = [...seen(table, 0, 0, 0), ...seen([next], 0, 0, 0, ACCEPT - 0.01)];
    const verdict = compareReading(state, reading(cards), ACCEPT);
    expect(verdict.kind).toBe('disagree');
    expect(verdict.text).toContain('not surely placed');
    const unplaced = compareReading(
      state,
      reading(seen(table, 0, 0, 0), [{ card: next.card, reason: 'alone' }]),
      ACCEPT,
    );
    expect(unplaced.kind).toBe('disagree');
  });

  it.each([
    ['straighten', 'straighten'],
    ['level', 'more level'],
    ['frame', 'bring the cards around'],
  ] as const)('an unsure new card whose remedy is to %s says so', (remedy, words) => {
    const unsure = { ...seen([next], 0, 0, 0, ACCEPT - 0.2)[0]!, doubt: 'why', remedy };
    const verdict = compareReading(state, reading([...seen(table, 0, 0, 0), unsure]), ACCEPT);
    expect(verdict.kind).toBe('disagree');
    expect(verdict.text).toContain(words);
    expect(verdict.text).not.toContain('steadier');
  });

  it('a blurred picture with no card read says to hold still, a sharp one to come over the cards', () => {
    const blurred = compareReading(state, { ...reading([]), blurPx: 6 }, ACCEPT);
    expect(blurred.text).toContain('blurred');
    expect(blurred.text).toContain('still');
    const sharp = compareReading(state, reading([]), ACCEPT);
    expect(sharp.text).not.toContain('blurred');
    const same = compareReading(state, { ...reading(seen(table, 0, 0, 0)), blurPx: 6 }, ACCEPT);
    expect(same.kind).toBe('same');
    expect(same.text).toContain('hold the phone still');
  });

  it('a card of the table read unsure does not stop the play', () => {
    const cards = [
      ...seen(table.slice(1), 0, 0, 0),
      ...seen(table.slice(0, 1), 0, 0, 0, 0.2),
      ...seen([next], 0, 0, 0),
    ];
    expect(compareReading(state, reading(cards), ACCEPT).kind).toBe('play');
  });

  it('a new card read where the game has another card is a disagreement', () => {
    const onTop = { ...next, q: table[1]!.q, r: table[1]!.r };
    const verdict = compareReading(
      state,
      reading(seen([...table.filter((t) => t !== table[1]), onTop], 0, 0, 0)),
      ACCEPT,
    );
    expect(verdict.kind).toBe('disagree');
    expect(verdict.text).toContain('where the game has');
  });
});

describe('the first play of a round: only the starting core is on the table', () => {
  const s = startSession();
  const state = currentState(s);
  const core = tableOf(state)[0]!;
  const { points, ...first } = listLegal(
    state.rules,
    state.round!.table,
    unseen(state).filter((i) => state.rules.cards[i]!.kind === 'pair'),
  )[5]!;

  it('the core alone places the new card (the turn read from the core as it lies)', () => {
    const verdict = compareReading(state, reading(seen([core, first], 2, 1, 1)), ACCEPT);
    expect(verdict.kind === 'play' && verdict.placement).toEqual(first);
    expect(verdict.kind === 'play' && verdict.points).toBe(points);
  });
});
