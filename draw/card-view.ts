// The view model of a card face and of the back: every shape, text and icon position in
// millimetres on the card's canvas (trim plus bleed, pointed top up). Pure: the SVG and PDF
// renderers only draw what this computes, so both show the same card.

import type { Card, Cue, Deck, DeckLook } from '../engine/index.ts';
import { DEFAULT_BACK } from './back-colours.ts';
import { MIN_MARK_MODULE, type MarkView, viewMark } from './card-mark-view.ts';
import { canvasSize, type CardSize } from './card-size.ts';
import { mostContrasting } from './colour-vision.ts';
import { circlePath, cueMarkPath, fmt, hexCorners, polygonPath, sectorBand, type Point } from './hex-geometry.ts';
import { fitText } from './text-fit.ts';
import type { CardFonts } from './fonts.ts';
import { measureText } from './text-measure.ts';
import { liftClear, reachesInto, settleClear } from './text-clearance.ts';
import { lowInkTints } from './low-ink.ts';

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
  /** The size it would have had with room enough: above `size` when the text was set smaller to fit. */
  preferredSize?: number;
}

export interface IconView {
  icon: string;
  /** Centre and side of the square the art is fitted into. */
  x: number;
  y: number;
  size: number;
  /** Diameter of the disc drawn under the icon (the wild icon's), larger than its art. */
  disc?: number;
}

export interface SideView {
  side: number;
  icon: string;
  colour: string;
  cue: Cue;
  /** Outward direction of the side, degrees clockwise from east on the page (side s at -60·s). */
  angle: number;
  /** The centre of the side's colour mark. */
  mark: Point;
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
  /** What could not be drawn as it should (a name too long for the card), in plain sentences. */
  problems?: string[];
  /** A face's orientation notch: the inner corner it fills. */
  notch?: Point;
  /** A face's machine-readable mark (absent when the deck turns marks off). */
  mark?: MarkView;
  /** A face's white field inside the bands, where its texts belong. */
  field?: Point[];
  /**
   * What a face's value or names still reach when nothing clears them (cards under about 63 mm):
   * the round of another icon's art box, or even a wild icon's dark disc. Absent when clear.
   */
  textOver?: 'art' | 'disc';
}

const PAPER = '#FFFFFF';
const INK = '#1D1D1B';
const BACK = DEFAULT_BACK.colour;
const WILD_DISC = '#2B2B2B';
/** The smallest cue mark, in mm: smaller marks are hard to tell apart at arm's length. */
export const MIN_CUE = 4.2;
// Every length below is scaled from the 3.75 in card, whose radius is 47.625 mm.
const REFERENCE_RADIUS = 47.625;
// Neighbouring bands overlap by this many degrees (about 0.1 mm at the cut): edges that only meet
// show a hairline of paper when anti-aliased.
const SEAM = 0.12;

// Low ink: bands print at this share of their colour (the rest paper white).
const LOW_INK_TINT = 0.3;

/** `hex` mixed with white: `share` of the colour. */
export function tint(hex: string, share: number): string {
  const v = Number.parseInt(hex.slice(1, 7), 16);
  const mix = (c: number): string =>
    Math.round(255 - (255 - c) * share)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(v >> 16)}${mix((v >> 8) & 255)}${mix(v & 255)}`.toUpperCase();
}

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
export function viewCardFace(deck: Deck, card: Card, size: CardSize, style: CardStyle = {}): CardView {
  const g = computeGeometry(size);
  const k = g.radius / REFERENCE_RADIUS;
  const icons = new Map(deck.icons.map((i) => [i.id, i]));
  const colours = new Map(deck.colours.map((c) => [c.id, c]));
  // Cue marks at least 4 mm across (they carry the colour in greyscale and for colour-blind
  // players), centred in the part of the band inside the safe zone, with a margin on either side.
  const cueSize = Math.max(MIN_CUE, 4.4 * k);
  const bandWidth = size.safe + cueSize + 1.6 * k;
  const iconSize = 0.3 * g.radius;
  const iconDistance = g.apothem - bandWidth - 1.4 * k - iconSize / 2;
  const cueDistance = g.apothem - size.safe - (cueSize + 1.6 * k) / 2;
  const paths: PaintedPath[] = [{ d: backgroundPath(g, size.bleed), fill: PAPER, stroke: null, strokeWidth: 0 }];
  const iconViews: IconView[] = [];
  const texts: TextView[] = [];
  // Low ink: the deck colours' tints spread in lightness, so they stay apart in grey too.
  const lowInk = style.lowInk ? lowInkTints(deck.colours.map((c) => c.screen)) : new Map<string, string>();
  const sides: SideView[] = card.sides.map((iconId, side) => {
    const icon = icons.get(iconId);
    const colour = icon ? colours.get(icon.colour) : undefined;
    if (!icon || !colour) throw new Error(`card ${card.id}: icon "${iconId}" or its colour is not in the deck`);
    const wild = iconId === deck.wild;
    const angle = -60 * side;
    const outer = g.apothem + size.bleed * 1.5;
    const inner = g.apothem - bandWidth;
    // Every side, a wild one too, carries its icon's colour and that colour's mark: the wild icon is
    // one of the icons of its colour (docs/rules.md §8); the dark disc behind it says it is wild.
    const band = colour.screen;
    const fill = style.lowInk ? (lowInk.get(band) ?? tint(band, LOW_INK_TINT)) : band;
    paths.push({
      d: polygonPath(sectorBand(g.centre, angle, inner, outer, -30 - SEAM, 30 + SEAM)),
      fill,
      stroke: null,
      strokeWidth: 0,
    });
    // Low ink: the full colour only in a stripe along the band's inner edge.
    if (style.lowInk)
      paths.push({
        d: polygonPath(sectorBand(g.centre, angle, inner, inner + 1.2 * k, -30 - SEAM, 30 + SEAM)),
        fill: band,
        stroke: null,
        strokeWidth: 0,
      });
    const cue = colour.cue;
    const cueAt = along(g.centre, angle, cueDistance);
    // Paper white or ink, whichever contrasts more with the band.
    paths.push({
      d: cueMarkPath(cue, cueAt, cueSize),
      fill: markInkOn(fill),
      stroke: null,
      strokeWidth: 0,
    });
    const iconAt = along(g.centre, angle, iconDistance);
    // The wild icon sits on a dark disc that stays clear of its band.
    if (wild) paths.push({ d: circlePath(iconAt, iconSize * 0.55), fill: WILD_DISC, stroke: null, strokeWidth: 0 });
    iconViews.push({
      icon: iconId,
      x: iconAt.x,
      y: iconAt.y,
      size: wild ? iconSize * 0.72 : iconSize,
      ...(wild ? { disc: iconSize * 1.1 } : {}),
    });
    return { side, icon: iconId, colour: colour.id, cue, angle, mark: cueAt };
  });
  const innerRadius = g.radius - (2 * bandWidth) / Math.sqrt(3);
  paths.push({
    d: polygonPath(hexCorners(g.centre, innerRadius)),
    fill: null,
    stroke: INK,
    strokeWidth: 0.2 * k,
  });
  const valueSize = 0.34 * g.radius;
  // The value sits between the icons of sides 0 and 3: a long value is set smaller, keeping 1 mm
  // (on the 3.75 in card) from the larger wild disc, down to half its size; the print check warns.
  const valueRoom = 2 * (iconDistance - 0.55 * iconSize - k);
  const valueText = String(card.value);
  const valueSet = Math.max(
    0.5 * valueSize,
    Math.min(valueSize, valueRoom / Math.max(1e-9, measureText(valueText, true, 1, style.fonts))),
  );
  texts.push({
    text: valueText,
    x: g.centre.x,
    y: g.centre.y + valueSet * 0.3,
    size: valueSet,
    bold: true,
    fill: INK,
    ...(valueSet < valueSize ? { preferredSize: valueSize } : {}),
  });
  const names = card.sets.map((id) => icons.get(id)?.name ?? id);
  // The names share the line below the value with nothing else: as wide as the white hex less a
  // margin, at 3 mm (8.5 pt) on the 3.75 in card, never below 2.5 mm (7 pt) on any card.
  const captionWidth = Math.sqrt(3) * innerRadius - 8 * k;
  const fitAt = (min: number) =>
    fitText(
      names.join(' + '),
      captionWidth,
      Math.max(MIN_TEXT, 3 * k),
      min,
      (t) => measureText(t, false, 1, style.fonts),
      ' + ',
    );
  const fitted = fitAt(MIN_TEXT);
  // Names that fit only below the minimum are still drawn (a picture must show something), and
  // the view says so: jibe build refuses such a deck.
  const problems =
    fitted === null
      ? [
          `card ${card.id}: the names "${names.join(' + ')}" do not fit a ${size.id} card even on two lines at ${MIN_TEXT} mm (7 pt); shorten an icon's name`,
        ]
      : [];
  const caption = fitted ?? fitAt(0)!;
  const captionTop = g.centre.y + valueSize * 0.3 + 2 * k + caption.size;
  caption.lines.forEach((line, i) =>
    texts.push({
      text: line,
      x: g.centre.x,
      y: captionTop + i * caption.size * 1.15,
      size: caption.size,
      bold: false,
      fill: INK,
    }),
  );
  // The names' 2.5 mm floor reaches the lower icons on small cards: value and names rise clear of
  // every icon (the circle in its art box) where a rise can do it, with the value set smaller if
  // need be (on 60 mm cards), else of the wild icons' dark discs at least (black on charcoal is
  // unreadable; on coloured art a letter's edge still reads). The view says which was reached.
  const discs = sides.map((s) => ({
    centre: along(g.centre, s.angle, iconDistance),
    radius: s.icon === deck.wild ? iconSize * 0.55 : iconSize / 2,
    wild: s.icon === deck.wild,
  }));
  const boxes = texts.map((t) => ({ ...t, width: measureText(t.text, t.bold, t.size, style.fonts) }));
  const clearOfArt = settleClear(boxes, discs, caption.size);
  const clearOfDiscs =
    clearOfArt === null
      ? liftClear(
          boxes,
          discs.filter((d) => d.wild),
          caption.size,
        )
      : clearOfArt.lift;
  const settled = clearOfArt ?? { share: 1, lift: clearOfDiscs ?? caption.size };
  const value = texts[0]!;
  const up = (1 - settled.share) * value.size * 0.3;
  if (settled.share < 1) Object.assign(value, { size: value.size * settled.share, preferredSize: valueSize });
  for (const t of texts) t.y -= settled.lift + up;
  // The one orientation cue a face carries (no side numbers: they served the software, not
  // players): the inner rule's corner between side 0 and side 1 (upper right with a pointed top up)
  // filled in ink, a notch no cue mark or icon looks like. The scorekeeper draws the same notch.
  const notch = along(g.centre, ORIENTATION_ANGLE, innerRadius);
  const leg = Math.max(2.5, 4 * k);
  const toward = (deg: number): Point => along(notch, deg, leg);
  // The inner hex's two edges leave this corner at 90° (down) and 210° (down-left).
  paths.push({ d: polygonPath([notch, toward(90), toward(210)]), fill: INK, stroke: null, strokeWidth: 0 });
  // The mark for the scorekeeper's camera, on the bottom corner below the two bottom icons: the
  // white field runs on into a square tab over the bands' meeting point, and the inner rule runs
  // round the tab, so the symbol sits in the field rather than on top of the card.
  const mark = viewMark(deck, card, g.centre, 2 * g.apothem);
  if (mark) {
    const t = mark.tile / 2;
    // Where the inner hex's two lower edges meet the tab's sides (they leave the bottom corner at ±30°).
    const edgeAt = (x: number): Point => ({
      x,
      y: g.centre.y + innerRadius - Math.abs(x - g.centre.x) / Math.sqrt(3),
    });
    const [left, right] = [edgeAt(mark.x - t), edgeAt(mark.x + t)];
    paths.push({ d: mark.tilePath, fill: PAPER, stroke: null, strokeWidth: 0 });
    paths.push({
      d: `M${fmt(left.x)} ${fmt(left.y)}V${fmt(mark.y + t)}H${fmt(right.x)}V${fmt(right.y)}`,
      fill: null,
      stroke: INK,
      strokeWidth: 0.2 * k,
    });
    paths.push({ d: mark.modulesPath, fill: INK, stroke: null, strokeWidth: 0 });
    problems.push(...markProblems(size, g, mark));
  }
  const description = `${names.join(' + ')}, value ${card.value}. Sides 0 to 5: ${card.sides.map((id) => icons.get(id)?.name ?? id).join(', ')}.`;
  const view: CardView = {
    id: card.id,
    description,
    geometry: g,
    paths,
    icons: iconViews,
    texts,
    sides,
    problems,
    notch,
    field: hexCorners(g.centre, innerRadius),
  };
  if (mark) view.mark = mark;
  // Where no place keeps 0.3 mm of paper round every icon, the view says what the texts, as placed,
  // still reach into: a wild disc, or the round of another icon's art box (or nothing but the paper
  // kept round them).
  if (clearOfArt === null) {
    const placed = texts.map((t) => ({ ...t, width: measureText(t.text, t.bold, t.size, style.fonts) }));
    const reached = reachesInto(
      placed,
      discs.filter((d) => d.wild),
    )
      ? 'disc'
      : reachesInto(placed, discs)
        ? 'art'
        : null;
    if (reached !== null) view.textOver = reached;
  }
  return view;
}

/** Whether `p` lies inside the pointed-top hex of circumradius `r` around `c`. */
function insideHex(p: Point, c: Point, r: number): boolean {
  const apothem = (r * Math.sqrt(3)) / 2;
  return [0, 60, 120].every((deg) => {
    const a = (deg * Math.PI) / 180;
    return Math.abs((p.x - c.x) * Math.cos(a) + (p.y - c.y) * Math.sin(a)) <= apothem + 1e-9;
  });
}

/** A mark too fine for a home printer, or reaching beyond the safe zone: the build refuses the size. */
function markProblems(size: CardSize, g: CardGeometry, mark: MarkView): string[] {
  const problems: string[] = [];
  if (mark.module < MIN_MARK_MODULE)
    problems.push(
      `the card mark's modules would be ${mark.module.toFixed(2)} mm on a ${size.id} card, below the ${MIN_MARK_MODULE} mm a home printer prints readably; use a larger card or turn marks off (marks: false)`,
    );
  const t = mark.tile / 2;
  const safeRadius = g.radius - (2 * size.safe) / Math.sqrt(3);
  const corners = [-1, 1].flatMap((sx) => [-1, 1].map((sy) => ({ x: mark.x + sx * t, y: mark.y + sy * t })));
  if (!corners.every((p) => insideHex(p, g.centre, safeRadius)))
    problems.push(
      `the card mark reaches beyond the safe zone of a ${size.id} card; use a larger card or turn marks off (marks: false)`,
    );
  return problems;
}

export interface CardStyle {
  /** Light fields instead of full ink: for printers low on ink, or drafts. */
  lowInk?: boolean;
  /** The fonts the texts are measured in (the deck's look); DejaVu Sans by default. */
  fonts?: CardFonts;
  /** The back's colours as the deck's look sets them; ours otherwise. */
  back?: BackColours;
}

export interface BackColours {
  field: string;
  stripe: string;
  text: string;
  accent: string;
}

/** The back's colours: the deck's `look.back` over ours; stripes a shade lighter than the field unless given. */
export function backColours(look: DeckLook['back']): BackColours {
  const field = look?.colour ?? BACK;
  return {
    field,
    stripe: look?.stripe ?? (look?.colour === undefined ? BACK_STRIPE : tint(field, 0.9)),
    text: look?.text ?? PAPER,
    accent: look?.accent ?? DEFAULT_BACK.accent,
  };
}

/** The colour of a mark drawn on `band`: paper white or ink, whichever contrasts more (the print check warns under 4.5:1). */
export const markInkOn = (band: string): string => mostContrasting(band, [PAPER, INK]);

/** Where the orientation notch sits: the corner between side 0 and side 1, degrees clockwise from east. */
export const ORIENTATION_ANGLE = -30;
/** The smallest text on a face, in mm: 2.5 mm is about 7 pt. */
export const MIN_TEXT = 2.5;
/** The smallest deck name on the back, in mm: 1.5 mm capitals (about 4 pt) are still read at arm's length. */
export const MIN_BACK_NAME = 1.5;

// The back's stripes: one shade lighter than its field, 4 mm apart, at 60° (parallel to two of the
// hex's sides), so a mis-cut changes nothing a player can see.
const BACK_STRIPE = DEFAULT_BACK.stripe;
const LOW_INK_STRIPE = '#E3E7F0';
const STRIPE_PITCH = 4;

/** Parallel stripes at 60° across the canvas and its bleed, as one path. */
function stripesPath(g: CardGeometry, reach: number, width: number): string {
  const t = Math.tan((60 * Math.PI) / 180);
  const [top, bottom] = [-reach, g.height + reach];
  // x at the top of each stripe's centre line; lines x = x0 + (y - top) / tan60.
  const slant = (bottom - top) / t;
  const parts: string[] = [];
  for (let x0 = -reach - slant; x0 < g.width + reach; x0 += STRIPE_PITCH) {
    const corners = [
      { x: x0, y: top },
      { x: x0 + width, y: top },
      { x: x0 + width + slant, y: bottom },
      { x: x0 + slant, y: bottom },
    ];
    parts.push(polygonPath(corners));
  }
  return parts.join('');
}

/** A deck name's size: as large as `max`, smaller until it fits `width` (card font, measured). */
function fitName(text: string, width: number, max: number, fonts: CardFonts | undefined): number {
  return Math.min(max, width / Math.max(1e-9, measureText(text, true, 1, fonts)));
}

/**
 * The back: a full-bleed striped field, so a mis-cut shows no frame to betray it; a hex medallion
 * well inside the safe zone holds the deck's name, fitted to its width, above the deck's colours
 * with their cues.
 */
export function viewCardBack(deck: Deck, size: CardSize, style: CardStyle = {}): CardView {
  const g = computeGeometry(size);
  const k = g.radius / REFERENCE_RADIUS;
  const colours = style.back ?? backColours(undefined);
  const field = style.lowInk ? PAPER : colours.field;
  const ink = style.lowInk ? BACK : colours.text;
  // The medallion's edge is 0.38 of the radius inside the trim: about 18 mm on the 3.75 in card,
  // far beyond any mis-cut.
  const medallion = 0.62 * g.radius;
  const paths: PaintedPath[] = [
    { d: backgroundPath(g, size.bleed), fill: field, stroke: null, strokeWidth: 0 },
    {
      d: stripesPath(g, size.bleed, 1.2 * k),
      fill: style.lowInk ? LOW_INK_STRIPE : colours.stripe,
      stroke: null,
      strokeWidth: 0,
    },
    {
      d: polygonPath(hexCorners(g.centre, medallion)),
      fill: field,
      stroke: style.lowInk ? BACK : colours.accent,
      strokeWidth: 0.8 * k,
    },
  ];
  // One disc per deck colour, with its cue, in a row below the name. The row keeps 1.5 mm inside the
  // medallion's sides: with more colours than fit at the full pitch, pitch and discs shrink together.
  const n = deck.colours.length;
  const halfRow = 0.866 * medallion - 1.5 * k;
  const pitch = Math.min(9.5 * k, (2 * halfRow) / (n - 1 + 0.8));
  const disc = Math.min(3.8 * k, 0.4 * pitch);
  deck.colours.forEach((colour, i) => {
    const at = { x: g.centre.x + (i - (n - 1) / 2) * pitch, y: g.centre.y + 0.26 * g.radius };
    paths.push({ d: circlePath(at, disc), fill: colour.screen, stroke: null, strokeWidth: 0 });
    // As on the face: a white cue on gold or green would be hard to see.
    paths.push({
      d: cueMarkPath(colour.cue, at, (4 / 3.8) * disc),
      fill: markInkOn(colour.screen),
      stroke: null,
      strokeWidth: 0,
    });
  });
  const name = deck.name.toUpperCase();
  // The name's line crosses the medallion 0.1 radius above the centre, where it is widest less a margin.
  const nameSize = fitName(name, 2 * medallion * 0.866 - 6 * k, 0.2 * g.radius, style.fonts);
  const texts: TextView[] = [
    {
      text: name,
      x: g.centre.x,
      y: g.centre.y - 0.02 * g.radius,
      size: nameSize,
      bold: true,
      fill: ink,
    },
  ];
  // The back may set the name smaller than a face's names (it is the one text there), but not unreadably.
  const problems =
    nameSize < MIN_BACK_NAME
      ? [
          `the deck name "${deck.name}" would be set at ${nameSize.toFixed(1)} mm on the back of a ${size.id} card, below ${MIN_BACK_NAME} mm (4 pt); shorten it`,
        ]
      : [];
  return {
    id: 'back',
    description: `The back of a ${deck.name} card.`,
    geometry: g,
    paths,
    icons: [],
    texts,
    sides: [],
    problems,
  };
}
