// What a finger, the wheel and the keyboard do on the board: one finger pans, two fingers (or the
// wheel) zoom, a tap that did not move picks a cell (or, on the map or the whole table, brings that
// part into view), and the arrow keys move among the empty places, Enter taps the one focused.

import type { Cell } from '../../../../engine/index.ts';
import { cellAt, cellCentre } from '../board.ts';
import { BUTTON_BAND_PX, MIN_PLAY_SCALE } from '../board-camera.ts';
import type { View } from '../board-frame.ts';
import { cellToward } from '../cell-words.ts';
import { type BoardNodes, cellKey } from './board-nodes.ts';

/** A finger that moves less than this (px) is a tap, not a pan. */
const TAP_SLOP = 10;

/** A tap on a cell: which half of it (a draft turns toward that side), and where from its centre. */
export type CellTap = (cell: Cell, side: 1 | -1, from?: { x: number; y: number }) => void;

/** What the input moves: the board's view, set by hand, and the ways a tap brings a part into view. */
export interface BoardCamera {
  readonly view: View;
  /** The view a finger or a key chose: kept until the play calls for another. */
  moveTo(view: View): void;
  /** The view scaled around a point of the board (CSS px). */
  zoom(px: number, py: number, factor: number): void;
  /** Shows the table around a board point at the play scale (a tap on the overview or on the map). */
  showAround(x: number, y: number): void;
  /** The board point under a tap on the map, or null when the map is not there. */
  mapTarget(px: number, py: number): { x: number; y: number } | null;
  /** Centres a board point at the present scale, slid back so no more of the table than needed is off screen. */
  centre(x: number, y: number): View;
}

const local = (svg: SVGSVGElement, e: PointerEvent | WheelEvent) => {
  const r = svg.getBoundingClientRect();
  return { x: e.clientX - r.left, y: e.clientY - r.top };
};

/** A tap that did not move: on the map, on the whole table (zoomed in there), or on a cell. */
function tapAt(camera: BoardCamera, p: { x: number; y: number }, onTap: CellTap): void {
  const target = camera.mapTarget(p.x, p.y);
  const { k, tx, ty } = camera.view;
  if (target !== null) return camera.showAround(target.x, target.y);
  // From the overview, a tap shows that part of the table at a size a finger can play.
  if (k < MIN_PLAY_SCALE * 0.99) return camera.showAround((p.x - tx) / k, (p.y - ty) / k);
  const x = (p.x - tx) / k;
  const y = (p.y - ty) / k;
  const cell = cellAt(x, y);
  const centre = cellCentre(cell.q, cell.r);
  onTap(cell, x >= centre.x ? 1 : -1, { x: x - centre.x, y: y - centre.y });
}

/** Pans, pinches, wheel zooms and taps on the board. */
export function listenPointers(svg: SVGSVGElement, camera: BoardCamera, onTap: CellTap): void {
  const pointers = new Map<number, { x: number; y: number }>();
  let moved = false;
  let start = { x: 0, y: 0 };
  svg.addEventListener('pointerdown', (e) => {
    svg.setPointerCapture(e.pointerId);
    const p = local(svg, e);
    pointers.set(e.pointerId, p);
    moved = pointers.size > 1;
    if (pointers.size === 1) start = p;
  });
  svg.addEventListener('pointermove', (e) => {
    const before = pointers.get(e.pointerId);
    if (before === undefined) return;
    const p = local(svg, e);
    if (pointers.size === 1) {
      if (!moved && Math.hypot(p.x - start.x, p.y - start.y) < TAP_SLOP) return;
      moved = true;
      const { k, tx, ty } = camera.view;
      camera.moveTo({ k, tx: tx + p.x - before.x, ty: ty + p.y - before.y });
    } else if (pointers.size === 2) {
      const other = [...pointers.entries()].find(([id]) => id !== e.pointerId)![1];
      const d0 = Math.hypot(before.x - other.x, before.y - other.y);
      const d1 = Math.hypot(p.x - other.x, p.y - other.y);
      if (d0 > 0) camera.zoom((p.x + other.x) / 2, (p.y + other.y) / 2, d1 / d0);
    }
    pointers.set(e.pointerId, p);
  });
  const release = (e: PointerEvent) => {
    if (!pointers.delete(e.pointerId)) return;
    if (e.type === 'pointerup' && pointers.size === 0 && !moved) tapAt(camera, local(svg, e), onTap);
  };
  svg.addEventListener('pointerup', release);
  svg.addEventListener('pointercancel', release);
  svg.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const p = local(svg, e);
      camera.zoom(p.x, p.y, Math.exp(-e.deltaY / 400));
    },
    { passive: false },
  );
}

const cellOf = (at: string): Cell => {
  const [q, r] = at.split(',').map(Number);
  return { q: q!, r: r! };
};

/** The arrow keys move among the board's places (one Tab stop), Enter or Space taps the one focused. */
export function listenKeys(svg: SVGSVGElement, nodes: BoardNodes, camera: BoardCamera, onTap: CellTap): void {
  svg.addEventListener('keydown', (e) => {
    const target = (e.target as Element).closest('[data-cell]');
    if (target === null) return;
    const at = target.getAttribute('data-cell')!;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onTap(cellOf(at), 1);
      return;
    }
    const next = cellToward(cellOf(at), e.key, nodes.stops);
    if (e.key.startsWith('Arrow')) e.preventDefault();
    if (next === null) return;
    nodes.setRoving(cellKey(next));
    nodes.cellNode(cellKey(next))?.focus();
    // A place off the board is brought into view, as a finger would pan to it.
    const { width, height } = svg.getBoundingClientRect();
    const { x, y } = cellCentre(next.q, next.r);
    const { k, tx, ty } = camera.view;
    const sx = x * k + tx;
    const sy = y * k + ty;
    if (sx < 0 || sy < BUTTON_BAND_PX || sx > width || sy > height) camera.moveTo(camera.centre(x, y));
  });
}
