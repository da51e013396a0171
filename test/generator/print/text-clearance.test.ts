// Where the value and the names settle among the icons: the smallest rise that keeps them clear,
// with the value set smaller (down to three quarters) when no rise at its full size does.

import { describe, expect, it } from 'vitest';
import { liftClear, settleClear } from '../../../draw/text-clearance.ts';

// A 10 mm value on its baseline 3 mm below the centre, names under it; every length in mm.
const value = { x: 0, y: 3, width: 6, size: 10 };
const names = { x: 0, y: 8, width: 10, size: 2.5 };
const above = { centre: { x: 0, y: -6.5 }, radius: 1 };

describe('settling the value and the names', () => {
  it('rise no further than the obstacle below needs', () => {
    const below = { centre: { x: 4, y: 10.2 }, radius: 1.5 };
    const settled = settleClear([value, names], [below, above], 2.5);
    expect(settled?.share).toBe(1);
    expect(settled?.lift).toBeCloseTo(0.2, 1);
  });

  it('set the value smaller when the rise the names need would take it into the icon above', () => {
    const below = { centre: { x: 4, y: 9.4 }, radius: 1.5 };
    // At full size, the 1 mm rise the names need brings the value within 0.3 mm of the icon above.
    expect(liftClear([value, names], [below, above], 2.5)).toBeNull();
    const settled = settleClear([value, names], [below, above], 2.5);
    expect(settled?.share).toBe(0.9);
    expect(settled?.lift).toBeCloseTo(0.7, 1);
  });

  it('are not settled when nothing clears an obstacle on the names', () => {
    expect(settleClear([value, names], [{ centre: { x: 0, y: 8 }, radius: 3 }], 2.5)).toBeNull();
  });
});
