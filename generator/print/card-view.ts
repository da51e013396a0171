// The view model of a card face and of the back: every shape, text and icon position in
// millimetres on the card's canvas (trim plus bleed, pointed top up). Pure: the SVG and PDF
// renderers only draw what this computes, so both show the same card.

import type { Card, Cue, Deck } from '../../engine/types.ts';
import { canvasSize, type CardSize } from './card-size.ts';
import { circlePath, cueMarkPath, fmt, hexCorners, polygonPath, sectorBand, type Point } from './hex-geometry.ts';

export interface PaintedPath {
  d: string;
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
}

export interface TextView {
  text: string;
  /** Centre of the text's baseline. */
  x: number;
  y: number;
  size: number;
  bold: boolean;
  fill: string;
}

export interface IconView {
  icon: string;
  /** Centre and side of the square the art is fitted into. */
  x: number;
  y: number;
  size: number;
}

export interface SideView {
  side: number;
  icon: string;
  colour: string;
  cue: Cue | 'wild';
  /** Outward direction of the side, degrees clockwise from east on the page (side s at -60·s). */
  angle: number;
}

export interface CardGeometry {
  width: number;
  height: number;
  centre: Point;
  /** Circumradius and apothem of the trimmed hex. */
  radius: number;
  apothem: number;
  trim: Point[];
  bleed: Point[];
  safe: Point[];
}

export interface CardView {
  id: string;
  /** A sentence describing the card, for SVG <desc> and alt texts. */
  description: string;
  geometry: CardGeometry;
  paths: PaintedPath[];
  icons: IconView[];
  texts: TextView[];
  sides: SideView[];
}

const PAPER = '#FFFFFF';
const INK = '#1D1D1B';
const BACK = '#1F2A44';
const WILD_DISC = '#2B2B2B';
// Every length below is scaled from the 3.75 in card, whose radius is 47.625 mm.
const REFERENCE_RADIUS = 47.625;
// Neighbouring bands overlap by this many degrees (about 0.1 mm at the cut): edges that only meet
// show a hairline of paper when anti-aliased.
const SEAM = 0.12;

/** The geometry shared by face and back for one card size. */
export function computeGeometry(size: CardSize): CardGeometry {
  const { width, height } = canvasSize(size);
  const radius = size.cornerToCorner / 2;
  const centre = { x: width / 2, y: height / 2 };
  const toRadius = (apothemOffset: number): number => radius + (2 * apothemOffset) / Math.sqrt(3);
  return {
    width,
    height,
    centre,
    radius,
    apothem: (radius * Math.sqrt(3)) / 2,
    trim: hexCorners(centre, radius),
    bleed: hexCorners(centre, toRadius(size.bleed)),
    safe: hexCorners(centre, toRadius(-size.safe)),
  };
}

const along = (c: Point, angleDeg: number, distance: number, sideways = 0): Point => {
  const a = (angleDeg * Math.PI) / 180;
  return {
    x: c.x + distance * Math.cos(a) - sideways * Math.sin(a),
    y: c.y + distance * Math.sin(a) + sideways * Math.cos(a),
  };
};

/**
 * The background reaches one bleed beyond the canvas (as do the bands), so a canvas a fraction of
 * a millimetre larger than the card's, such as a shop's, shows no unprinted edge.
 */
function backgroundPath(g: CardGeometry, bleed: number): string {
  return `M${fmt(-bleed)} ${fmt(-bleed)}H${fmt(g.width + bleed)}V${fmt(g.height + bleed)}H${fmt(-bleed)}Z`;
}

/** The face of one card: bands with colour and cue, the six icons at their sides, the value in the middle. */
export function viewCardFace(deck: Deck, card: Card, size: CardSize): CardView {
  const g = computeGeometry(size);
  const k = g.radius / REFERENCE_RADIUS;
  const icons = new Map(deck.icons.map((i) => [i.id, i]));
  const colours = new Map(deck.colours.map((c) => [c.id, c]));
  const bandWidth = size.safe + 3.2 * k;
  const iconSize = 0.3 * g.radius;
  const iconDistance = g.apothem - bandWidth - 1.4 * k - iconSize / 2;
  const cueDistance = g.apothem - size.safe - 1.6 * k;
  const paths: PaintedPath[] = [{ d: backgroundPath(g, size.bleed), fill: PAPER, stroke: null, strokeWidth: 0 }];
  const iconViews: IconView[] = [];
  const texts: TextView[] = [];
  const sides: SideView[] = card.sides.map((iconId, side) => {
    const icon = icons.get(iconId);
    const colour = icon ? colours.get(icon.colour) : undefined;
    if (!icon || !colour) throw new Error(`card ${card.id}: icon "${iconId}" or its colour is not in the deck`);
    const wild = iconId === deck.wild;
    const angle = -60 * side;
    const outer = g.apothem + size.bleed * 1.5;
    const inner = g.apothem - bandWidth;
    if (wild) {
      // The wild side's band shows every colour it matches, in deck order.
      const n = deck.colours.length;
      deck.colours.forEach((c, i) =>
        paths.push({
          d: polygonPath(
            sectorBand(g.centre, angle, inner, outer, -30 - SEAM + (60 * i) / n, -30 + SEAM + (60 * (i + 1)) / n),
          ),
          fill: c.screen,
          stroke: null,
          strokeWidth: 0,
        }),
      );
    } else {
      paths.push({
        d: polygonPath(sectorBand(g.centre, angle, inner, outer, -30 - SEAM, 30 + SEAM)),
        fill: colour.screen,
        stroke: null,
        strokeWidth: 0,
      });
    }
    const cue: Cue | 'wild' = wild ? 'wild' : colour.cue;
    const cueSize = 2.6 * k;
    const cueAt = along(g.centre, angle, cueDistance);
    paths.push({
      d: cueMarkPath(cue, cueAt, cueSize),
      fill: PAPER,
      stroke: wild ? INK : null,
      strokeWidth: wild ? 0.25 * k : 0,
    });
    const labelAt = along(g.centre, angle, cueDistance, 0.3 * g.radius);
    texts.push({ text: String(side), x: labelAt.x, y: labelAt.y + 0.9 * k, size: 2.5 * k, bold: true, fill: PAPER });
    const iconAt = along(g.centre, angle, iconDistance);
    // The wild icon sits on a dark disc that stays clear of its band.
    if (wild) paths.push({ d: circlePath(iconAt, iconSize * 0.55), fill: WILD_DISC, stroke: null, strokeWidth: 0 });
    iconViews.push({ icon: iconId, x: iconAt.x, y: iconAt.y, size: wild ? iconSize * 0.72 : iconSize });
    return { side, icon: iconId, colour: colour.id, cue, angle };
  });
  paths.push({
    d: polygonPath(hexCorners(g.centre, g.radius - (2 * bandWidth) / Math.sqrt(3))),
    fill: null,
    stroke: INK,
    strokeWidth: 0.2 * k,
  });
  const valueSize = 0.34 * g.radius;
  texts.push({
    text: String(card.value),
    x: g.centre.x,
    y: g.centre.y + valueSize * 0.3,
    size: valueSize,
    bold: true,
    fill: INK,
  });
  const names = card.sets.map((id) => icons.get(id)?.name ?? id);
  texts.push({
    text: names.join(' + '),
    x: g.centre.x,
    y: g.centre.y + valueSize * 0.3 + 5.2 * k,
    size: 2.8 * k,
    bold: false,
    fill: INK,
  });
  const description = `${names.join(' + ')}, value ${card.value}. Sides 0 to 5: ${card.sides.map((id) => icons.get(id)?.name ?? id).join(', ')}.`;
  return { id: card.id, description, geometry: g, paths, icons: iconViews, texts, sides };
}

/** The back: the deck's name on a dark field with a ring of the deck's colours and cues. */
export function viewCardBack(deck: Deck, size: CardSize): CardView {
  const g = computeGeometry(size);
  const k = g.radius / REFERENCE_RADIUS;
  const paths: PaintedPath[] = [
    { d: backgroundPath(g, size.bleed), fill: BACK, stroke: null, strokeWidth: 0 },
    {
      d: polygonPath(hexCorners(g.centre, g.radius - (2 * (size.safe + 1.5 * k)) / Math.sqrt(3))),
      fill: null,
      stroke: '#E6B34A',
      strokeWidth: 0.8 * k,
    },
    {
      d: polygonPath(hexCorners(g.centre, g.radius - (2 * (size.safe + 3.5 * k)) / Math.sqrt(3))),
      fill: null,
      stroke: '#E6B34A',
      strokeWidth: 0.3 * k,
    },
  ];
  // One mark per deck colour, with its cue, spaced evenly around the name.
  deck.colours.forEach((colour, i) => {
    const at = along(g.centre, -90 + (360 * i) / deck.colours.length, 0.5 * g.radius);
    paths.push({ d: circlePath(at, 4.2 * k), fill: colour.screen, stroke: null, strokeWidth: 0 });
    paths.push({ d: cueMarkPath(colour.cue, at, 3 * k), fill: PAPER, stroke: null, strokeWidth: 0 });
  });
  // DejaVu Sans Bold capitals average about 0.75 em; the name must fit within 1.1 apothems.
  const nameSize = Math.min(0.2 * g.radius, (1.1 * g.apothem) / (0.75 * Math.max(1, deck.name.length)));
  const texts: TextView[] = [
    {
      text: deck.name.toUpperCase(),
      x: g.centre.x,
      y: g.centre.y + nameSize * 0.36,
      size: nameSize,
      bold: true,
      fill: PAPER,
    },
  ];
  return {
    id: 'back',
    description: `The back of a ${deck.name} card.`,
    geometry: g,
    paths,
    icons: [],
    texts,
    sides: [],
  };
}
