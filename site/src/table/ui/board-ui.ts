// The board on screen: cards, empty cells and the chosen placement drawn in SVG (board-nodes.ts);
// one finger pans, two fingers (or the wheel) zoom, a tap that did not move picks a cell
// (board-input.ts); after a change the table is framed as board-camera.ts decides.

import type { Cell, Placement, Rules } from '../../../../engine/index.ts';
import { boardBounds, cellAt, cellCentre, HEX, type BoardView } from '../board.ts';
import {
  type BoardScene,
  boardStage,
  type FrameMode,
  frameTable,
  isAllInView,
  MIN_PLAY_SCALE,
  needsFraming,
  wholeScale,
  zoomView,
} from '../board-camera.ts';
import { centreView, type Obstacle, type View } from '../board-frame.ts';
import type { CardArt } from '../card-face.ts';
import { type BoardCamera, type CellTap, listenKeys, listenPointers } from './board-input.ts';
import { createBoardNodes } from './board-nodes.ts';
import { cardClip } from './card-glyph.ts';
import { s } from './dom.ts';
import { drawMinimap, minimapTarget, placeMinimap, type MinimapFrame } from './minimap.ts';

export { BUTTON_BAND_PX, MIN_PLAY_SCALE } from '../board-camera.ts';

export interface BoardMarks {
  /** The placement being prepared, drawn over its cell. */
  draft: Placement | null;
  /** The draft's legal rotations by angle, for scripts (data-draft-rotations). */
  draftRotations: readonly number[];
  /** Cells to light up: the neighbours that matched in the last play. */
  matched: Cell[];
  /** Cells of the best placements when a hint is shown. */
  hinted: Cell[];
  /** The cells to keep in sight: the draft's, the tapped cell, or the chosen card's legal cells. */
  focus: Cell[];
  /** The empty cells where some card still to be played fits, weighed by how likely the next play goes there: at rest the board shows the heaviest part it can. */
  live: (Cell & { weight: number })[];
  /** A cell's panel is open: the board keeps its frame (the cell tapped stays under the finger) until a draft is shown. */
  hold: boolean;
  /** The band of the board the panel lies over (CSS px from that edge): the draft is shown clear of it. */
  covered: { side: 'top' | 'bottom'; px: number } | null;
}

export interface BoardUi {
  render(view: BoardView, marks: BoardMarks): void;
  /** Shows the whole table (a tap then comes back to a playable size there), or, when shown, goes back to the play. */
  toggleOverview(): void;
  readonly overview: boolean;
  /** Moves the view down by `dy` CSS px (up when negative), as a finger would pan it. */
  shift(dy: number): void;
  /** The cell under a point of the screen (client CSS px), or null off the board: where a card dragged there lands. */
  cellAtClient(x: number, y: number): Cell | null;
  /** Where a cell lies on the board (CSS px from its top left corner), its hex's radius, and the board's size. */
  locate(cell: Cell): { x: number; y: number; radius: number; width: number; height: number };
}

/** The controls lying over the board (its buttons), in CSS px from the board's top left corner. */
function measureButtons(svg: SVGSVGElement): Obstacle[] {
  const board = svg.getBoundingClientRect();
  return [...(svg.parentElement?.querySelectorAll(':scope > button') ?? [])].map((b) => {
    const r = b.getBoundingClientRect();
    return {
      left: r.left - board.left,
      right: r.right - board.left,
      top: r.top - board.top,
      bottom: r.bottom - board.top,
    };
  });
}

/** The scene a render leaves: every cell, the live places (every empty one, equally, when none is given), the marks that frame it. */
function sceneOf(view: BoardView, marks: BoardMarks): BoardScene {
  return {
    cells: [...view.cards, ...view.frontier],
    // The cells a card still to be played can go on: where the next play must be.
    live: marks.live.length > 0 ? marks.live : view.frontier.map((c) => ({ ...c, weight: 1 })),
    focus: marks.focus,
    near: marks.draft !== null,
    covered: marks.covered,
    hold: marks.hold,
  };
}

export function mountBoard(
  svg: SVGSVGElement,
  rules: Rules,
  art: CardArt | null,
  onTap: CellTap,
  onFrame: () => void = () => undefined,
): BoardUi {
  const layer = s('g');
  svg.append(s('defs', {}, cardClip()), layer);
  const mini = s('g');
  let view: View = { k: 1, tx: 0, ty: 0 };
  let mode: FrameMode = 'follow';
  let scene: BoardScene = { cells: [], live: [], focus: [], near: false, covered: null, hold: false };
  let cards: Cell[] = [];
  /** The map's frame while it is shown (the table larger than the board at the play scale), else null. */
  let map: MinimapFrame | null = null;
  const size = () => svg.getBoundingClientRect();

  function apply(): void {
    const { k, tx, ty } = view;
    layer.setAttribute('transform', `translate(${tx.toFixed(1)},${ty.toFixed(1)}) scale(${k.toFixed(4)})`);
    const { width, height } = size();
    // The map, for a table too large for the play scale, while some of it is out of view.
    const mapped =
      width > 0 &&
      wholeScale(scene.cells, width, height) < MIN_PLAY_SCALE &&
      !isAllInView(scene.cells, view, width, height);
    map = mapped ? placeMinimap(boardBounds(scene.cells), height) : null;
    const seen = { x: -tx / k, y: -ty / k, width: width / k, height: height / k };
    mini.replaceChildren(...(map === null ? [] : [drawMinimap(map, cards, seen)]));
  }

  function frame(): void {
    const { width, height } = size();
    if (width === 0 || height === 0) return;
    view = frameTable(scene, mode, width, height, measureButtons(svg)) ?? view;
    apply();
    onFrame();
  }

  const camera: BoardCamera = {
    get view() {
      return view;
    },
    moveTo(next) {
      view = next;
      mode = 'manual';
      apply();
    },
    zoom(px, py, factor) {
      camera.moveTo(zoomView(view, px, py, factor));
    },
    showAround(x, y) {
      view = { ...view, k: MIN_PLAY_SCALE };
      camera.moveTo(camera.centre(x, y));
      onFrame();
    },
    mapTarget: (px, py) => (map === null ? null : minimapTarget(map, px, py)),
    centre(x, y) {
      const { width, height } = size();
      return centreView(scene.cells, x, y, view.k, boardStage(scene.cells, view.k, width, height, measureButtons(svg)));
    },
  };

  const nodes = createBoardNodes(layer, rules, art);
  listenPointers(svg, camera, onTap);
  listenKeys(svg, nodes, camera, onTap);
  new ResizeObserver(() => {
    if (mode !== 'manual') frame();
  }).observe(svg);

  function render(shown: BoardView, marks: BoardMarks): void {
    nodes.render(shown, marks);
    if (mini.parentNode === null) svg.append(mini);
    const next = sceneOf(shown, marks);
    const reframe = needsFraming(scene, next);
    scene = next;
    cards = shown.cards;
    if (!reframe) return;
    if (mode !== 'overview') mode = 'follow';
    frame();
  }
  return {
    render,
    toggleOverview() {
      mode = mode === 'overview' ? 'follow' : 'overview';
      frame();
    },
    get overview() {
      return mode === 'overview';
    },
    shift(dy) {
      camera.moveTo({ ...view, ty: view.ty + dy });
    },
    cellAtClient(x, y) {
      const r = svg.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return null;
      return cellAt((x - r.left - view.tx) / view.k, (y - r.top - view.ty) / view.k);
    },
    locate(cell) {
      const { width, height } = size();
      const { x, y } = cellCentre(cell.q, cell.r);
      return { x: x * view.k + view.tx, y: y * view.k + view.ty, radius: HEX * view.k, width, height };
    },
  };
}
