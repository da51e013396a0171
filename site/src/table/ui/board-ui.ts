// The board on screen: cards, empty cells and the chosen placement drawn in SVG; one finger pans,
// two fingers (or the wheel) zoom, a tap that did not move picks a cell.

import type { Rules } from '../../../../engine/index.ts';
import type { Cell, Placement } from '../../../../engine/index.ts';
import { boardBounds, cellAt, cellCentre, HEX, hexPoints, type BoardView } from '../board.ts';
import { centreView, type Obstacle, restView, type Stage } from '../board-frame.ts';
import type { CardArt } from '../card-face.ts';
import { cellToward, emptyCellWords, firstCell, placedCardWords } from '../cell-words.ts';
import { cardClip, drawCard } from './card-glyph.ts';
import { s } from './dom.ts';
import { drawMinimap, MINIMAP_PX, minimapTarget, placeMinimap, type MinimapFrame } from './minimap.ts';

/** A finger that moves less than this (px) is a tap, not a pan. */
const TAP_SLOP = 10;
/** Fitting never magnifies beyond this, so a near-empty table does not fill the screen with one card. */
const MAX_FIT_SCALE = 1.1;
/** The smallest scale the board is shown at for play: a cell (a whole hex, 50 units from centre to corner) is then 44.5 px across, just above the 44 px a finger needs. */
export const MIN_PLAY_SCALE = 44.5 / (Math.sqrt(3) * 50);
/** The scale while a draft is shown: its cell about 100 px across, large enough to hold beside the real card. */
const DRAFT_SCALE = 1.3;
/** The band along the board's top that its buttons (Scan, Whole table) take: the table may slide under it, so no cell has to stay there. */
export const BUTTON_BAND_PX = 52;

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

const key = (c: Cell) => `${c.q},${c.r}`;

/** Sets an attribute only when its value changes: an unchanged node is then not restyled or redrawn. */
function setIfChanged(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * Makes a layer hold exactly `order`'s nodes, in that order, moving as few as it can: nodes no longer
 * wanted leave the layer and the map that kept them, new ones go in at their place, the rest stay.
 */
function arrange<T>(
  layer: SVGGElement,
  order: readonly SVGGElement[],
  kept: Map<string, T>,
  nodeOf: (held: T) => SVGGElement = (held) => held as SVGGElement,
): void {
  const wanted = new Set(order);
  for (const [at, held] of kept) {
    const node = nodeOf(held);
    if (!wanted.has(node)) {
      node.remove();
      kept.delete(at);
    }
  }
  let next = layer.firstChild;
  for (const node of order) {
    if (node === next) next = next.nextSibling;
    else layer.insertBefore(node, next);
  }
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

/** How the board is framed: following the play, the whole table on demand, or where a finger moved it. */
type Mode = 'follow' | 'overview' | 'manual';

export function mountBoard(
  svg: SVGSVGElement,
  rules: Rules,
  art: CardArt | null,
  onTap: (cell: Cell, side: 1 | -1, from?: { x: number; y: number }) => void,
  onFrame: () => void = () => undefined,
): BoardUi {
  const layer = s('g');
  svg.append(s('defs', {}, cardClip()), layer);
  let k = 1;
  let tx = 0;
  let ty = 0;
  let mode: Mode = 'follow';
  let cells: Cell[] = [];
  let focus: Cell[] = [];
  let near = false;
  let covered: BoardMarks['covered'] = null;
  let held = false;
  const mini = s('g');
  /** The map's frame while it is shown (the table larger than the board at the play scale), else null. */
  let map: MinimapFrame | null = null;
  let cards: Cell[] = [];
  let frontier: (Cell & { weight: number })[] = [];
  /** Whether every cell of the table, its cards and the empty places beside them, lies wholly on the board. */
  const allInView = (width: number, height: number) =>
    cells.every((c) => {
      const { x, y } = cellCentre(c.q, c.r);
      const [sx, sy, r] = [x * k + tx, y * k + ty, HEX * k];
      return sx - r >= -0.5 && sy - r >= -0.5 && sx + r <= width + 0.5 && sy + r <= height + 0.5;
    });
  function apply(): void {
    layer.setAttribute('transform', `translate(${tx.toFixed(1)},${ty.toFixed(1)}) scale(${k.toFixed(4)})`);
    const { width, height } = size();
    const box = boardBounds(cells);
    // The map, for a table too large for the play scale, while some of it is out of view.
    map =
      width > 0 && wholeScale(width, height) < MIN_PLAY_SCALE && !allInView(width, height)
        ? placeMinimap(box, height)
        : null;
    mini.replaceChildren(
      ...(map === null
        ? []
        : [drawMinimap(map, cards, { x: -tx / k, y: -ty / k, width: width / k, height: height / k })]),
    );
  }

  const size = () => svg.getBoundingClientRect();
  /** The scale that fits the whole table below the buttons' band, at most MAX_FIT_SCALE. */
  const wholeScale = (width: number, height: number) => {
    const box = boardBounds(cells);
    return Math.min(MAX_FIT_SCALE, width / box.width, (height - BUTTON_BAND_PX) / box.height);
  };

  /** The board's size, the controls lying over it (the map's corner, its buttons) and how far the table may slide past its edges. */
  function stage(width: number, height: number): Stage {
    const board = svg.getBoundingClientRect();
    const obstacles: Obstacle[] = [...(svg.parentElement?.querySelectorAll(':scope > button') ?? [])].map((b) => {
      const r = b.getBoundingClientRect();
      return {
        left: r.left - board.left,
        right: r.right - board.left,
        top: r.top - board.top,
        bottom: r.bottom - board.top,
      };
    });
    // With the map in the lower left corner, the table may slide that far past the board's left and
    // bottom edges, so that no cell has to stay under the map; and as far past its top as the
    // buttons there reach, so that no cell has to stay under them.
    const mapped = k >= wholeScale(width, height);
    if (mapped) obstacles.push({ left: 0, right: MINIMAP_PX + 4, top: height - MINIMAP_PX - 4, bottom: height });
    return { width, height, obstacles, room: { side: mapped ? (MINIMAP_PX + 8) / k : 0, top: BUTTON_BAND_PX / k } };
  }

  /** Centres a board point, then slides the view back so no more of the table than needed is off screen. */
  function centreOn(x: number, y: number, width: number, height: number): void {
    ({ tx, ty } = centreView(cells, x, y, k, stage(width, height)));
  }

  /** Frames the table at the play scale on the part where the next play most likely goes (restView). */
  function showMostFrontier(width: number, height: number): void {
    ({ tx, ty } = restView(cells, frontier, k, stage(width, height)));
  }

  function frame(): void {
    const { width, height } = size();
    if (width === 0 || height === 0) return;
    const whole = wholeScale(width, height);
    const box = boardBounds(cells);
    if (mode === 'overview' || (mode === 'follow' && !near && whole >= MIN_PLAY_SCALE)) {
      k = whole;
      centreOn(box.x + box.width / 2, box.y + box.height / 2, width, height);
    } else if (mode === 'follow' && near) {
      // The draft, large, in the middle of the part of the board the panel leaves clear.
      const { x, y } = cellCentre(focus[0]!.q, focus[0]!.r);
      const top = covered?.side === 'top' ? covered.px : 0;
      const bottom = covered?.side === 'bottom' ? height - covered.px : height;
      // As large as the clear part holds, with a margin: its corners are tapped to turn it.
      k = Math.max(MIN_PLAY_SCALE, Math.min(Math.max(DRAFT_SCALE, whole), (bottom - top) / (2.3 * HEX)));
      tx = width / 2 - x * k;
      ty = (top + bottom) / 2 - y * k;
    } else if (mode === 'follow' && focus.length > 0) {
      const around = spanOf(focus);
      k = MIN_PLAY_SCALE;
      centreOn(around.x + around.width / 2, around.y + around.height / 2, width, height);
    } else if (mode === 'follow') {
      // At rest the next card may go on any empty cell beside the table: show as many as fit.
      k = MIN_PLAY_SCALE;
      showMostFrontier(width, height);
    }
    apply();
    onFrame();
  }

  function zoomAround(px: number, py: number, factor: number): void {
    const next = Math.min(4, Math.max(0.15, k * factor));
    tx = px - ((px - tx) * next) / k;
    ty = py - ((py - ty) * next) / k;
    k = next;
    mode = 'manual';
    apply();
  }

  /** From the overview, a tap shows that part of the table at a size a finger can play. */
  const zoomInAt = (px: number, py: number) => showAround((px - tx) / k, (py - ty) / k);

  /** Shows the table around a board point at the play scale (a tap on the overview or on the map). */
  function showAround(x: number, y: number): void {
    const { width, height } = size();
    k = MIN_PLAY_SCALE;
    mode = 'manual';
    centreOn(x, y, width, height);
    apply();
    onFrame();
  }

  const pointers = new Map<number, { x: number; y: number }>();
  let moved = false;
  let startX = 0;
  let startY = 0;
  const local = (e: PointerEvent | WheelEvent) => {
    const r = svg.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  svg.addEventListener('pointerdown', (e) => {
    svg.setPointerCapture(e.pointerId);
    const p = local(e);
    pointers.set(e.pointerId, p);
    if (pointers.size === 1) {
      moved = false;
      startX = p.x;
      startY = p.y;
    } else moved = true;
  });
  svg.addEventListener('pointermove', (e) => {
    const before = pointers.get(e.pointerId);
    if (before === undefined) return;
    const p = local(e);
    if (pointers.size === 1) {
      if (!moved && Math.hypot(p.x - startX, p.y - startY) < TAP_SLOP) return;
      moved = true;
      tx += p.x - before.x;
      ty += p.y - before.y;
      mode = 'manual';
      apply();
    } else if (pointers.size === 2) {
      const other = [...pointers.entries()].find(([id]) => id !== e.pointerId)![1];
      const d0 = Math.hypot(before.x - other.x, before.y - other.y);
      const d1 = Math.hypot(p.x - other.x, p.y - other.y);
      if (d0 > 0) zoomAround((p.x + other.x) / 2, (p.y + other.y) / 2, d1 / d0);
    }
    pointers.set(e.pointerId, p);
  });
  const release = (e: PointerEvent) => {
    if (!pointers.delete(e.pointerId)) return;
    if (e.type === 'pointerup' && pointers.size === 0 && !moved) {
      const p = local(e);
      const target = map === null ? null : minimapTarget(map, p.x, p.y);
      if (target !== null) showAround(target.x, target.y);
      else if (k < MIN_PLAY_SCALE * 0.99) zoomInAt(p.x, p.y);
      else {
        const x = (p.x - tx) / k;
        const y = (p.y - ty) / k;
        const cell = cellAt(x, y);
        const centre = cellCentre(cell.q, cell.r);
        // Which half of the cell was tapped (a draft turns toward that side), and where from its centre.
        onTap(cell, x >= centre.x ? 1 : -1, { x: x - centre.x, y: y - centre.y });
      }
    }
  };
  svg.addEventListener('pointerup', release);
  svg.addEventListener('pointercancel', release);
  svg.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const p = local(e);
      zoomAround(p.x, p.y, Math.exp(-e.deltaY / 400));
    },
    { passive: false },
  );
  /** The empty places the keyboard moves among (the legal ones when a card is chosen), and the one that is the Tab stop. */
  let stops: Cell[] = [];
  let roving: string | null = null;
  const cellOf = (at: string): Cell => {
    const [q, r] = at.split(',').map(Number);
    return { q: q!, r: r! };
  };
  /** Makes one place the board's Tab stop (the others are reached with the arrow keys). */
  function setRoving(at: string | null): void {
    roving = at;
    for (const [place, node] of cellNodes) setIfChanged(node, 'tabindex', place === at ? '0' : '-1');
  }
  svg.addEventListener('keydown', (e) => {
    const target = (e.target as Element).closest('[data-cell]');
    if (target === null) return;
    const at = target.getAttribute('data-cell')!;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onTap(cellOf(at), 1);
      return;
    }
    const next = cellToward(cellOf(at), e.key, stops);
    if (e.key.startsWith('Arrow')) e.preventDefault();
    if (next === null) return;
    setRoving(key(next));
    const node = cellNodes.get(key(next));
    node?.focus();
    // A place off the board is brought into view, as a finger would pan to it.
    const { width, height } = size();
    const { x, y } = cellCentre(next.q, next.r);
    const sx = x * k + tx;
    const sy = y * k + ty;
    if (sx < 0 || sy < BUTTON_BAND_PX || sx > width || sy > height) {
      mode = 'manual';
      centreOn(x, y, width, height);
      apply();
    }
  });
  new ResizeObserver(() => {
    if (mode !== 'manual') frame();
  }).observe(svg);

  /**
   * The board's nodes stay from one render to the next: a cell or a card already drawn keeps its node
   * and has only what changed set again (its class, its name), so a tap redraws what it changed and
   * not the whole table (on a phone, the table's card faces are most of the page's drawing).
   */
  const cellNodes = new Map<string, SVGGElement>();
  const cardNodes = new Map<string, { drawn: string; node: SVGGElement }>();
  const cellLayer = s('g');
  const cardLayer = s('g');
  const draftLayer = s('g');
  layer.append(cellLayer, cardLayer, draftLayer);

  function render(view: BoardView, marks: BoardMarks): void {
    const legal = new Set(view.legal.map(key));
    const matched = new Set(marks.matched.map(key));
    const hinted = new Set(marks.hinted.map(key));
    // A place is named by the cards beside it and what they turn toward it, as a player would point at it (never coordinates).
    const cardAtCell = new Map(view.cards.map((p) => [key(p), p]));
    const cardAt = (cell: Cell) => cardAtCell.get(key(cell));
    const cellOrder: SVGGElement[] = [];
    for (const cell of view.frontier) {
      const at = key(cell);
      const isLegal = legal.has(at);
      let node = cellNodes.get(at);
      if (node === undefined) {
        const { x, y } = cellCentre(cell.q, cell.r);
        node = s(
          'g',
          { transform: `translate(${x},${y})`, 'data-cell': at, role: 'button', tabindex: -1 },
          // The whole hex takes the tap (a finger between two outlines picks the nearer cell).
          s('polygon', { points: hexPoints(), class: 'hit' }),
          s('polygon', { points: hexPoints(46) }),
        );
        cellNodes.set(at, node);
      }
      setIfChanged(node, 'class', `cell${isLegal ? ' legal' : ''}${hinted.has(at) ? ' hinted' : ''}`);
      setIfChanged(
        node,
        'aria-label',
        `${emptyCellWords(rules, cell, cardAt)}${isLegal ? ': the chosen card fits here' : ''}`,
      );
      cellOrder.push(node);
    }
    const cardOrder: SVGGElement[] = [];
    for (const p of view.cards) {
      const at = key(p);
      const drawn = `${p.card} ${p.rotation}`;
      let held = cardNodes.get(at);
      if (held === undefined || held.drawn !== drawn) {
        held?.node.remove();
        const { x, y } = cellCentre(p.q, p.r);
        const node = s(
          'g',
          {
            transform: `translate(${x},${y})`,
            'data-card': p.card,
            'data-at': at,
            role: 'img',
            'aria-label': placedCardWords(rules, p.card, p.rotation),
          },
          drawCard(rules, p.card, p.rotation, art),
        );
        held = { drawn, node };
        cardNodes.set(at, held);
      }
      setIfChanged(held.node, 'class', `placed${p.last ? ' last' : ''}${matched.has(at) ? ' matched' : ''}`);
      cardOrder.push(held.node);
    }
    arrange(cellLayer, cellOrder, cellNodes);
    arrange(cardLayer, cardOrder, cardNodes, (held) => held.node);
    // One Tab stop on the board: the draft's place, else the place kept, else the first; the arrows move among the rest.
    stops = legal.size > 0 ? view.frontier.filter((c) => legal.has(key(c))) : view.frontier.slice();
    const stopKeys = new Set(stops.map(key));
    const draftAt = marks.draft === null ? null : key(marks.draft);
    const first = firstCell(stops);
    setRoving(
      draftAt !== null && cellNodes.has(draftAt)
        ? draftAt
        : roving !== null && stopKeys.has(roving)
          ? roving
          : first === null
            ? null
            : key(first),
    );
    const { draft } = marks;
    if (draft === null) draftLayer.replaceChildren();
    else {
      const { x, y } = cellCentre(draft.q, draft.r);
      draftLayer.replaceChildren(
        s(
          'g',
          {
            transform: `translate(${x},${y})`,
            class: 'draft',
            'data-draft': '',
            'data-draft-card': draft.card,
            'data-draft-cell': key(draft),
            'data-draft-rotation': draft.rotation,
            'data-draft-rotations': marks.draftRotations.join(' '),
            // Taps on the card being turned follow one another quickly, each meant (ui/tap-guard.ts).
            'data-repeat': 'turn',
            role: 'button',
            // Its value leads the name: a turned card shows it upright over the face.
            'aria-label': `${rules.cards[rules.cardIndex.get(draft.card)!]!.value}: the card being placed: tap the corner where its notch lies, or its middle to turn it`,
          },
          drawCard(rules, draft.card, draft.rotation, art),
        ),
      );
    }
    if (mini.parentNode === null) svg.append(mini);
    const focusKey = marks.focus.map(key).join(' ');
    const changed =
      focusKey !== focus.map(key).join(' ') ||
      near !== (draft !== null) ||
      (draft !== null && `${marks.covered?.side} ${marks.covered?.px}` !== `${covered?.side} ${covered?.px}`) ||
      view.frontier.length + view.cards.length !== cells.length ||
      marks.hold !== held;
    cells = [...view.cards, ...view.frontier];
    cards = view.cards;
    // The cells a card still to be played can go on: where the next play must be.
    frontier = marks.live.length > 0 ? marks.live : view.frontier.map((c) => ({ ...c, weight: 1 }));
    focus = marks.focus;
    near = draft !== null;
    covered = marks.covered;
    held = marks.hold;
    if (!changed || (marks.hold && draft === null)) return;
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
      ty += dy;
      mode = 'manual';
      apply();
    },
    cellAtClient(x, y) {
      const r = svg.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return null;
      return cellAt((x - r.left - tx) / k, (y - r.top - ty) / k);
    },
    locate(cell) {
      const { width, height } = size();
      const { x, y } = cellCentre(cell.q, cell.r);
      return { x: x * k + tx, y: y * k + ty, radius: HEX * k, width, height };
    },
  };
}
