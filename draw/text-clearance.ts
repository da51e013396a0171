// How far the value and the names under it must rise to keep off the icons: the dark discs of wild
// icons and the boxes of the others' art. The names have a floor of 2.5 mm (7 pt) while the icons
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

function touches(box: TextBox, lift: number, disc: Disc): boolean {
  const [left, right] = [box.x - box.width / 2, box.x + box.width / 2];
  const [top, bottom] = [box.y - lift - ASCENT * box.size, box.y - lift + DESCENT * box.size];
  const dx = Math.max(left - disc.centre.x, 0, disc.centre.x - right);
  const dy = Math.max(top - disc.centre.y, 0, disc.centre.y - bottom);
  return Math.hypot(dx, dy) < disc.radius + GAP;
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
