// The card anatomy picture: one real card face (the most valuable pair holding the wild icon, so
// that it shows a wild side and an ordinary one) with labels pointing at its parts. Positions are
// in card radii from the card's centre, found on the print generator's own view of that card;
// the PDF and SVG renderers scale them.

import type { Rules } from '../../engine/index.ts';
import type { CardFaces } from './card-faces.ts';

export interface AnatomyLabel {
  text: string;
  /** The part pointed at, in card radii from the centre (y down). */
  x: number;
  y: number;
  /** The label's side of the card and its height there, spread so that labels never overlap. */
  side: 'left' | 'right';
  labelY: number;
}

export interface AnatomyPicture {
  card: string;
  labels: AnatomyLabel[];
}

// Labels in one column keep this far apart (card radii): two lines of small type.
const LABEL_GAP = 0.3;

/** Where a point along a side's outward direction lies: `distance` out, `sideways` across. */
const along = (angle: number, distance: number, sideways = 0) => {
  const a = (angle * Math.PI) / 180;
  return { x: distance * Math.cos(a) - sideways * Math.sin(a), y: distance * Math.sin(a) + sideways * Math.cos(a) };
};

/** A point moved `by` card radii towards the centre. */
const towardCentre = (p: { x: number; y: number }, by: number) => {
  const length = Math.hypot(p.x, p.y);
  return { x: p.x * (1 - by / length), y: p.y * (1 - by / length) };
};

/** Chooses the card and places every label. */
export function layoutAnatomy(rules: Rules, faces: CardFaces): AnatomyPicture {
  const { deck } = rules;
  const pairs = rules.cards.filter((c) => c.kind === 'pair').sort((a, b) => b.value - a.value);
  const card = pairs.find((c) => c.sets.includes(deck.wild)) ?? pairs[0]!;
  const view = faces.face(card.id);
  const g = view.geometry;
  const R = g.radius;
  const rel = (p: { x: number; y: number }) => ({ x: (p.x - g.centre.x) / R, y: (p.y - g.centre.y) / R });
  const markDistance = Math.hypot(view.sides[0]!.mark.x - g.centre.x, view.sides[0]!.mark.y - g.centre.y) / R;
  const wildName = deck.icons.find((i) => i.id === deck.wild)?.name ?? deck.wild;
  const wildSide = view.sides.find((s) => s.icon === deck.wild);
  // The ordinary side facing west-most and the one below it, for the icon, band and mark.
  const plain = view.sides.filter((s) => s.icon !== deck.wild);
  const west = [...plain].sort((a, b) => Math.cos((a.angle * Math.PI) / 180) - Math.cos((b.angle * Math.PI) / 180));
  const iconSide = west[0] ?? view.sides[3]!;
  const bandSide = west[1] ?? iconSide;
  const parts: { text: string; x: number; y: number }[] = [
    { text: 'Value: the sum of the sets', x: 0, y: 0.05 },
    { text: 'Icon', ...rel(view.icons[iconSide.side]!) },
    // Beside the band's colour mark on the side away from the bottom corner, where the code's tab is.
    { text: 'Colour band', ...along(bandSide.angle, markDistance, 0.2) },
    { text: 'Colour mark', ...rel(iconSide.mark) },
    // Pointed at the dark triangle's middle, a little in from the corner towards the centre.
    ...(view.notch ? [{ text: 'Notch: how the card is turned', ...towardCentre(rel(view.notch), 0.04) }] : []),
    // Pointed at the right edge of the code's white tab, so the leader line does not cross the code.
    ...(view.mark
      ? [{ text: 'Code: for a phone camera', ...rel({ x: view.mark.x + view.mark.tile / 2, y: view.mark.y }) }]
      : []),
  ];
  if (wildSide) parts.push({ text: `${wildName} side: fits any colour`, ...along(wildSide.angle, markDistance, 0.22) });
  const labels: AnatomyLabel[] = [];
  for (const side of ['left', 'right'] as const) {
    const column = parts
      .filter((p) => (side === 'left' ? p.x < -0.01 : p.x >= -0.01))
      .sort((a, b) => a.y - b.y)
      .map((p) => ({ ...p, side, labelY: p.y }));
    // Push labels down until none is closer than the gap to the one above, then centre the column.
    for (let i = 1; i < column.length; i++)
      column[i]!.labelY = Math.max(column[i]!.labelY, column[i - 1]!.labelY + LABEL_GAP);
    const shift = column.length > 0 ? Math.max(0, column[column.length - 1]!.labelY - 0.95) : 0;
    for (const l of column) l.labelY -= shift;
    labels.push(...column);
  }
  return { card: card.id, labels };
}
