// A small map of the whole table in a corner of the board, shown while the table is larger than the
// board at a playable size: the cards as dots and the part in view as a frame. One tap on it brings
// that part of the table into view, where the whole-table view takes two (open it, tap a part).

import { cellCentre, HEX } from '../board.ts';
import { MINIMAP_PX } from '../board-camera.ts';
import type { Cell } from '../../../../engine/index.ts';
import { s } from './dom.ts';

/** Its distance from the board's corner, in CSS px. */
const INSET = 6;

type Rect = { x: number; y: number; width: number; height: number };

/** Where the map lies on the board (CSS px) and how board units map onto it. */
export interface MinimapFrame {
  left: number;
  top: number;
  scale: number;
  box: Rect;
}

/** The map's frame in the board's lower left corner for a table's bounds. */
export function placeMinimap(box: Rect, boardHeight: number): MinimapFrame {
  const scale = MINIMAP_PX / Math.max(box.width, box.height);
  const left = INSET + (MINIMAP_PX - box.width * scale) / 2;
  const top = boardHeight - INSET - MINIMAP_PX + (MINIMAP_PX - box.height * scale) / 2;
  return { left, top, scale, box };
}

/** The board point under a tap on the map, or null when the tap is not on it. */
export function minimapTarget(frame: MinimapFrame, px: number, py: number): { x: number; y: number } | null {
  const x = frame.box.x + (px - frame.left) / frame.scale;
  const y = frame.box.y + (py - frame.top) / frame.scale;
  // Exactly the drawn back: a tap just outside it is the board's.
  const m = INSET / 2;
  const inside =
    px >= frame.left - m &&
    px <= frame.left + frame.box.width * frame.scale + m &&
    py >= frame.top - m &&
    py <= frame.top + frame.box.height * frame.scale + m;
  return inside ? { x, y } : null;
}

/** The map: the cards as dots, the view as a frame; carries its frame for scripts (data-minimap). */
export function drawMinimap(frame: MinimapFrame, cards: readonly Cell[], view: Rect): SVGGElement {
  const { left, top, scale, box } = frame;
  const at = (x: number, y: number) => [left + (x - box.x) * scale, top + (y - box.y) * scale] as const;
  const [vx, vy] = at(view.x, view.y);
  return s(
    'g',
    {
      class: 'minimap',
      'data-minimap': `${left.toFixed(2)} ${top.toFixed(2)} ${scale.toFixed(5)} ${box.x.toFixed(2)} ${box.y.toFixed(2)}`,
      'aria-hidden': 'true',
    },
    s('rect', {
      x: left - INSET / 2,
      y: top - INSET / 2,
      width: box.width * scale + INSET,
      height: box.height * scale + INSET,
      rx: 6,
      class: 'minimap-back',
    }),
    ...cards.map((c) => {
      const [x, y] = at(cellCentre(c.q, c.r).x, cellCentre(c.q, c.r).y);
      return s('circle', {
        cx: x.toFixed(1),
        cy: y.toFixed(1),
        r: Math.max(1.5, HEX * scale * 0.8),
        class: 'minimap-card',
      });
    }),
    s('rect', { x: vx, y: vy, width: view.width * scale, height: view.height * scale, class: 'minimap-view' }),
  );
}
