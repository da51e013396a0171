// Card size presets. All lengths are millimetres; a card is a hex with pointed tops (docs/rules.md §3),
// so its corner-to-corner size is its height and its flat-to-flat size its width.

import type { DeckLook } from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';

export const MM_PER_INCH = 25.4;

export interface ShopCanvas {
  /** The upload canvas in pixels, exactly as the shop's template has it. */
  width: number;
  height: number;
  dpi: number;
  /** Quarter turns that bring our pointed-top card onto the shop's canvas. */
  quarterTurns: number;
}

export interface CardSize {
  id: string;
  /** Trim size, corner to corner. */
  cornerToCorner: number;
  /** Art printed beyond the cut, all round. */
  bleed: number;
  /** Distance inside the cut that holds everything that must not be cut off. */
  safe: number;
  shop?: ShopCanvas;
}

export const SIZE_PRESETS: Record<string, CardSize> = {
  // The Game Crafter's hex card: 3.75 in corner to corner, 1/8 in bleed and 1/8 in safe zone; its
  // upload canvas is 1200 × 1050 px at 300 DPI with the corners pointing left and right.
  'tgc-hex': {
    id: 'tgc-hex',
    cornerToCorner: 3.75 * MM_PER_INCH,
    bleed: 0.125 * MM_PER_INCH,
    safe: 0.125 * MM_PER_INCH,
    shop: { width: 1200, height: 1050, dpi: 300, quarterTurns: 1 },
  },
  // A hand-sized hex for home printing: 63 mm matches the width of a standard playing card. 3 mm
  // of bleed, as every home sheet needs: a cut a little off the line still shows no paper.
  small: { id: 'small', cornerToCorner: 63, bleed: 3, safe: 3 },
};

export const DEFAULT_SIZE = 'tgc-hex';

/** A preset name, or a corner-to-corner size in mm ("80" or "80mm"), as given to `--size`. */
export function parseCardSize(text: string): CardSize {
  // Own keys only: `constructor` or `__proto__` would find Object's own members.
  if (Object.hasOwn(SIZE_PRESETS, text)) return SIZE_PRESETS[text]!;
  const match = /^(\d+(?:\.\d+)?)\s*(mm)?$/.exec(text.trim());
  const mm = match ? Number(match[1]) : NaN;
  // Below 30 mm the six icons and the value no longer fit legibly; above 300 mm no sheet holds one.
  if (!(mm >= 30 && mm <= 300)) {
    throw new InputError(
      '--size',
      `"${text}" is not a card size: use ${Object.keys(SIZE_PRESETS).join(', ')} or a corner-to-corner size from 30 to 300 mm (e.g. 80mm)`,
    );
  }
  return { id: `${mm}mm`, cornerToCorner: mm, bleed: 3, safe: 3 };
}

/** Width and height of the card's canvas (trim plus bleed on every side), pointed top up. */
export function canvasSize(size: CardSize): { width: number; height: number } {
  const radius = size.cornerToCorner / 2;
  return { width: Math.sqrt(3) * radius + 2 * size.bleed, height: 2 * radius + 2 * size.bleed };
}

/** The card size a deck's look names. */
export function lookSize(size: DeckLook['size']): CardSize | null {
  if (size === undefined) return null;
  if (typeof size === 'string') return SIZE_PRESETS[size]!;
  return { id: `${size.cornerToCorner}mm`, ...size };
}
