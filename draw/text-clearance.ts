// How far the value and the names under it must rise to keep off the icons (the dark discs of wild
// icons and the boxes of the others' art), and how much smaller the value may be set to let them. The names have a floor of 2.5 mm (7 pt) while the icons
// shrink with the card, so on small cards the names would reach the lower icons: black on charcoal
// is unreadable, and letters over coloured art blur into it. Pure geometry in mm.

import type { Point } from './hex-geometry.ts';

export interface TextBox {
  /** Centre of the baseline, width and font size. */
  x: number;
  y: number;
  width: number;
  size: number;
}

/** A disc the text keeps off: a wild icon's dark disc, or the circle in another icon's art box. */
export interface Disc {
  centre: Point;
  radius: number;
}

// DejaVu Sans: capitals and ascenders reach 0.76 of the size above the baseline, descenders 0.24
// below; 0.3 mm more keeps a sliver of paper between the letters and the disc.
const ASCENT = 0.76;
const DESCENT = 0.24;
const GAP = 0.3;
// Rising in 0.05 mm steps; never more than the names' own height (then the value would meet the
// discs above).
const STEP = 0.05;

function touches(box: TextBox, lift: number, disc: Disc, gap = GAP): boolean {
  const [left, right] = [box.x - box.width / 2, box.x + box.width / 2];
  const [top, bottom] = [box.y - lift - ASCENT * box.size, box.y - lift + DESCENT * box.size];
  const dx = Math.max(left - disc.centre.x, 0, disc.centre.x - right);
  const dy = Math.max(top - disc.centre.y, 0, disc.centre.y - bottom);
  return Math.hypot(dx, dy) < disc.radius + gap;
}

/** Whether any box, where it stands, reaches into any obstacle itself (not only into the paper kept round it). */
export function reachesInto(boxes: readonly TextBox[], obstacles: readonly Disc[]): boolean {
  return boxes.some((b) => obstacles.some((o) => touches(b, 0, o, 0)));
}

/**
 * The smallest upward shift (mm), up to `most`, that keeps every box clear of every obstacle: 0 when
 * none touches, null when no shift does.
 */
export function liftClear(boxes: readonly TextBox[], obstacles: readonly Disc[], most: number): number | null {
  for (let lift = 0; lift <= most + 1e-9; lift += STEP)
    if (!boxes.some((b) => obstacles.some((o) => touches(b, lift, o)))) return lift;
  return null;
}

/** Where the value and names settle: the value's share of its size and the rise of both (mm). */
export interface Settled {
  share: number;
  lift: number;
}

// The value may be set down to 75 % of its size so that it and the names can rise further (a value
// under 75 % is what the print check warns of, PRINT_LIMITS.valueShare). Listed, not stepped, so
// the last share is exactly 0.75.
const VALUE_SHARES = [1, 0.95, 0.9, 0.85, 0.8, 0.75];

/**
 * The largest share of the value's size (the first box, baseline at `0.3 ×` its size below the
 * centre) at which a rise of up to `most` keeps every box clear of every obstacle; the names (the
 * other boxes) follow the value's baseline. Null when no share does.
 */
export function settleClear(boxes: readonly TextBox[], obstacles: readonly Disc[], most: number): Settled | null {
  const [value, ...names] = boxes;
  if (value === undefined) return { share: 1, lift: 0 };
  for (const share of VALUE_SHARES) {
    const up = (1 - share) * value.size * 0.3;
    const trial = [
      { ...value, size: value.size * share, width: value.width * share, y: value.y - up },
      ...names.map((b) => ({ ...b, y: b.y - up })),
    ];
    const lift = liftClear(trial, obstacles, most);
    if (lift !== null) return { share, lift };
  }
  return null;
}
