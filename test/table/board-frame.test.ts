import { describe, expect, it } from 'vitest';
import { centreView, isInView, restView, type Stage } from '../../site/src/table/board-frame.ts';
import { cellCentre, HEX } from '../../site/src/table/board.ts';
import { cardsWithIcons, togglePadIcon } from '../../site/src/score/ui/play-panel.ts';
import { deck } from '../score/play.ts';
import { compileRules } from '../../engine/index.ts';

/** A row of cells from q = 0 to n − 1. */
const row = (n: number) => Array.from({ length: n }, (_, q) => ({ q, r: 0 }));
/** A phone's board at the play scale: a cell 44.5 px across. */
const k = 44.5 / (Math.sqrt(3) * HEX);
const stage = (obstacles: Stage['obstacles'] = []): Stage => ({
  width: 390,
  height: 560,
  obstacles,
  room: { side: 0, top: 0 },
});

describe("the board's view", () => {
  it('centres a point of a table wider than the board, and slides back to its edge rather than past it', () => {
    const cells = row(30);
    const middle = cellCentre(15, 0);
    const v = centreView(cells, middle.x, middle.y, k, stage());
    expect(middle.x * v.k + v.tx).toBeCloseTo(195, 6);
    // Asked to centre the first cell, the view stops with the table's left edge (a hex and a half out) at the board's.
    const first = cellCentre(0, 0);
    const edge = centreView(cells, first.x, first.y, k, stage());
    expect((first.x - HEX * 1.5) * k + edge.tx).toBeCloseTo(0, 6);
  });

  it("lets a table slide below the buttons' band at the board's top, so its top row need not stay under them", () => {
    const cells = Array.from({ length: 20 }, (_, r) => ({ q: 0, r }));
    const top = cellCentre(0, 0);
    const band = 52;
    const without = centreView(cells, top.x, top.y, k, stage());
    const withBand = centreView(cells, top.x, top.y, k, { ...stage(), room: { side: 0, top: band / k } });
    // Asked to centre the top cell, the view stops at the table's top edge, or that edge a band lower.
    expect((top.y - HEX * 1.5) * k + without.ty).toBeCloseTo(0, 6);
    expect((top.y - HEX * 1.5) * k + withBand.ty).toBeCloseTo(band, 6);
  });

  it('centres a table smaller than the board whatever point is asked', () => {
    const cells = row(3);
    const a = centreView(cells, 0, 0, k, stage());
    const b = centreView(cells, 500, 900, k, stage());
    expect(a).toEqual(b);
  });

  it('counts a cell in view only clear of the edges and of every control over the board', () => {
    const v = { k, tx: 100, ty: 100 };
    expect(isInView({ q: 0, r: 0 }, v, stage())).toBe(true);
    expect(isInView({ q: 0, r: 0 }, v, stage([{ left: 80, top: 80, right: 120, bottom: 120 }]))).toBe(false);
    expect(isInView({ q: -3, r: 0 }, v, stage())).toBe(false);
  });

  it('rests on the heaviest part of a table too wide for the board', () => {
    const cells = row(40);
    const live = cells.map((c) => ({ ...c, weight: c.q >= 32 && c.q <= 34 ? 5 : 0.02 }));
    const v = restView(cells, live, k, stage());
    for (const q of [32, 33, 34]) expect(isInView({ q, r: 0 }, v, stage()), `cell ${q}`).toBe(true);
    expect(isInView({ q: 5, r: 0 }, v, stage())).toBe(false);
  });
});

describe("the panel's icon pad", () => {
  const rules = compileRules(deck);
  const ids = rules.cards.map((c) => c.id);

  it('narrows the faces to the cards carrying every icon pressed', () => {
    expect(cardsWithIcons(rules, ids, [])).toEqual(ids);
    const fire = cardsWithIcons(rules, ids, ['fire']);
    expect(fire).toHaveLength(12);
    expect(fire.every((id) => id.includes('fire'))).toBe(true);
    expect(cardsWithIcons(rules, ids, ['key', 'fire'])).toEqual(['key-fire']);
  });

  it('keeps the two icons pressed last, and lets one go when it is tapped again', () => {
    expect(togglePadIcon([], 'key')).toEqual(['key']);
    expect(togglePadIcon(['key'], 'fire')).toEqual(['key', 'fire']);
    expect(togglePadIcon(['key', 'fire'], 'note')).toEqual(['fire', 'note']);
    expect(togglePadIcon(['key', 'fire'], 'key')).toEqual(['fire']);
  });
});
