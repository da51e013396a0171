// Where the board's view of the table lies: a scale and a shift from board units to CSS px. Pure,
// so the choice of the view at rest (the part of the table where the next play most likely goes)
// can be measured on whole games without a browser.

import type { Cell } from '../../../engine/index.ts';
import { boardBounds, cellCentre, HEX } from './board.ts';

/** A view: board point (x, y) shows at (x·k + tx, y·k + ty) CSS px. */
export interface View {
  k: number;
  tx: number;
  ty: number;
}

/** A rectangle on the board, in CSS px from its top left corner: a control lying over it. */
export interface Obstacle {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The board's size and what lies over it, and how far past the table's edges the view may slide. */
export interface Stage {
  width: number;
  height: number;
  obstacles: readonly Obstacle[];
  /** Board units the table may slide past the board's left and bottom edges (the map's corner), and past its top (the buttons' band). */
  room: { side: number; top: number };
}

/** The view at scale k that centres a board point, slid back so no more of the table than needed is off the board. */
export function centreView(cells: readonly Cell[], x: number, y: number, k: number, stage: Stage): View {
  const table = boardBounds(cells);
  const { side, top } = stage.room;
  const box = { x: table.x - side, y: table.y - top, width: table.width + side, height: table.height + side + top };
  const clamp = (t: number, lo: number, span: number, view: number) => {
    if (span * k <= view) return (view - span * k) / 2 - lo * k;
    return Math.min(-lo * k, Math.max(view - (lo + span) * k, t));
  };
  return {
    k,
    tx: clamp(stage.width / 2 - x * k, box.x, box.width, stage.width),
    ty: clamp(stage.height / 2 - y * k, box.y, box.height, stage.height),
  };
}

/** Whether a cell shows whole enough to tap on the board: inside it and clear of every control over it. */
export function isInView(cell: Cell, view: View, stage: Stage): boolean {
  const p = cellCentre(cell.q, cell.r);
  const sx = p.x * view.k + view.tx;
  const sy = p.y * view.k + view.ty;
  const margin = HEX * view.k * 0.6;
  const clear = (o: Obstacle) => sx < o.left - 8 || sx > o.right + 8 || sy < o.top - 8 || sy > o.bottom + 8;
  return (
    sx > margin &&
    sx < stage.width - margin &&
    sy > margin &&
    sy < stage.height - margin &&
    stage.obstacles.every(clear)
  );
}

/**
 * The view at scale k with the most weight of `live` cells in sight (each weighed by how likely the
 * next play goes there), among views centred on the table, on each live cell and on the weighted
 * middle of the live cells.
 */
export function restView(
  cells: readonly Cell[],
  live: readonly (Cell & { weight: number })[],
  k: number,
  stage: Stage,
): View {
  const box = boardBounds(cells);
  const total = live.reduce((sum, c) => sum + c.weight, 0);
  const middle =
    total > 0
      ? live.reduce(
          (m, c) => {
            const p = cellCentre(c.q, c.r);
            return { x: m.x + (p.x * c.weight) / total, y: m.y + (p.y * c.weight) / total };
          },
          { x: 0, y: 0 },
        )
      : { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  let best: View | null = null;
  let most = -1;
  for (const c of [
    middle,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    ...live.map((f) => cellCentre(f.q, f.r)),
  ]) {
    const view = centreView(cells, c.x, c.y, k, stage);
    let seen = 0;
    for (const f of live) if (isInView(f, view, stage)) seen += f.weight;
    if (seen > most) {
      most = seen;
      best = view;
    }
  }
  return best ?? centreView(cells, box.x + box.width / 2, box.y + box.height / 2, k, stage);
}
