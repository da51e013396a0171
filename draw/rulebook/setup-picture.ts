// The set-up diagram: the start core in the middle, the draw pile beside it, each player's hidden
// hand round the table, the score sheet, and an arrow from the first player to the next, the way
// play goes. Positions are in card radii; the PDF and SVG renderers scale them and draw real card
// faces and backs.

import type { RulebookModel } from './view-model.ts';

export interface SetupCard {
  /** A card id for a face, null for a back. */
  card: string | null;
  x: number;
  y: number;
  radius: number;
  rotation: number;
}

export interface SetupLabel {
  text: string;
  x: number;
  y: number;
}

export interface SetupPicture {
  width: number;
  height: number;
  cards: SetupCard[];
  labels: SetupLabel[];
  /** The score sheet: a box with its label. */
  sheet: { x: number; y: number; width: number; height: number };
  /** The turn order: an arc from the first player's hand toward the next, its head at the last point. */
  turn: { x: number; y: number }[];
}

/** The turn arrow's head: its tip and the two corners behind it, from the arc's last two points. */
export function arrowHead(points: readonly { x: number; y: number }[], size: number): { x: number; y: number }[] {
  const tip = points.at(-1)!;
  const from = points.at(-2)!;
  const length = Math.hypot(tip.x - from.x, tip.y - from.y) || 1;
  const [dx, dy] = [(tip.x - from.x) / length, (tip.y - from.y) / length];
  return [
    tip,
    { x: tip.x - dx * size - dy * size * 0.55, y: tip.y - dy * size + dx * size * 0.55 },
    { x: tip.x - dx * size + dy * size * 0.55, y: tip.y - dy * size - dx * size * 0.55 },
  ];
}

// Hands show at most this many backs; a label gives the real number.
const FAN = 5;
const HAND_RADIUS = 0.42;

/** Lays out the table as the players see it after the deal, for the deck's usual player count. */
export function layoutSetup(model: RulebookModel, startCard: string): SetupPicture {
  const players = model.sampleRound.sheet.map((r) => r.player);
  const hand = model.turns.handSize;
  const cards: SetupCard[] = [{ card: startCard, x: 0, y: 0, radius: 1, rotation: 0 }];
  const labels: SetupLabel[] = [{ text: 'start core', x: 0, y: 1.35 }];
  // The pile: three backs, a little offset, left of the core.
  for (let i = 0; i < 3; i++) cards.push({ card: null, x: -2.6 + i * 0.07, y: -i * 0.07, radius: 1, rotation: 0 });
  labels.push({ text: `pile: ${model.turns.pile - players.length * hand} cards`, x: -2.5, y: 1.35 });
  // Hands: the first player at the bottom, the others round the table clockwise (left of the first).
  const seats = players.length;
  // Seats lie on an ellipse of these half-axes, in card radii.
  const [rx, ry] = [5.6, 2.5];
  const step = (2 * Math.PI) / seats;
  players.forEach((name, i) => {
    const angle = Math.PI / 2 + step * i;
    const hx = rx * Math.cos(angle);
    const hy = ry * Math.sin(angle);
    const shown = Math.min(FAN, hand);
    for (let k = 0; k < shown; k++)
      cards.push({ card: null, x: hx + (k - (shown - 1) / 2) * 0.32, y: hy, radius: HAND_RADIUS, rotation: 0 });
    labels.push({ text: `${name}${i === 0 ? ' (first)' : ''}: ${hand} cards`, x: hx, y: hy + 0.75 });
  });
  // The turn order: along the seats' ellipse, from a little past the first hand to short of the
  // next one's label (a sixth of the way round at most, so it never meets a hand).
  const arc = Math.min(step, Math.PI / 3);
  const turn = Array.from({ length: 13 }, (_, k) => {
    const a = Math.PI / 2 + arc * (0.3 + (0.4 * k) / 12);
    return { x: rx * Math.cos(a), y: ry * Math.sin(a) };
  });
  const mid = turn[6]!;
  labels.push({ text: 'next turn', x: mid.x * 1.12, y: mid.y * 1.12 + 0.45 });
  const xs = cards.map((c) => c.x);
  const left = Math.min(...xs) - 1.2;
  const right = Math.max(...xs) + 1.2;
  const sheet = { x: right + 0.2, y: -1.2, width: 1.9, height: 2.4 };
  labels.push({ text: 'score sheet', x: sheet.x + sheet.width / 2, y: sheet.y + sheet.height + 0.45 });
  const ys = [...cards.map((c) => c.y), ...labels.map((l) => l.y)];
  const top = Math.min(...ys) - 1.1;
  const bottom = Math.max(...ys) + 0.4;
  const shift = <T extends { x: number; y: number }>(p: T): T => ({ ...p, x: p.x - left, y: p.y - top });
  return {
    width: sheet.x + sheet.width + 0.3 - left,
    height: bottom - top,
    cards: cards.map(shift),
    labels: labels.map(shift),
    sheet: shift(sheet),
    turn: turn.map(shift),
  };
}
