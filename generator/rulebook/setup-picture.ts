// The set-up diagram: the start core in the middle, the draw pile beside it, each player's hidden
// hand round the table and the score sheet. Positions are in card radii; the PDF and SVG
// renderers scale them and draw real card faces and backs.

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
  players.forEach((name, i) => {
    const angle = Math.PI / 2 + (2 * Math.PI * i) / seats;
    const hx = 5.6 * Math.cos(angle);
    const hy = 2.5 * Math.sin(angle);
    const shown = Math.min(FAN, hand);
    for (let k = 0; k < shown; k++)
      cards.push({ card: null, x: hx + (k - (shown - 1) / 2) * 0.32, y: hy, radius: HAND_RADIUS, rotation: 0 });
    labels.push({ text: `${name}${i === 0 ? ' (first)' : ''}: ${hand} cards`, x: hx, y: hy + 0.75 });
  });
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
  };
}
