// How the board frames the table (site/src/table/board-camera.ts), without a browser: a finger's
// view is kept, the whole table fits on demand, a draft is shown large, and a render frames again
// only when what it keeps in sight changed.

import { describe, expect, it } from 'vitest';
import {
  type BoardScene,
  frameTable,
  MIN_PLAY_SCALE,
  needsFraming,
  wholeScale,
  zoomView,
} from '../../site/src/table/board-camera.ts';

/** A small table: a card at the centre and its six empty neighbours. */
const ring = [
  { q: 0, r: 0 },
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];
const scene: BoardScene = {
  cells: ring,
  live: ring.slice(1).map((c) => ({ ...c, weight: 1 })),
  focus: [],
  near: false,
  covered: null,
  hold: false,
};

describe('framing the table', () => {
  it('a view a finger chose is kept (manual frames nothing)', () => {
    expect(frameTable(scene, 'manual', 390, 500, [])).toBeNull();
  });

  it('the whole table on demand, at the scale that fits it', () => {
    const view = frameTable(scene, 'overview', 390, 500, []);
    expect(view?.k).toBeCloseTo(wholeScale(ring, 390, 500));
  });

  it('a draft is shown large, in the middle of the part a panel leaves clear', () => {
    const view = frameTable({ ...scene, near: true, focus: [{ q: 1, r: 0 }] }, 'follow', 390, 200, [])!;
    expect(view.k).toBeGreaterThanOrEqual(MIN_PLAY_SCALE);
    const clear = frameTable(
      { ...scene, near: true, focus: [{ q: 1, r: 0 }], covered: { side: 'bottom', px: 100 } },
      'follow',
      390,
      200,
      [],
    )!;
    // With the board's lower half covered, the draft moves up into the upper half.
    expect(clear.ty).toBeLessThan(view.ty);
  });

  it('zooming keeps the point under the fingers where it was, within the zoom range', () => {
    const view = { k: 1, tx: 10, ty: 20 };
    const zoomed = zoomView(view, 100, 100, 2);
    expect(zoomed.k).toBe(2);
    expect((100 - zoomed.tx) / zoomed.k).toBeCloseTo((100 - view.tx) / view.k);
    expect(zoomView(view, 0, 0, 100).k).toBe(4);
    expect(zoomView(view, 0, 0, 0.001).k).toBe(0.15);
  });
});

describe('framing again after a render', () => {
  it.each([
    ['nothing changed', {}, false],
    ['a draft shown', { near: true, focus: [{ q: 1, r: 0 }] }, true],
    ['the focus moved', { focus: [{ q: 0, r: 1 }] }, true],
    ['a card placed (more cells)', { cells: [...ring, { q: 2, r: 0 }] }, true],
    ["a cell's panel opened: the board holds its frame", { hold: true }, false],
    ['a panel opened over the draft', { hold: true, near: true, focus: [{ q: 1, r: 0 }] }, true],
  ] as const)('%s → %s', (_, change, expected) => {
    expect(needsFraming(scene, { ...scene, ...change })).toBe(expected);
  });

  it('a panel over the draft that moves frames it again; without a draft, its band does not matter', () => {
    const drafted = { ...scene, near: true, focus: [{ q: 1, r: 0 }] };
    expect(needsFraming(drafted, { ...drafted, covered: { side: 'bottom', px: 120 } })).toBe(true);
    expect(needsFraming(scene, { ...scene, covered: { side: 'bottom', px: 120 } })).toBe(false);
  });
});
