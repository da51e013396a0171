// Where everything in a worked example's picture goes: each card's centre and turn, which cards
// were just played, a mark on every contact of a played card (icon match, colour only, wild,
// clash) and the points beside it. Lengths are in card radii (corner to centre); the SVG and PDF
// renderers scale them.

import type { Rules, Placement } from '../../engine/index.ts';
import { describeContacts, type ContactKind } from './example-view.ts';
import type { WorkedExample } from './examples.ts';

export type CardRole = 'table' | 'played' | 'refused';

export interface PictureCard {
  card: string;
  x: number;
  y: number;
  rotation: number;
  role: CardRole;
  /** 1, 2 … for the plays of one turn, when there are several. */
  step: number | null;
}

export interface PictureMark {
  x: number;
  y: number;
  kind: ContactKind;
  /** The touching edge, end to end: drawn thick, its dash telling the kind apart without colour. */
  edge: [number, number, number, number];
}

/** The dash of each kind's edge, in card radii: solid where it scores, dashed colour-only, dotted clash. */
export const MARK_DASH = { icon: null, wild: null, colour: [0.14, 0.08], clash: [0.04, 0.07] } as const;

export interface PictureLabel {
  x: number;
  y: number;
  text: string;
  refused: boolean;
}

export interface ExamplePicture {
  id: string;
  width: number;
  height: number;
  cards: PictureCard[];
  marks: PictureMark[];
  labels: PictureLabel[];
}

/** How each kind of contact is marked in the pictures, the same in PDF and SVG. */
export const MARK_COLOURS = { icon: '#1A7F37', wild: '#1A7F37', colour: '#8A9099', clash: '#C62828' } as const;
export const MARK_SYMBOLS = { icon: '✓', wild: '✓', colour: '–', clash: '✗' } as const;
export const MARK_NAMES = {
  icon: 'icon match: scores',
  wild: 'wild match: scores',
  colour: 'colour only: no points',
  clash: 'colour clash: not allowed',
} as const;

const SQRT3 = Math.sqrt(3);
// Room around the outermost cards, in card radii; points labels are set at 0.42 radii.
const MARGIN = 0.25;
const LABEL_EM = 0.27;

/** Centre of a pointed-top hex cell of circumradius 1 (docs/rules.md §3: direction 0 is east). */
export const cellCentre = (q: number, r: number): { x: number; y: number } => ({ x: SQRT3 * (q + r / 2), y: 1.5 * r });

/** Lays out one worked example; every play sees the table plus the legal plays before it. */
export function layoutExamplePicture(rules: Rules, example: WorkedExample): ExamplePicture {
  const several = example.plays.length > 1;
  const cards: PictureCard[] = example.table.map((p) => ({
    card: p.card,
    ...cellCentre(p.q, p.r),
    rotation: p.rotation,
    role: 'table',
    step: null,
  }));
  const marks: PictureMark[] = [];
  const labels: PictureLabel[] = [];
  const table: Placement[] = [...example.table];
  example.plays.forEach((play, i) => {
    const at = cellCentre(play.place.q, play.place.r);
    const legal = play.result.legal;
    cards.push({
      card: play.place.card,
      ...at,
      rotation: play.place.rotation,
      role: legal ? 'played' : 'refused',
      step: several ? i + 1 : null,
    });
    for (const contact of describeContacts(rules, table, play.place)) {
      // The middle of the shared edge: half a cell step toward the neighbour.
      const angle = (-60 * contact.direction * Math.PI) / 180;
      const corner = (turn: number) => [at.x + Math.cos(angle + turn), at.y + Math.sin(angle + turn)] as const;
      const [a, b] = [corner(-Math.PI / 6), corner(Math.PI / 6)];
      marks.push({
        x: at.x + (SQRT3 / 2) * Math.cos(angle),
        y: at.y + (SQRT3 / 2) * Math.sin(angle),
        kind: contact.kind,
        edge: [a[0], a[1], b[0], b[1]],
      });
    }
    // Beside the played card when the cell east of it is free, else east of the whole table.
    const eastTaken = example.table.some((p) => p.q === play.place.q + 1 && p.r === play.place.r);
    labels.push({
      x: eastTaken ? Number.NaN : at.x + SQRT3 / 2 + 0.1,
      y: at.y,
      text: legal ? `+${play.result.points}` : 'not allowed',
      refused: !legal,
    });
    if (legal) table.push(play.place);
  });
  const xs = cards.map((c) => c.x);
  const ys = cards.map((c) => c.y);
  const left = Math.min(...xs) - SQRT3 / 2 - MARGIN;
  const top = Math.min(...ys) - 1 - MARGIN;
  const labelX = (l: PictureLabel) => (Number.isNaN(l.x) ? Math.max(...xs) + SQRT3 / 2 + 0.1 : l.x);
  // Bold DejaVu Sans at 0.42 radii is about 0.27 radii a character.
  const right =
    Math.max(Math.max(...xs) + SQRT3 / 2, ...labels.map((l) => labelX(l) + LABEL_EM * l.text.length)) + MARGIN;
  const bottom = Math.max(...ys) + 1 + MARGIN;
  const shift = <T extends { x: number; y: number }>(p: T): T => ({ ...p, x: p.x - left, y: p.y - top });
  return {
    id: example.id,
    width: right - left,
    height: bottom - top,
    cards: cards.map(shift),
    marks: marks.map((m) => ({
      ...shift(m),
      edge: [m.edge[0] - left, m.edge[1] - top, m.edge[2] - left, m.edge[3] - top] as [number, number, number, number],
    })),
    labels: labels.map((l) => shift({ ...l, x: labelX(l) })),
  };
}
