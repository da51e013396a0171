// How the board frames the table after a change, decided from values alone: the whole table, the
// draft large in the part of the board left clear, the cells to keep in sight, or at rest the part
// where the next play most likely goes; and whether a change calls for framing again at all. Pure
// (ui/board-ui.ts measures the board and applies the view), so it is tested without a browser.

import type { Cell } from '../../../engine/index.ts';
import { boardBounds, cellCentre, HEX } from './board.ts';
import { centreView, type Obstacle, restView, type Stage, type View } from './board-frame.ts';

/** Fitting never magnifies beyond this, so a near-empty table does not fill the screen with one card. */
const MAX_FIT_SCALE = 1.1;
/** The smallest scale the board is shown at for play: a cell (a whole hex, 50 units from centre to corner) is then 44.5 px across, just above the 44 px a finger needs. */
export const MIN_PLAY_SCALE = 44.5 / (Math.sqrt(3) * 50);
/** The scale while a draft is shown: its cell about 100 px across, large enough to hold beside the real card. */
const DRAFT_SCALE = 1.3;
/** The band along the board's top that its buttons (Scan, Whole table) take: the table may slide under it, so no cell has to stay there. */
export const BUTTON_BAND_PX = 52;
/** The map's side in CSS px: about two cells at the play scale, so it hides little of the board. */
export const MINIMAP_PX = 96;
/** How far the scale goes by hand (pinch, wheel): from a large table whole to a few cells. */
const ZOOM_RANGE = { min: 0.15, max: 4 };

/** How the board is framed: following the play, the whole table on demand, or where a finger moved it. */
export type FrameMode = 'follow' | 'overview' | 'manual';

/** What the board shows, as far as its framing goes. */
export interface BoardScene {
  /** Every cell of the table: its cards and the empty places beside them. */
  cells: readonly Cell[];
  /** The places where the next play may go, weighed by how likely it goes there. */
  live: readonly (Cell & { weight: number })[];
  /** The cells to keep in sight: the draft's, the tapped cell, or the chosen card's legal cells. */
  focus: readonly Cell[];
  /** A draft is shown: it is framed large. */
  near: boolean;
  /** The band of the board a panel lies over (CSS px from that edge): the draft is shown clear of it. */
  covered: { side: 'top' | 'bottom'; px: number } | null;
  /** A cell's panel is open: the board keeps its frame until a draft is shown. */
  hold: boolean;
}

/** The scale that fits the whole table below the buttons' band, at most MAX_FIT_SCALE. */
export function wholeScale(cells: readonly Cell[], width: number, height: number): number {
  const box = boardBounds(cells);
  return Math.min(MAX_FIT_SCALE, width / box.width, (height - BUTTON_BAND_PX) / box.height);
}

/**
 * The board's size, the controls lying over it (its buttons, and the map's corner while the map may
 * show) and how far the table may slide past its edges: with the map in the lower left corner, as
 * far past the left and bottom edges, so that no cell has to stay under the map; and as far past the
 * top as the buttons there reach, so that no cell has to stay under them.
 */
export function boardStage(
  cells: readonly Cell[],
  k: number,
  width: number,
  height: number,
  buttons: Obstacle[],
): Stage {
  const mapped = k >= wholeScale(cells, width, height);
  const obstacles = mapped
    ? [...buttons, { left: 0, right: MINIMAP_PX + 4, top: height - MINIMAP_PX - 4, bottom: height }]
    : buttons;
  return { width, height, obstacles, room: { side: mapped ? (MINIMAP_PX + 8) / k : 0, top: BUTTON_BAND_PX / k } };
}

/** Whether every cell of the table lies wholly on a board of this size in this view. */
export function isAllInView(cells: readonly Cell[], view: View, width: number, height: number): boolean {
  return cells.every((c) => {
    const { x, y } = cellCentre(c.q, c.r);
    const [sx, sy, r] = [x * view.k + view.tx, y * view.k + view.ty, HEX * view.k];
    return sx - r >= -0.5 && sy - r >= -0.5 && sx + r <= width + 0.5 && sy + r <= height + 0.5;
  });
}

/** The rectangle around some cells' centres, a hex and a half beyond them on every side. */
function spanOf(cells: readonly Cell[]): { x: number; y: number; width: number; height: number } {
  const xs = cells.map((c) => cellCentre(c.q, c.r).x);
  const ys = cells.map((c) => cellCentre(c.q, c.r).y);
  const pad = HEX * 1.5;
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return { x, y, width: Math.max(...xs) + pad - x, height: Math.max(...ys) + pad - y };
}

/** The draft, large, in the middle of the part of the board the panel leaves clear. */
function draftView(scene: BoardScene, whole: number, width: number, height: number): View {
  const { x, y } = cellCentre(scene.focus[0]!.q, scene.focus[0]!.r);
  const { covered } = scene;
  const top = covered?.side === 'top' ? covered.px : 0;
  const bottom = covered?.side === 'bottom' ? height - covered.px : height;
  // As large as the clear part holds, with a margin: its corners are tapped to turn it.
  const k = Math.max(MIN_PLAY_SCALE, Math.min(Math.max(DRAFT_SCALE, whole), (bottom - top) / (2.3 * HEX)));
  return { k, tx: width / 2 - x * k, ty: (top + bottom) / 2 - y * k };
}

/** The view that frames the table for `mode` on a board of this size; null when a finger placed it (manual). */
export function frameTable(
  scene: BoardScene,
  mode: FrameMode,
  width: number,
  height: number,
  buttons: Obstacle[],
): View | null {
  if (mode === 'manual') return null;
  const { cells } = scene;
  const whole = wholeScale(cells, width, height);
  const stageAt = (k: number) => boardStage(cells, k, width, height, buttons);
  if (mode === 'overview' || (!scene.near && whole >= MIN_PLAY_SCALE)) {
    const box = boardBounds(cells);
    return centreView(cells, box.x + box.width / 2, box.y + box.height / 2, whole, stageAt(whole));
  }
  if (scene.near) return draftView(scene, whole, width, height);
  if (scene.focus.length > 0) {
    const around = spanOf(scene.focus);
    const { x, y } = { x: around.x + around.width / 2, y: around.y + around.height / 2 };
    return centreView(cells, x, y, MIN_PLAY_SCALE, stageAt(MIN_PLAY_SCALE));
  }
  // At rest the next card may go on any empty cell beside the table: show as many as fit.
  return restView(cells, scene.live, MIN_PLAY_SCALE, stageAt(MIN_PLAY_SCALE));
}

const keys = (cells: readonly Cell[]) => cells.map((c) => `${c.q},${c.r}`).join(' ');
const band = (covered: BoardScene['covered']) => `${covered?.side} ${covered?.px}`;

/** Whether the board frames the table again after a render: what it keeps in sight changed (not while a panel holds it). */
export function needsFraming(before: BoardScene, after: BoardScene): boolean {
  const changed =
    keys(after.focus) !== keys(before.focus) ||
    after.near !== before.near ||
    (after.near && band(after.covered) !== band(before.covered)) ||
    after.cells.length !== before.cells.length ||
    after.hold !== before.hold;
  return changed && !(after.hold && !after.near);
}

/** The view scaled by `factor` around a point of the board (CSS px), within the zoom's range. */
export function zoomView(view: View, px: number, py: number, factor: number): View {
  const k = Math.min(ZOOM_RANGE.max, Math.max(ZOOM_RANGE.min, view.k * factor));
  return { k, tx: px - ((px - view.tx) * k) / view.k, ty: py - ((py - view.ty) * k) / view.k };
}
