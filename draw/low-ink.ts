// Low-ink bands: each deck colour mixed with paper white, not by one share for all (which left red
// and blue, gold and green 3 L* apart, one grey on a black-and-white printer) but each to its own
// lightness, the lightnesses spread evenly over L* 62 to 92. Any two tints of a four-colour deck are
// then 10 L* apart in grey, whatever the hues. Which colour takes which lightness is chosen so that
// the closest two tints stay as far apart as can be for every eye (normal vision and the three
// dichromacies): in lightness order, the classic deck's gold and green tints were ΔE 13.1 apart
// for a protanope; the order chosen keeps every pair 21 apart or more in every vision.

import { deltaE, labAs, VISIONS } from './colour-vision.ts';
import { tint } from './card-view.ts';

// The darkest tint still saves most of a dark colour's ink; the lightest still reads as a colour.
const DARKEST = 62;
const LIGHTEST = 92;
// A tint can only be lighter than its colour: a colour this much lighter than a level cannot take it.
const REACH = 0.5;

const lightness = (hex: string): number => labAs(hex, 'normal')[0];

/** `hex` mixed with white to the lightness `target`, or the full colour if it is lighter. */
function tintTo(hex: string, target: number): string {
  if (lightness(hex) >= target) return hex;
  let [low, high] = [0, 1];
  // L* falls as the share grows: 20 halvings are well below one step of 8-bit colour.
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (lightness(tint(hex, mid)) > target) low = mid;
    else high = mid;
  }
  return tint(hex, (low + high) / 2);
}

/** Every order of `items` (a deck has at most six colours: 720 orders). */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The smallest ΔE between any two of `tints`, over every vision. */
function closest(tints: readonly string[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tints.length; i++)
    for (let j = i + 1; j < tints.length; j++)
      for (const v of VISIONS) least = Math.min(least, deltaE(tints[i]!, tints[j]!, v));
  return least;
}

const chosen = new Map<string, Map<string, string>>();

/** Each colour (`#RRGGBB`) with its low-ink tint, lightness-separated as above. */
export function lowInkTints(colours: readonly string[]): Map<string, string> {
  const distinct = [...new Set(colours)].sort((a, b) => lightness(a) - lightness(b));
  const key = distinct.join(' ');
  const known = chosen.get(key);
  if (known) return known;
  const step = distinct.length > 1 ? (LIGHTEST - DARKEST) / (distinct.length - 1) : 0;
  const levels = distinct.map((_, i) => (distinct.length > 1 ? DARKEST + i * step : 80));
  // The lightness order first: it is always a candidate, and wins ties.
  let best = distinct.map((hex, i) => tintTo(hex, levels[i]!));
  let bestClosest = closest(best);
  for (const order of orders(levels)) {
    if (distinct.some((hex, i) => lightness(hex) > order[i]! + REACH)) continue;
    const tints = distinct.map((hex, i) => tintTo(hex, order[i]!));
    const apart = closest(tints);
    if (apart > bestClosest + 1e-9) [best, bestClosest] = [tints, apart];
  }
  const result = new Map(distinct.map((hex, i) => [hex, best[i]!]));
  chosen.set(key, result);
  return result;
}
