import { describe, expect, it } from 'vitest';
import { listLegal } from '../../engine/index.ts';
import {
  cardsFittingAt,
  cellsFor,
  draftPlacement,
  liveCells,
  NOTCH_DEAD_ZONE,
  rotationToward,
  rotationsByAngle,
  startDraft,
  turnDraft,
  turnDraftTo,
} from '../../site/src/score/draft.ts';
import { currentState, perform } from '../../site/src/score/session.ts';
import { startSession, unseen } from './play.ts';

describe('the draft', () => {
  const s = startSession();
  const state = currentState(s);
  const ids = unseen(state).map((i) => state.rules.cards[i]!.id);

  it('offers the legal rotations by angle, never by points', () => {
    const rotations = rotationsByAngle(state, 'key-fire', { q: 1, r: 0 });
    expect(rotations.map((r) => r.rotation)).toEqual([...rotations.map((r) => r.rotation)].sort((a, b) => a - b));
    const legal = listLegal(state.rules, state.round!.table, [state.rules.cardIndex.get('key-fire')!]).filter(
      (p) => p.q === 1 && p.r === 0,
    );
    expect(rotations).toHaveLength(legal.length);
    expect(rotations.map((r) => r.points).sort()).toEqual(legal.map((p) => p.points).sort());
  });

  it('turns to the next legal rotation and back to the first after the last', () => {
    const draft = startDraft(state, 'key-fire', { q: 1, r: 0 })!;
    expect(draft.index).toBe(0);
    let d = draft;
    const seen = [draftPlacement(d).rotation];
    for (let i = 1; i < draft.rotations.length; i++) {
      d = turnDraft(d);
      seen.push(draftPlacement(d).rotation);
    }
    expect(seen).toEqual(draft.rotations.map((r) => r.rotation));
    expect(turnDraft(d).index).toBe(0);
    expect(turnDraft(draft, -1).index).toBe(draft.rotations.length - 1);
    expect(turnDraft(turnDraft(draft, -1))).toEqual(draft);
    expect(draftPlacement(turnDraftTo(draft, seen.at(-1)!)).rotation).toBe(seen.at(-1));
  });

  it('offers a core card in all six rotations, with the same points, so the one tapped is kept', () => {
    const rotations = rotationsByAngle(state, 'core-bulb', { q: -1, r: 0 });
    expect(rotations.map((r) => r.rotation)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(rotations.map((r) => r.points)).size).toBe(1);
    const placed = perform(s, { type: 'place', placement: { card: 'core-bulb', q: -1, r: 0, rotation: 4 } }, 1);
    expect(placed.ok).toBe(true);
  });

  it('lists the cards that fit a cell, exactly those with a legal placement there', () => {
    const cell = { q: 1, r: 0 };
    const fits = cardsFittingAt(state, ids, cell);
    const expected = new Set(
      listLegal(state.rules, state.round!.table, unseen(state))
        .filter((p) => p.q === 1 && p.r === 0)
        .map((p) => p.card),
    );
    expect(new Set(fits)).toEqual(expected);
    expect(fits).not.toContain('pencil-heart');
    expect(cellsFor(state, 'pencil-heart').some((c) => c.q === 1 && c.r === 0)).toBe(false);
    expect(startDraft(state, 'pencil-heart', cell)).toBeNull();
    const live = liveCells(state, ids).map((c) => `${c.q},${c.r}`);
    const expectedLive = new Set(listLegal(state.rules, state.round!.table, unseen(state)).map((p) => `${p.q},${p.r}`));
    expect(new Set(live)).toEqual(expectedLive);
  });

  it.each([0, 1, 2, 3, 4, 5])(
    'a tap toward the corner where the notch lies at rotation %i gives that rotation',
    (rotation) => {
      // The notch lies at the corner between sides 0 and 1: 30° + 60° × rotation, anticlockwise from east (y down).
      const angle = ((30 + 60 * rotation) * Math.PI) / 180;
      for (const share of [NOTCH_DEAD_ZONE + 0.05, 0.7, 1])
        for (const wobble of [-25, 0, 25]) {
          const a = angle + (wobble * Math.PI) / 180;
          expect(rotationToward({ x: 50 * share * Math.cos(a), y: -50 * share * Math.sin(a) }, 50)).toBe(rotation);
        }
    },
  );

  it('a tap in the middle of the draft aims at no corner', () => {
    expect(rotationToward({ x: 0, y: 0 }, 50)).toBeNull();
    expect(rotationToward({ x: 50 * (NOTCH_DEAD_ZONE - 0.05), y: 0 }, 50)).toBeNull();
  });
});
