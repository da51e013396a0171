// The board on screen: cards, empty cells and the chosen placement drawn in SVG; one finger pans,
// two fingers (or the wheel) zoom, a tap that did not move picks a cell.

import type { Rules } from '../../../../engine/index.ts';
import type { Cell, Placement } from '../../../../engine/index.ts';
import { boardBounds, cellAt, cellCentre, hexPoints, type BoardView } from '../board.ts';
import type { CardArt } from '../card-face.ts';
import { cardClip, drawCard } from './card-glyph.ts';
import { s } from './dom.ts';

/** A finger that moves less than this (px) is a tap, not a pan. */
const TAP_SLOP = 10;
/** Fitting never magnifies beyond this, so a near-empty table does not fill the screen with one card. */
const MAX_FIT_SCALE = 1.1;

export interface BoardMarks {
  /** The placement being prepared, drawn over its cell. */
  pending: Placement | null;
  /** Cells to light up: the neighbours that matched in the last play. */
  matched: Cell[];
  /** Cells of the best placements when a hint is shown. */
  hinted: Cell[];
}

export interface BoardUi {
  render(view: BoardView, marks: BoardMarks): void;
  fit(): void;
}

const key = (c: Cell) => `${c.q},${c.r}`;

export function mountBoard(
  svg: SVGSVGElement,
  rules: Rules,
  art: CardArt | null,
  onTap: (cell: Cell) => void,
): BoardUi {
  const layer = s('g');
  svg.append(s('defs', {}, cardClip()), layer);
  let k = 1;
  let tx = 0;
  let ty = 0;
  let touched = false;
  let cells: Cell[] = [];
  const apply = () =>
    layer.setAttribute('transform', `translate(${tx.toFixed(1)},${ty.toFixed(1)}) scale(${k.toFixed(4)})`);

  function fit(): void {
    const box = boardBounds(cells);
    const { width, height } = svg.getBoundingClientRect();
    if (width === 0 || height === 0) return;
    k = Math.min(MAX_FIT_SCALE, width / box.width, height / box.height);
    tx = width / 2 - (box.x + box.width / 2) * k;
    ty = height / 2 - (box.y + box.height / 2) * k;
    touched = false;
    apply();
  }

  function zoomAround(px: number, py: number, factor: number): void {
    const next = Math.min(4, Math.max(0.15, k * factor));
    tx = px - ((px - tx) * next) / k;
    ty = py - ((py - ty) * next) / k;
    k = next;
    touched = true;
    apply();
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
      touched = true;
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
      onTap(cellAt((p.x - tx) / k, (p.y - ty) / k));
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
  svg.addEventListener('keydown', (e) => {
    const target = (e.target as Element).closest('[data-cell]');
    if (target === null || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    const [q, r] = target.getAttribute('data-cell')!.split(',').map(Number);
    onTap({ q: q!, r: r! });
  });
  new ResizeObserver(() => {
    if (!touched) fit();
  }).observe(svg);

  function render(view: BoardView, marks: BoardMarks): void {
    const legal = new Set(view.legal.map(key));
    const matched = new Set(marks.matched.map(key));
    const hinted = new Set(marks.hinted.map(key));
    const nodes: SVGElement[] = [];
    for (const cell of view.frontier) {
      const { x, y } = cellCentre(cell.q, cell.r);
      const isLegal = legal.has(key(cell));
      const label = `empty cell ${key(cell)}${isLegal ? ', the chosen card fits here' : ''}`;
      nodes.push(
        s(
          'g',
          {
            transform: `translate(${x},${y})`,
            class: `cell${isLegal ? ' legal' : ''}${hinted.has(key(cell)) ? ' hinted' : ''}`,
            'data-cell': key(cell),
            role: 'button',
            tabindex: 0,
            'aria-label': label,
          },
          s('polygon', { points: hexPoints(46) }),
        ),
      );
    }
    for (const p of view.cards) {
      const { x, y } = cellCentre(p.q, p.r);
      const g = s(
        'g',
        {
          transform: `translate(${x},${y})`,
          class: `placed${p.last ? ' last' : ''}${matched.has(key(p)) ? ' matched' : ''}`,
          'data-card': p.card,
          'data-at': key(p),
        },
        drawCard(rules, p.card, p.rotation, art),
      );
      nodes.push(g);
    }
    if (marks.pending !== null) {
      const { x, y } = cellCentre(marks.pending.q, marks.pending.r);
      nodes.push(
        s(
          'g',
          {
            transform: `translate(${x},${y})`,
            class: 'pending',
            'data-pending': key(marks.pending),
            'data-rotation': marks.pending.rotation,
            'pointer-events': 'none',
          },
          drawCard(rules, marks.pending.card, marks.pending.rotation, art),
        ),
      );
    }
    layer.replaceChildren(...nodes);
    const grew = view.frontier.length + view.cards.length !== cells.length;
    cells = [...view.cards, ...view.frontier];
    if (!touched && grew) fit();
  }
  return { render, fit };
}
