import { describe, expect, it } from 'vitest';
import { checkPlacement, listLegal } from '../../engine/index.ts';
import {
  cardsFittingAt,
  cellsFor,
  draftPlacement,
  likelyRotation,
  liveCells,
  NOTCH_DEAD_ZONE,
  rotationToward,
  rotationsByAngle,
  startDraft,
  turnDraft,
  turnDraftTo,
} from '../../site/src/table/draft.ts';
import { currentState, perform } from '../../site/src/score/session.ts';
import { startSession, unseen } from '../score/play.ts';

/** A rotation of a draft with its points and matches. */
const r = (rotation: number, points: number, matches: number) => ({ rotation, points, matches });

describe('the draft', () => {
  const s = startSession();
  const state = currentState(s);
  const ids = unseen(state).map((i) => state.rules.cards[i]!.id);

  it('offers the legal rotations by angle, each with its points and the neighbours it matches', () => {
    const rotations = rotationsByAngle(state, 'key-fire', { q: 1, r: 0 });
    expect(rotations.map((r) => r.rotation)).toEqual([...rotations.map((r) => r.rotation)].sort((a, b) => a - b));
    const legal = listLegal(state.rules, state.round!.table, [state.rules.cardIndex.get('key-fire')!]).filter(
      (p) => p.q === 1 && p.r === 0,
    );
    expect(rotations).toHaveLength(legal.length);
    expect(rotations.map((r) => r.points).sort()).toEqual(legal.map((p) => p.points).sort());
    for (const r of rotations) {
      const checked = checkPlacement(state.rules, state.round!.table, {
        card: 'key-fire',
        q: 1,
        r: 0,
        rotation: r.rotation,
      });
      expect(checked.legal && checked.matches.length).toBe(r.matches);
    }
  });

  it.each([
    ['the most matches first', [r(0, 95, 1), r(2, 50, 2), r(4, 145, 1)], 1],
    ['then the most points', [r(0, 95, 1), r(2, 145, 1), r(4, 145, 1)], 1],
    ['then the first by angle', [r(1, 95, 1), r(3, 95, 1)], 0],
    ['a single rotation', [r(5, 0, 0)], 0],
  ])('starts the draft at the rotation most likely laid: %s', (_, rotations, index) => {
    expect(likelyRotation(rotations)).toBe(index);
  });

  it('starts a draft at the likeliest of its rotations, and a core card at its first', () => {
    // At (1, 0) beside the Fire core, Key/Fire matches it with a Fire side only.
    const draft = startDraft(state, 'key-fire', { q: 1, r: 0 })!;
    expect(draft.index).toBe(likelyRotation(draft.rotations));
    expect(draft.rotations[draft.index]!.matches).toBe(1);
    expect(startDraft(state, 'core-bulb', { q: -1, r: 0 })!.index).toBe(0);
  });

  it('offers the cards that fit a cell likeliest first: those scoring most there and nowhere more, by points', () => {
    const cell = { q: 1, r: 0 };
    const fits = cardsFittingAt(state, ids, cell);
    const here = new Map<string, number>();
    const elsewhere = new Map<string, number>();
    for (const p of listLegal(state.rules, state.round!.table, unseen(state))) {
      const best = p.q === cell.q && p.r === cell.r ? here : elsewhere;
      best.set(p.card, Math.max(best.get(p.card) ?? -1, p.points));
    }
    const rank = (id: string) => [Number(here.get(id)! >= (elsewhere.get(id) ?? -1)), here.get(id)!] as const;
    for (let i = 1; i < fits.length; i++) {
      const [a, b] = [rank(fits[i - 1]!), rank(fits[i]!)];
      expect(a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]), `${fits[i - 1]} before ${fits[i]}`).toBe(true);
    }
    // Ties keep the deck's order.
    const tied = fits.filter((id, i) => i > 0 && rank(id).join() === rank(fits[i - 1]!).join());
    for (const id of tied) {
      const i = fits.indexOf(id);
      expect(ids.indexOf(fits[i - 1]!)).toBeLessThan(ids.indexOf(id));
    }
    expect(fits[0]).toBe(
      [...here.keys()].sort((a, b) => here.get(b)! - here.get(a)! || ids.indexOf(a) - ids.indexOf(b))[0],
    );
  });

  it('weighs each live cell by the chance the next play lands there: a little for any, and each card at its best place', () => {
    const live = liveCells(state, ids);
    const plays = listLegal(state.rules, state.round!.table, unseen(state));
    const cards = new Set(plays.map((p) => p.card)).size;
    // A card outscoring a share s of the others is the best of a hand of 5 with chance s^4, at its best cell.
    const chances = Array.from({ length: cards }, (_, i) => (i / (cards - 1)) ** 4).reduce((a, b) => a + b, 0);
    const total = live.reduce((sum, c) => sum + c.weight, 0);
    expect(total).toBeCloseTo(0.02 * live.length + chances, 6);
    expect(live.every((c) => c.weight >= 0.02)).toBe(true);
    // The card scoring most of all is the best of any hand it is in: its best cell weighs the most.
    const most = Math.max(...plays.map((p) => p.points));
    const heaviest = [...live].sort((a, b) => b.weight - a.weight)[0]!;
    expect(heaviest.weight).toBeGreaterThanOrEqual(1);
    expect(plays.some((p) => p.points === most && p.q === heaviest.q && p.r === heaviest.r)).toBe(true);
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
