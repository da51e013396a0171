// Low-ink bands: each deck colour mixed with paper white, not by one share for all (which left red
// and blue, gold and green 3 L* apart, one grey on a black-and-white printer) but each to its own
// lightness, spread evenly over L* 62 to 92 in the order of the colours' own lightness. Any two
// tints of a four-colour deck are then 10 L* apart in grey, whatever the hues.

import { labAs } from './colour-vision.ts';
import { tint } from './card-view.ts';

// The darkest tint still saves most of a dark colour's ink; the lightest still reads as a colour.
const DARKEST = 62;
const LIGHTEST = 92;

const lightness = (hex: string): number => labAs(hex, 'normal')[0];

/** The share of `hex` (mixed with white) whose lightness is `target`, or the full colour if it is lighter. */
function shareFor(hex: string, target: number): number {
  if (lightness(hex) >= target) return 1;
  let [low, high] = [0, 1];
  // L* falls as the share grows: 20 halvings are well below one step of 8-bit colour.
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (lightness(tint(hex, mid)) > target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Each colour (`#RRGGBB`) with its low-ink tint, lightness-separated as above. */
export function lowInkTints(colours: readonly string[]): Map<string, string> {
  const distinct = [...new Set(colours)].sort((a, b) => lightness(a) - lightness(b));
  const step = distinct.length > 1 ? (LIGHTEST - DARKEST) / (distinct.length - 1) : 0;
  return new Map(
    distinct.map((hex, i) => [hex, tint(hex, shareFor(hex, distinct.length > 1 ? DARKEST + i * step : 80))]),
  );
}
