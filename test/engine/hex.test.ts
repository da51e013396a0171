import { describe, expect, test } from 'vitest';
import {
  DIRECTIONS,
  directionBetween,
  directionOfSide,
  neighbour,
  opposite,
  roundCell,
  sideFacing,
} from '../../engine/hex.ts';
import { gridCell, gridKey, KEY_STEP } from '../../engine/table.ts';

describe('hex geometry (docs/rules.md §3)', () => {
  test.each([
    [0, [1, 0]],
    [1, [1, -1]],
    [2, [0, -1]],
    [3, [-1, 0]],
    [4, [-1, 1]],
    [5, [0, 1]],
  ])('direction %i steps by %j', (d, step) => {
    expect(DIRECTIONS[d]).toEqual(step);
    expect(neighbour({ q: 0, r: 0 }, d)).toEqual({ q: step[0], r: step[1] });
  });

  test('opposite directions cancel out', () => {
    for (let d = 0; d < 6; d++) {
      const back = neighbour(neighbour({ q: 2, r: -1 }, d), opposite(d));
      expect(back).toEqual({ q: 2, r: -1 });
    }
  });

  test('side s faces direction (s + k) mod 6, and the icon facing d is sides[(d − k) mod 6]', () => {
    for (let k = 0; k < 6; k++)
      for (let s = 0; s < 6; s++) {
        expect(directionOfSide(s, k)).toBe((s + k) % 6);
        expect(sideFacing(directionOfSide(s, k), k)).toBe(s);
      }
    expect(sideFacing(3, 0)).toBe(3);
    expect(sideFacing(0, 3)).toBe(3);
  });

  test('directionBetween finds the direction of a neighbour', () => {
    expect(directionBetween({ q: 0, r: 0 }, { q: 0, r: 1 })).toBe(5);
    expect(directionBetween({ q: 0, r: 0 }, { q: 2, r: 0 })).toBe(-1);
  });

  test('grid keys round-trip and their steps match the directions', () => {
    for (const [q, r] of [
      [0, 0],
      [-80, 80],
      [17, -3],
      [-679, 679],
    ] as const) {
      expect(gridCell(gridKey(q, r))).toEqual({ q, r });
      DIRECTIONS.forEach(([dq, dr], d) => expect(gridKey(q + dq, r + dr)).toBe(gridKey(q, r) + KEY_STEP[d]!));
    }
  });
});

describe('roundCell', () => {
  test('a point inside the hexagon of a cell rounds to that cell, one past its side to the neighbour', () => {
    for (let q = -3; q <= 3; q++) {
      for (let r = -3; r <= 3; r++) {
        expect(roundCell(q, r)).toEqual({ q, r });
        // The hexagon in cube terms: every cube offset under a half.
        for (const [a, b] of [
          [0.3, 0.1],
          [-0.2, 0.45],
          [0.1, -0.55 + 0.2],
          [-0.4, -0.05],
        ] as const) {
          expect(roundCell(q + a, r + b)).toEqual({ q, r });
        }
        for (const [d, [dq, dr]] of DIRECTIONS.entries()) {
          expect(roundCell(q + 0.6 * dq, r + 0.6 * dr), `direction ${d}`).toEqual({ q: q + dq, r: r + dr });
        }
      }
    }
  });

  test('gives 0, never -0', () => {
    const { q, r } = roundCell(-0.1, -0.1);
    expect(Object.is(q, 0) && Object.is(r, 0)).toBe(true);
  });
});
