// The board's SVG nodes: the empty cells, the cards on the table and the draft. The nodes stay from
// one render to the next: a cell or a card already drawn keeps its node and has only what changed
// set again (its class, its name), so a tap redraws what it changed and not the whole table (on a
// phone, the table's card faces are most of the page's drawing). Also the board's one Tab stop.

import type { Cell, Placement, Rules } from '../../../../engine/index.ts';
import { cellCentre, hexPoints, type BoardView } from '../board.ts';
import type { CardArt } from '../card-face.ts';
import { emptyCellWords, firstCell, placedCardWords } from '../cell-words.ts';
import { drawCard } from './card-glyph.ts';
import { s } from './dom.ts';

/** What is marked on the board besides its cards (BoardMarks of board-ui.ts, the parts drawn here). */
export interface NodeMarks {
  draft: Placement | null;
  draftRotations: readonly number[];
  matched: readonly Cell[];
  hinted: readonly Cell[];
}

export interface BoardNodes {
  /** Draws the view: the layers hold exactly its cells, cards and draft. */
  render(view: BoardView, marks: NodeMarks): void;
  /** The node of an empty cell, by its key "q,r". */
  cellNode(at: string): SVGGElement | undefined;
  /** The empty places the keyboard moves among (the legal ones when a card is chosen). */
  readonly stops: readonly Cell[];
  /** Makes one place the board's Tab stop (the others are reached with the arrow keys). */
  setRoving(at: string | null): void;
}

export const cellKey = (c: Cell) => `${c.q},${c.r}`;

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

/** The card being placed, over its cell: a button whose corners turn it. */
function draftNode(rules: Rules, art: CardArt | null, draft: Placement, rotations: readonly number[]): SVGGElement {
  const { x, y } = cellCentre(draft.q, draft.r);
  return s(
    'g',
    {
      transform: `translate(${x},${y})`,
      class: 'draft',
      'data-draft': '',
      'data-draft-card': draft.card,
      'data-draft-cell': cellKey(draft),
      'data-draft-rotation': draft.rotation,
      'data-draft-rotations': rotations.join(' '),
      // Taps on the card being turned follow one another quickly, each meant (ui/tap-guard.ts).
      'data-repeat': 'turn',
      role: 'button',
      // Its value leads the name: a turned card shows it upright over the face.
      'aria-label': `${rules.cards[rules.cardIndex.get(draft.card)!]!.value}: the card being placed: tap the corner where its notch lies, or its middle to turn it`,
    },
    drawCard(rules, draft.card, draft.rotation, art),
  );
}

/** The board's nodes in three layers of `layer`: cells, cards, the draft. */
export function createBoardNodes(layer: SVGGElement, rules: Rules, art: CardArt | null): BoardNodes {
  const cellNodes = new Map<string, SVGGElement>();
  const cardNodes = new Map<string, { drawn: string; node: SVGGElement }>();
  const cellLayer = s('g');
  const cardLayer = s('g');
  const draftLayer = s('g');
  layer.append(cellLayer, cardLayer, draftLayer);
  let stops: Cell[] = [];
  let roving: string | null = null;

  function setRoving(at: string | null): void {
    roving = at;
    for (const [place, node] of cellNodes) setIfChanged(node, 'tabindex', place === at ? '0' : '-1');
  }

  function cellNodeAt(cell: Cell): SVGGElement {
    const at = cellKey(cell);
    const kept = cellNodes.get(at);
    if (kept !== undefined) return kept;
    const { x, y } = cellCentre(cell.q, cell.r);
    const node = s(
      'g',
      { transform: `translate(${x},${y})`, 'data-cell': at, role: 'button', tabindex: -1 },
      // The whole hex takes the tap (a finger between two outlines picks the nearer cell).
      s('polygon', { points: hexPoints(), class: 'hit' }),
      s('polygon', { points: hexPoints(46) }),
    );
    cellNodes.set(at, node);
    return node;
  }

  function drawCells(view: BoardView, legal: Set<string>, hinted: Set<string>): void {
    // A place is named by the cards beside it and what they turn toward it, as a player would point at it (never coordinates).
    const cardAtCell = new Map(view.cards.map((p) => [cellKey(p), p]));
    const cardAt = (cell: Cell) => cardAtCell.get(cellKey(cell));
    const order = view.frontier.map((cell) => {
      const at = cellKey(cell);
      const node = cellNodeAt(cell);
      const fits = legal.has(at);
      setIfChanged(node, 'class', `cell${fits ? ' legal' : ''}${hinted.has(at) ? ' hinted' : ''}`);
      setIfChanged(
        node,
        'aria-label',
        `${emptyCellWords(rules, cell, cardAt)}${fits ? ': the chosen card fits here' : ''}`,
      );
      return node;
    });
    arrange(cellLayer, order, cellNodes);
  }

  function drawCards(view: BoardView, matched: Set<string>): void {
    const order = view.cards.map((p) => {
      const at = cellKey(p);
      const drawn = `${p.card} ${p.rotation}`;
      let held = cardNodes.get(at);
      if (held === undefined || held.drawn !== drawn) {
        held?.node.remove();
        const { x, y } = cellCentre(p.q, p.r);
        const label = placedCardWords(rules, p.card, p.rotation);
        const attributes = { transform: `translate(${x},${y})`, 'data-card': p.card, 'data-at': at, role: 'img' };
        const node = s('g', { ...attributes, 'aria-label': label }, drawCard(rules, p.card, p.rotation, art));
        held = { drawn, node };
        cardNodes.set(at, held);
      }
      setIfChanged(held.node, 'class', `placed${p.last ? ' last' : ''}${matched.has(at) ? ' matched' : ''}`);
      return held.node;
    });
    arrange(cardLayer, order, cardNodes, (held) => held.node);
  }

  /** One Tab stop on the board: the draft's place, else the place kept, else the first; the arrows move among the rest. */
  function placeTabStop(view: BoardView, legal: Set<string>, draft: Placement | null): void {
    stops = legal.size > 0 ? view.frontier.filter((c) => legal.has(cellKey(c))) : view.frontier.slice();
    const stopKeys = new Set(stops.map(cellKey));
    const draftAt = draft === null ? null : cellKey(draft);
    const first = firstCell(stops);
    if (draftAt !== null && cellNodes.has(draftAt)) setRoving(draftAt);
    else if (roving !== null && stopKeys.has(roving)) setRoving(roving);
    else setRoving(first === null ? null : cellKey(first));
  }

  return {
    render(view, marks) {
      const legal = new Set(view.legal.map(cellKey));
      drawCells(view, legal, new Set(marks.hinted.map(cellKey)));
      drawCards(view, new Set(marks.matched.map(cellKey)));
      placeTabStop(view, legal, marks.draft);
      const { draft } = marks;
      if (draft === null) draftLayer.replaceChildren();
      else draftLayer.replaceChildren(draftNode(rules, art, draft, marks.draftRotations));
    },
    cellNode: (at) => cellNodes.get(at),
    get stops() {
      return stops;
    },
    setRoving,
  };
}
